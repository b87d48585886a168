/** Shaded 3D solids drawn through the stage: boxes, soft (upholstered) boxes, cylinders, spheres, and shadows. */
import { mix } from './color.ts';
import { add, clipRect, hull, normalize, project, v3 } from './geometry.ts';
import type { Vec2, Vec3 } from './geometry.ts';
import { n1, pathOf, roundedPathOf } from './stage.ts';
import type { Layer, Stage } from './stage.ts';

export type FaceName = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';
/** Draws details on a face. m(u, v) maps fractions of the face (u across, v up/deep) to world points. */
export type FaceDecor = (m: (u: number, v: number) => Vec3, sizeU: number, sizeV: number) => string;

export interface BoxOpts {
  faceColor?: Partial<Record<FaceName, string>>;
  decor?: Partial<Record<FaceName, FaceDecor>>;
  /** Faces never to draw (e.g. the underside of a roof slab that sits on walls). */
  skip?: FaceName[];
  /** Skip lighting (for emissive panels). */
  flat?: boolean;
  /** Contact + cast shadow; default: on when the box stands on the floor. */
  shadow?: boolean;
  opacity?: number;
  layer?: Layer;
}

interface FaceDef {
  name: FaceName;
  n: Vec3;
  o: Vec3;
  U: Vec3;
  V: Vec3;
}

function faceDefs(a: Vec3, b: Vec3): FaceDef[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  return [
    { name: 'front', n: v3(0, 0, -1), o: v3(a.x, a.y, a.z), U: v3(dx, 0, 0), V: v3(0, dy, 0) },
    { name: 'back', n: v3(0, 0, 1), o: v3(b.x, a.y, b.z), U: v3(-dx, 0, 0), V: v3(0, dy, 0) },
    { name: 'left', n: v3(-1, 0, 0), o: v3(a.x, a.y, b.z), U: v3(0, 0, -dz), V: v3(0, dy, 0) },
    { name: 'right', n: v3(1, 0, 0), o: v3(b.x, a.y, a.z), U: v3(0, 0, dz), V: v3(0, dy, 0) },
    { name: 'top', n: v3(0, 1, 0), o: v3(a.x, b.y, a.z), U: v3(dx, 0, 0), V: v3(0, 0, dz) },
    { name: 'bottom', n: v3(0, -1, 0), o: v3(a.x, a.y, a.z), U: v3(dx, 0, 0), V: v3(0, 0, dz) },
  ];
}

const len = (v: Vec3) => Math.hypot(v.x, v.y, v.z);

/** Normalises two opposite corners into min/max. */
function bounds(p: Vec3, q: Vec3): [Vec3, Vec3] {
  return [v3(Math.min(p.x, q.x), Math.min(p.y, q.y), Math.min(p.z, q.z)), v3(Math.max(p.x, q.x), Math.max(p.y, q.y), Math.max(p.z, q.z))];
}

export function box(st: Stage, p: Vec3, q: Vec3, color: string, o: BoxOpts = {}): void {
  const [a, b] = bounds(p, q);
  let svg = '';
  const sw = n1(0.7 * st.u);
  for (const f of faceDefs(a, b)) {
    if (!st.faces(f.n, f.o) || o.skip?.includes(f.name)) continue;
    const corners = [f.o, add(f.o, f.U), add(add(f.o, f.U), f.V), add(f.o, f.V)];
    const d = st.path3(corners);
    if (!d) continue;
    const base = o.faceColor?.[f.name] ?? color;
    const fill = o.flat ? base : st.shade(base, f.n);
    svg += `<path d="${d}" fill="${fill}" stroke="${fill}" stroke-width="${sw}" stroke-linejoin="round"/>`;
    const decor = o.decor?.[f.name];
    if (decor) {
      const m = (uu: number, vv: number): Vec3 => ({
        x: f.o.x + f.U.x * uu + f.V.x * vv,
        y: f.o.y + f.U.y * uu + f.V.y * vv,
        z: f.o.z + f.U.z * uu + f.V.z * vv,
      });
      svg += decor(m, len(f.U), len(f.V));
    }
  }
  if (o.opacity !== undefined && o.opacity < 1) svg = `<g opacity="${o.opacity}">${svg}</g>`;
  if (o.layer && o.layer !== 'objects') st.add(o.layer, svg);
  else st.addItem(a, b, svg);
  if (o.shadow ?? a.y < 0.02) groundShadow(st, a, b);
}

