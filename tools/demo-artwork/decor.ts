/** Flat and shallow decoration: rugs, wall panels, timber slats, framed art, and small objects on surfaces. */
import { darken, lighten, mix } from './color.ts';
import { v3 } from './geometry.ts';
import type { Vec3 } from './geometry.ts';
import type { Rng } from './random.ts';
import { wallNormal, wallPath, wallPt } from './room.ts';
import type { Room, Wall } from './room.ts';
import { box, cyl, sphere } from './solids.ts';
import { n1 } from './stage.ts';
import type { Stage } from './stage.ts';

export function rug(st: Stage, x0: number, z0: number, x1: number, z1: number, color: string, border?: string): void {
  const y = 0.006;
  const d = st.path3([v3(x0, y, z0), v3(x1, y, z0), v3(x1, y, z1), v3(x0, y, z1)]);
  if (!d) return;
  const fill = st.shade(color, v3(0, 1, 0));
  let svg = `<path d="${d}" fill="${fill}"/>`;
  const b = border ?? mix(color, st.pal.shadow, 0.25);
  const i = 0.12;
  const inner = st.path3([v3(x0 + i, y, z0 + i), v3(x1 - i, y, z0 + i), v3(x1 - i, y, z1 - i), v3(x0 + i, y, z1 - i)]);
  svg += `<path d="${inner}" fill="none" stroke="${st.shade(b, v3(0, 1, 0))}" stroke-width="${n1(2.2 * st.u)}" opacity="0.7"/>`;
  // edge thickness toward the camera
  const edge = st.path3([v3(x0, 0, z0), v3(x1, 0, z0), v3(x1, y * 2, z0), v3(x0, y * 2, z0)]);
  svg += `<path d="${edge}" fill="${mix(fill, st.pal.shadow, 0.3)}" stroke="${mix(fill, st.pal.shadow, 0.3)}" stroke-width="${n1(1.5 * st.u)}"/>`;
  st.add('rug', svg);
}

export function roundRug(st: Stage, x: number, z: number, r: number, color: string): void {
  const pts: Vec3[] = [];
  const pts2: Vec3[] = [];
  for (let i = 0; i < 40; i++) {
    const t = (i / 40) * Math.PI * 2;
    pts.push(v3(x + Math.cos(t) * r, 0.006, z + Math.sin(t) * r));
    pts2.push(v3(x + Math.cos(t) * r * 0.82, 0.006, z + Math.sin(t) * r * 0.82));
  }
  const fill = st.shade(color, v3(0, 1, 0));
  st.add(
    'rug',
    `<path d="${st.path3(pts)}" fill="${fill}" stroke="${mix(fill, st.pal.shadow, 0.25)}" stroke-width="${n1(2 * st.u)}"/><path d="${st.path3(pts2)}" fill="none" stroke="${mix(fill, st.pal.shadow, 0.18)}" stroke-width="${n1(1.5 * st.u)}"/>`,
  );
}

/** A flat finish on part of a wall (paint field, stone cladding with joints, tiles). */
export function wallPanel(
  st: Stage,
  room: Room,
  wall: Wall,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  color: string,
  joints?: { du: number; dv: number; color?: string },
): void {
  const d = wallPath(
    st,
    room,
    wall,
    [
      [u0, v0],
      [u1, v0],
      [u1, v1],
      [u0, v1],
    ],
    0.004,
  );
  if (!d) return;
  const top = st.P(wallPt(room, wall, (u0 + u1) / 2, v1));
  const bot = st.P(wallPt(room, wall, (u0 + u1) / 2, v0));
  const base = st.shade(color, wallNormal(wall));
  const g = st.linear(
    [
      [0, mix(base, st.pal.shadow, st.pal.evening ? 0.25 : 0.08)],
      [1, base],
    ],
    top,
    bot,
  );
  let svg = `<path d="${d}" fill="${g}"/>`;
  if (joints) {
    let j = '';
    for (let u = u0 + joints.du; u < u1 - 0.01; u += joints.du) j += st.seg3(wallPt(room, wall, u, v0, 0.005), wallPt(room, wall, u, v1, 0.005));
    for (let v = v0 + joints.dv; v < v1 - 0.01; v += joints.dv) j += st.seg3(wallPt(room, wall, u0, v, 0.005), wallPt(room, wall, u1, v, 0.005));
    svg += `<path d="${j}" stroke="${joints.color ?? mix(color, st.pal.shadow, 0.35)}" stroke-width="${n1(1 * st.u)}" opacity="0.55" fill="none"/>`;
  }
  st.add('wall', svg);
}

