/** Tiny 3D maths: vectors, a pitch-free architectural camera (vertical lines stay vertical), clipping, hulls. */

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Vec2 {
  x: number;
  y: number;
}

export const v3 = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
export const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const mul = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export function normalize(a: Vec3): Vec3 {
  const l = Math.hypot(a.x, a.y, a.z) || 1;
  return mul(a, 1 / l);
}

export interface Camera {
  pos: Vec3;
  /** Rotation about the vertical axis in radians; positive looks towards +x. */
  yaw: number;
  focal: number;
  /** Screen position of the principal point (cy is the horizon line). */
  cx: number;
  cy: number;
  near: number;
  cos: number;
  sin: number;
}

export function makeCamera(pos: Vec3, yawDeg: number, hfovDeg: number, width: number, horizonY: number): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const focal = width / 2 / Math.tan((hfovDeg * Math.PI) / 360);
  return { pos, yaw, focal, cx: width / 2, cy: horizonY, near: 0.05, cos: Math.cos(yaw), sin: Math.sin(yaw) };
}

/** World → camera space (x right, y up, z forward). */
export function toCam(c: Camera, p: Vec3): Vec3 {
  const dx = p.x - c.pos.x;
  const dz = p.z - c.pos.z;
  return { x: dx * c.cos - dz * c.sin, y: p.y - c.pos.y, z: dx * c.sin + dz * c.cos };
}

function camToScreen(c: Camera, q: Vec3): Vec2 {
  return { x: c.cx + (c.focal * q.x) / q.z, y: c.cy - (c.focal * q.y) / q.z };
}

/** Projects a point; null when it is behind the near plane. */
export function project(c: Camera, p: Vec3): Vec2 | null {
  const q = toCam(c, p);
  if (q.z < c.near) return null;
  return camToScreen(c, q);
}

/** Pixels per metre at a world point (0 when behind the camera). */
export function scaleAt(c: Camera, p: Vec3): number {
  const q = toCam(c, p);
  return q.z < c.near ? 0 : c.focal / q.z;
}

/** Projects a planar polygon, clipping it against the near plane first. */
export function projectPoly(c: Camera, pts: readonly Vec3[]): Vec2[] {
  const cam = pts.map((p) => toCam(c, p));
  const out: Vec3[] = [];
  for (let i = 0; i < cam.length; i++) {
    const a = cam[i] as Vec3;
    const b = cam[(i + 1) % cam.length] as Vec3;
    const ina = a.z >= c.near;
    const inb = b.z >= c.near;
    if (ina) out.push(a);
    if (ina !== inb) {
      const t = (c.near - a.z) / (b.z - a.z);
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: c.near });
    }
  }
  return out.map((q) => camToScreen(c, q));
}

/** Projects a segment clipped to the near plane; null if fully behind. */
export function projectSegment(c: Camera, a: Vec3, b: Vec3): [Vec2, Vec2] | null {
  let qa = toCam(c, a);
  let qb = toCam(c, b);
  if (qa.z < c.near && qb.z < c.near) return null;
  if (qa.z < c.near || qb.z < c.near) {
    const t = (c.near - qa.z) / (qb.z - qa.z);
    const m = { x: qa.x + (qb.x - qa.x) * t, y: qa.y + (qb.y - qa.y) * t, z: c.near };
    if (qa.z < c.near) qa = m;
    else qb = m;
  }
  return [camToScreen(c, qa), camToScreen(c, qb)];
}

/** Convex hull (Andrew's monotone chain), counter-clockwise in screen space. */
export function hull(points: readonly Vec2[]): Vec2[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const cross = (o: Vec2, a: Vec2, b: Vec2) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Vec2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Vec2, lower[lower.length - 1] as Vec2, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Vec2[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i] as Vec2;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Vec2, upper[upper.length - 1] as Vec2, p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Clips a 2D polygon to an axis-aligned rectangle (Sutherland–Hodgman). */
export function clipRect(pts: readonly Vec2[], x0: number, y0: number, x1: number, y1: number): Vec2[] {
  type Edge = { inside: (p: Vec2) => boolean; cut: (a: Vec2, b: Vec2) => Vec2 };
  const atX =
    (x: number) =>
    (a: Vec2, b: Vec2): Vec2 => ({ x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) });
  const atY =
    (y: number) =>
    (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y });
  const edges: Edge[] = [
    { inside: (p) => p.x >= x0, cut: atX(x0) },
    { inside: (p) => p.x <= x1, cut: atX(x1) },
    { inside: (p) => p.y >= y0, cut: atY(y0) },
    { inside: (p) => p.y <= y1, cut: atY(y1) },
  ];
  let poly = [...pts];
  for (const e of edges) {
    const out: Vec2[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i] as Vec2;
      const b = poly[(i + 1) % poly.length] as Vec2;
      const ia = e.inside(a);
      const ib = e.inside(b);
      if (ia) out.push(a);
      if (ia !== ib) out.push(e.cut(a, b));
    }
    poly = out;
    if (poly.length === 0) break;
  }
  return poly;
}

export function centroid2(pts: readonly Vec2[]): Vec2 {
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
  }
  return { x: x / Math.max(1, pts.length), y: y / Math.max(1, pts.length) };
}