/** Contact shadow and soft cast shadow for a volume resting on (or floating above) the floor. */
export function groundShadow(st: Stage, a: Vec3, b: Vec3, strength = 1): void {
  const pad = 0.03 + a.y * 0.15;
  if (a.y < 0.5) {
    const d = st.path3([v3(a.x - pad, 0, a.z - pad), v3(b.x + pad, 0, a.z - pad), v3(b.x + pad, 0, b.z + pad), v3(a.x - pad, 0, b.z + pad)]);
    if (d) st.add('shadowHard', `<path d="${d}" fill="${st.pal.shadow}" opacity="${Math.round(Math.max(0.2, 1 - a.y * 2) * strength * 100) / 100}"/>`);
  }
  const dir = st.castDir;
  const t = (y: number) => y / Math.max(0.2, -dir.y);
  const pts: Vec2[] = [];
  for (const x of [a.x, b.x]) for (const z of [a.z, b.z]) for (const y of [a.y, b.y]) pts.push({ x: x + dir.x * t(y), y: z + dir.z * t(y) });
  const fb = st.floorBounds;
  const h2 = clipRect(hull(pts), fb.x0, fb.z0, fb.x1, fb.z1);
  if (h2.length < 3) return;
  const d = st.path3(h2.map((p) => v3(p.x, 0, p.y)));
  if (d) st.add('shadowSoft', `<path d="${d}" fill="${st.pal.shadow}"${strength < 1 ? ` opacity="${strength}"` : ''}/>`);
}

export interface SoftOpts {
  /** Corner radius in metres. */
  round?: number;
  shadow?: boolean;
  layer?: Layer;
  /** Lighter top colour. */
  top?: string;
}