/** Vertical timber battens (fluted wall). */
export function slatWall(st: Stage, room: Room, wall: Wall, u0: number, u1: number, v0: number, v1: number, color: string, pitch = 0.08): void {
  wallPanel(st, room, wall, u0, u1, v0, v1, darken(color, 0.35));
  const camU = wall === 'back' ? st.cam.pos.x : st.cam.pos.z;
  const us: number[] = [];
  for (let u = u0 + pitch * 0.25; u + pitch * 0.5 <= u1; u += pitch) us.push(u);
  us.sort((a, b) => Math.abs(b - camU) - Math.abs(a - camU));
  for (const u of us) {
    const a = wallPt(room, wall, u, v0, 0.004);
    const b = wallPt(room, wall, u + pitch * 0.55, v1, 0.035);
    box(st, a, b, color, { layer: 'wall', shadow: false });
  }
}

type ArtStyle = 'arches' | 'sun' | 'fields' | 'lines';

/** A framed abstract artwork on a wall, u/v at its centre. */
export function art(st: Stage, room: Room, wall: Wall, u: number, v: number, w: number, h: number, rng: Rng): void {
  const frame = rng.pick([st.pal.woodDark, st.pal.metal, lighten(st.pal.wood, 0.1), '#2a2622']);
  const u0 = u - w / 2;
  const u1 = u + w / 2;
  const v0 = v - h / 2;
  const v1 = v + h / 2;
  // shadow
  for (const [g, o] of [
    [0.05, 0.08],
    [0.025, 0.12],
  ] as const) {
    const sd = wallPath(
      st,
      room,
      wall,
      [
        [u0 + 0.02 - g, v0 - 0.04 - g],
        [u1 + 0.02 + g, v0 - 0.04 - g],
        [u1 + 0.02 + g, v1 - 0.02 + g],
        [u0 + 0.02 - g, v1 - 0.02 + g],
      ],
      0.002,
    );
    st.add('surface', `<path d="${sd}" fill="${st.pal.shadow}" opacity="${o}"/>`);
  }
  box(st, wallPt(room, wall, u0, v0, 0), wallPt(room, wall, u1, v1, 0.035), frame, { layer: 'wall', shadow: false });
  const m = 0.035;
  const off = 0.036;
  const canvasC = mix(st.pal.fabricAlt === st.pal.fabric ? '#f3efe6' : '#f2ede4', st.pal.wall, 0.3);
  const P = (a: number, b: number): [number, number] => [u0 + m + (w - 2 * m) * a, v0 + m + (h - 2 * m) * b];
  const quad = (a0: number, b0: number, a1: number, b1: number) => wallPath(st, room, wall, [P(a0, b0), P(a1, b0), P(a1, b1), P(a0, b1)], off);
  const n = wallNormal(wall);
  let svg = `<path d="${quad(0, 0, 1, 1)}" fill="${st.shade(canvasC, n, 0.06)}"/>`;
  const cols = [st.pal.accent, st.pal.accent2, st.pal.fabricAlt, st.pal.feature, st.pal.woodDark].map((c) => st.shade(c, n, 0.05));
  const style = rng.pick<ArtStyle>(['arches', 'sun', 'fields', 'lines']);
  const shape = (pts: [number, number][], fill: string, op = 1) => {
    const d = wallPath(
      st,
      room,
      wall,
      pts.map(([a, b]) => P(a, b)),
      off + 0.001,
    );
    return d ? `<path d="${d}" fill="${fill}"${op < 1 ? ` opacity="${op}"` : ''}/>` : '';
  };
  const arc = (cx: number, cy: number, rx: number, ry: number, t0: number, t1: number): [number, number][] => {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 24; i++) {
      const t = t0 + ((t1 - t0) * i) / 24;
      pts.push([cx + Math.cos(t) * rx, cy + Math.sin(t) * ry]);
    }
    return pts;
  };
  const aspect = w / h;
  if (style === 'arches') {
    const c1 = rng.pick(cols);
    const c2 = rng.pick(cols);
    svg += shape(
      [
        [0.15, 0],
        ...arc(0.4, 0.55, 0.25, 0.25 * aspect, Math.PI, 0)
          .reverse()
          .map((p): [number, number] => p),
        [0.65, 0],
      ],
      c1,
    );
    svg += shape(
      [
        [0.45, 0],
        ...arc(0.68, 0.4, 0.23, 0.23 * aspect, Math.PI, 0)
          .reverse()
          .map((p): [number, number] => p),
        [0.91, 0],
      ],
      c2,
      0.85,
    );
  } else if (style === 'sun') {
    svg += shape(
      [
        [0, 0],
        [1, 0],
        [1, 0.38],
        [0, 0.38],
      ],
      rng.pick(cols),
      0.9,
    );
    svg += shape(arc(0.5, 0.62, 0.2, 0.2 * aspect, 0, Math.PI * 2), rng.pick(cols));
  } else if (style === 'fields') {
    const split = rng.range(0.35, 0.6);
    svg += shape(
      [
        [0.08, 0.08],
        [0.92, 0.08],
        [0.92, split],
        [0.08, split],
      ],
      rng.pick(cols),
      0.9,
    );
    svg += shape(
      [
        [0.08, split + 0.04],
        [0.92, split + 0.04],
        [0.92, 0.92],
        [0.08, 0.92],
      ],
      rng.pick(cols),
      0.75,
    );
  } else {
    const c = rng.pick(cols);
    for (let i = 0; i < 5; i++) {
      const y = 0.2 + i * 0.14;
      svg += shape(
        [
          [0.1, y],
          [0.9, y + rng.range(-0.05, 0.08)],
          [0.9, y + 0.03],
          [0.1, y + 0.025],
        ],
        c,
        0.7,
      );
    }
    svg += shape(arc(0.7, 0.7, 0.12, 0.12 * aspect, 0, Math.PI * 2), rng.pick(cols));
  }
  st.add('wall', svg);
}

/** Small styling objects on a surface (vases, books, bowls) between x0..x1 (or z range if alongZ). */
export function surfaceObjects(st: Stage, a: Vec3, b: Vec3, rng: Rng, density = 1): void {
  const alongX = Math.abs(b.x - a.x) >= Math.abs(b.z - a.z);
  const L = alongX ? Math.abs(b.x - a.x) : Math.abs(b.z - a.z);
  const y = a.y;
  let t = rng.range(0.05, 0.25);
  const palette = [st.pal.accent, st.pal.accent2, st.pal.stone, st.pal.fabricAlt, lighten(st.pal.wood, 0.2), '#efe9df'];
  while (t < L - 0.1) {
    const kind = rng.int(0, 3);
    const at = (o: number, side: number): [number, number] => {
      const s = alongX ? Math.min(a.x, b.x) + o : (a.x + b.x) / 2 + side;
      const q = alongX ? (a.z + b.z) / 2 + side : Math.min(a.z, b.z) + o;
      return [s, q];
    };
    if (kind === 0) {
      const [x, z] = at(t + 0.07, 0);
      const hgt = rng.range(0.15, 0.38);
      cyl(st, x, z, y, y + hgt, rng.range(0.04, 0.07), rng.range(0.02, 0.05), rng.pick(palette), { shadow: false, seg: 20 });
      t += 0.22;
    } else if (kind === 1) {
      // stack of books lying flat
      let yy = y;
      const n = rng.int(2, 4);
      const [x, z] = at(t + 0.12, 0);
      for (let i = 0; i < n; i++) {
        const th = rng.range(0.03, 0.05);
        const c = rng.pick([st.pal.fabricAlt, st.pal.accent, '#ece6da', st.pal.woodDark, st.pal.accent2]);
        box(st, v3(x - 0.12, yy, z - 0.09), v3(x + 0.12, yy + th, z + 0.09), c, { shadow: false });
        yy += th;
      }
      t += 0.32;
    } else if (kind === 2) {
      const [x, z] = at(t + 0.1, 0);
      cyl(st, x, z, y, y + 0.06, 0.06, 0.12, rng.pick(palette), { shadow: false, seg: 24 });
      t += 0.3;
    } else {
      const [x, z] = at(t + 0.08, 0);
      sphere(st, v3(x, y + 0.07, z), 0.07, rng.pick(palette));
      t += 0.22;
    }
    t += rng.range(0.05, 0.4) / density;
  }
}

/** A row of upright books on a shelf between a and b (a.y = shelf top). */
export function books(st: Stage, a: Vec3, b: Vec3, rng: Rng): void {
  const alongX = Math.abs(b.x - a.x) >= Math.abs(b.z - a.z);
  const L = alongX ? Math.abs(b.x - a.x) : Math.abs(b.z - a.z);
  const cols = [st.pal.fabricAlt, st.pal.accent, '#ece6da', st.pal.woodDark, st.pal.accent2, st.pal.stone, st.pal.feature];
  let t = 0;
  while (t < L) {
    if (rng.chance(0.18)) {
      t += rng.range(0.08, 0.2);
      continue;
    }
    const run = rng.int(3, 8);
    for (let i = 0; i < run && t < L - 0.03; i++) {
      const th = rng.range(0.025, 0.045);
      const hgt = rng.range(0.18, 0.27);
      const c = rng.pick(cols);
      const depth = 0.16;
      if (alongX) {
        const x = Math.min(a.x, b.x) + t;
        box(st, v3(x, a.y, a.z - depth / 2), v3(x + th, a.y + hgt, a.z + depth / 2), c, { shadow: false });
      } else {
        const z = Math.min(a.z, b.z) + t;
        box(st, v3(a.x - depth / 2, a.y, z), v3(a.x + depth / 2, a.y + hgt, z + th), c, { shadow: false });
      }
      t += th + 0.003;
    }
    t += rng.range(0.05, 0.25);
  }
}