/** An upholstered-looking block: rounded silhouette with a soft vertical gradient and a lighter top. */
export function softBox(st: Stage, p: Vec3, q: Vec3, color: string, o: SoftOpts = {}): void {
  const [a, b] = bounds(p, q);
  const corners: Vec2[] = [];
  let behind = false;
  for (const x of [a.x, b.x])
    for (const y of [a.y, b.y])
      for (const z of [a.z, b.z]) {
        const s = project(st.cam, v3(x, y, z));
        if (!s) behind = true;
        else corners.push(s);
      }
  if (behind || corners.length < 8) {
    box(st, a, b, color, { shadow: o.shadow, layer: o.layer });
    return;
  }
  const c = v3((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2);
  const r = (o.round ?? 0.06) * st.scale(c);
  const hl = hull(corners);
  const ys = hl.map((p2) => p2.y);
  const top = Math.min(...ys);
  const bot = Math.max(...ys);
  const l = st.light;
  const camFacing = normalize(v3(st.cam.pos.x - c.x, 0, st.cam.pos.z - c.z));
  const side = st.shade(color, camFacing);
  const topC = o.top ?? st.shade(color, v3(0, 1, 0), 0.05);
  const fill = st.linear(
    [
      [0, topC],
      [0.35, side],
      [1, mix(side, st.pal.shadow, 0.25)],
    ],
    { x: 0, y: top },
    { x: 0, y: bot },
  );
  let svg = `<path d="${roundedPathOf(hl, r)}" fill="${fill}"/>`;
  // a gentle side-light sheen so volumes read
  const lc = l.x * st.cam.cos - l.z * st.cam.sin;
  const xs = hl.map((p2) => p2.x);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const sheen = st.linear(
    [
      [0, st.pal.sun, lc > 0 ? 0.22 : 0],
      [0.5, st.pal.sun, 0],
      [1, st.pal.shadow, lc > 0 ? 0.18 : 0.05],
    ],
    { x: lc > 0 ? x0 : x1, y: 0 },
    { x: lc > 0 ? x1 : x0, y: 0 },
  );
  svg += `<path d="${roundedPathOf(hl, r)}" fill="${sheen}"/>`;
  if (st.cam.pos.y > b.y) {
    const tp = st.poly([v3(a.x, b.y, a.z), v3(b.x, b.y, a.z), v3(b.x, b.y, b.z), v3(a.x, b.y, b.z)]);
    if (tp.length >= 3) svg += `<path d="${roundedPathOf(tp, r * 0.8)}" fill="${topC}" opacity="0.85"/>`;
  }
  if (o.layer && o.layer !== 'objects') st.add(o.layer, svg);
  else st.addItem(a, b, svg);
  if (o.shadow ?? a.y < 0.02) groundShadow(st, a, b);
}

export interface CylOpts {
  top?: string;
  bottom?: string;
  seg?: number;
  shadow?: boolean;
  layer?: Layer;
  flat?: boolean;
  /** Extra svg appended (drawn with the item). */
  extra?: string;
}

/** A vertical cylinder or frustum (r0 at y0, r1 at y1). */
export function cyl(st: Stage, cx: number, cz: number, y0: number, y1: number, r0: number, r1: number, color: string, o: CylOpts = {}): void {
  const seg = o.seg ?? 36;
  const ring = (y: number, r: number): Vec3[] => {
    const pts: Vec3[] = [];
    for (let i = 0; i < seg; i++) {
      const t = (i / seg) * Math.PI * 2;
      pts.push(v3(cx + Math.cos(t) * r, y, cz + Math.sin(t) * r));
    }
    return pts;
  };
  const bottom = ring(y0, r0);
  const topR = ring(y1, r1);
  const scr: Vec2[] = [];
  for (const p of [...bottom, ...topR]) {
    const s = project(st.cam, p);
    if (!s) return;
    scr.push(s);
  }
  const hl = hull(scr);
  const xs = hl.map((p) => p.x);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const l = st.light;
  const lc = l.x * st.cam.cos - l.z * st.cam.sin;
  const lit = o.flat ? color : st.shade(color, normalize(v3(-l.x, 0, -l.z)), 0.04);
  const dark = o.flat ? color : st.shade(color, normalize(v3(l.x, 0, l.z)));
  const mid = o.flat ? color : mix(lit, dark, 0.45);
  const g = st.linear(
    [
      [0, mix(dark, lit, 0.5)],
      [0.28, lit],
      [0.7, mid],
      [1, dark],
    ],
    { x: lc > 0 ? x0 : x1, y: 0 },
    { x: lc > 0 ? x1 : x0, y: 0 },
  );
  let svg = `<path d="${pathOf(hl)}" fill="${g}"/>`;
  if (st.cam.pos.y > y1 && r1 > 0) svg += `<path d="${pathOf(topR.map((p) => st.P(p)))}" fill="${o.top ?? (o.flat ? color : st.shade(color, v3(0, 1, 0)))}"/>`;
  if (st.cam.pos.y < y0 && r0 > 0 && o.bottom) svg += `<path d="${pathOf(bottom.map((p) => st.P(p)))}" fill="${o.bottom}"/>`;
  if (o.extra) svg += o.extra;
  const rm = Math.max(r0, r1);
  const a = v3(cx - rm, y0, cz - rm);
  const b = v3(cx + rm, y1, cz + rm);
  if (o.layer && o.layer !== 'objects') st.add(o.layer, svg);
  else st.addItem(a, b, svg);
  if (o.shadow ?? y0 < 0.02) groundShadow(st, v3(cx - rm * 0.8, y0, cz - rm * 0.8), v3(cx + rm * 0.8, y1, cz + rm * 0.8));
}

/** A sphere; emissive ones glow (lamps). */
export function sphere(st: Stage, c: Vec3, r: number, color: string, o: { emissive?: boolean; layer?: Layer } = {}): void {
  const s = project(st.cam, c);
  if (!s) return;
  const rp = r * st.scale(c);
  const l = st.light;
  const lc = l.x * st.cam.cos - l.z * st.cam.sin;
  const hx = s.x - Math.sign(lc || 1) * rp * 0.35;
  const fill = o.emissive
    ? st.radial(
        [
          [0, '#ffffff'],
          [0.55, st.pal.lamp],
          [1, mix(st.pal.lamp, color, 0.5)],
        ],
        { x: s.x, y: s.y + rp * 0.2 },
        rp,
      )
    : st.radial(
        [
          [0, mix(color, st.pal.sun, 0.35)],
          [0.6, color],
          [1, mix(color, st.pal.shadow, 0.45)],
        ],
        { x: hx, y: s.y - rp * 0.35 },
        rp * 1.3,
      );
  const svg = `<circle cx="${n1(s.x)}" cy="${n1(s.y)}" r="${n1(rp)}" fill="${fill}"/>`;
  if (o.layer && o.layer !== 'objects') st.add(o.layer, svg);
  else st.addItem(v3(c.x - r, c.y - r, c.z - r), v3(c.x + r, c.y + r, c.z + r), svg);
}

/** Orientation helper so furniture can be placed facing any axis direction. */
type Facing = '-z' | '+z' | '-x' | '+x';
export interface Frame {
  x: number;
  z: number;
  facing: Facing;
}

/** Local (lx across, ly up, lz front→back, centred) → world. */
export function fpt(f: Frame, lx: number, ly: number, lz: number): Vec3 {
  switch (f.facing) {
    case '-z':
      return v3(f.x + lx, ly, f.z + lz);
    case '+z':
      return v3(f.x - lx, ly, f.z - lz);
    case '+x':
      return v3(f.x - lz, ly, f.z + lx);
    case '-x':
      return v3(f.x + lz, ly, f.z - lx);
  }
}

export function fbox(f: Frame, l0: readonly [number, number, number], l1: readonly [number, number, number]): [Vec3, Vec3] {
  return bounds(fpt(f, l0[0], l0[1], l0[2]), fpt(f, l1[0], l1[1], l1[2]));
}

/** Which world face is the local front of a frame. */
export function frontFace(f: Frame): FaceName {
  return ({ '-z': 'front', '+z': 'back', '+x': 'right', '-x': 'left' } as const)[f.facing];
}
