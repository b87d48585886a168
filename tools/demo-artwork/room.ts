/** The room shell: floor, walls and ceiling with material textures, skirting and corner occlusion. */
import { darken, lighten, mix } from './color.ts';
import { v3 } from './geometry.ts';
import type { Vec3 } from './geometry.ts';
import { box } from './solids.ts';
import { n1 } from './stage.ts';
import type { Stage } from './stage.ts';

export interface Room {
  W: number;
  D: number;
  H: number;
}

export type Wall = 'back' | 'left' | 'right';

/** A point on a wall: u runs along the wall (x for back, z for sides), v is height, off is distance into the room. */
export function wallPt(room: Room, wall: Wall, u: number, v: number, off = 0): Vec3 {
  switch (wall) {
    case 'back':
      return v3(u, v, room.D - off);
    case 'left':
      return v3(off, v, u);
    case 'right':
      return v3(room.W - off, v, u);
  }
}

export function wallNormal(wall: Wall): Vec3 {
  return wall === 'back' ? v3(0, 0, -1) : wall === 'left' ? v3(1, 0, 0) : v3(-1, 0, 0);
}

/** Unit vector along a wall's u axis. */
export function wallAxis(wall: Wall): Vec3 {
  return wall === 'back' ? v3(1, 0, 0) : v3(0, 0, 1);
}

function wallLength(room: Room, wall: Wall): number {
  return wall === 'back' ? room.W : room.D;
}

/** Projected path of a (u, v) polygon on a wall. */
export function wallPath(st: Stage, room: Room, wall: Wall, pts: readonly [number, number][], off = 0): string {
  return st.path3(pts.map(([u, v]) => wallPt(room, wall, u, v, off)));
}

export type FloorKind = 'planks' | 'tiles' | 'checker' | 'terrazzo' | 'concrete' | 'herringbone';
interface FloorSpec {
  kind: FloorKind;
  color: string;
  alt: string;
  /** Plank width / tile size in metres. */
  size?: number;
  /** 0..1 reflectivity (window reflections). */
  gloss?: number;
}

type CeilingKind = 'flat' | 'cove' | 'slats' | 'beams';
interface CeilingSpec {
  kind: CeilingKind;
  color: string;
  wood?: string;
}

export interface ShellSpec {
  walls: Record<Wall, string>;
  floor: FloorSpec;
  ceiling: CeilingSpec;
  skirting?: string;
}

export function drawShell(st: Stage, room: Room, spec: ShellSpec): void {
  const { W, D, H } = room;
  st.floorBounds = { x0: 0, z0: 0, x1: W, z1: D };
  const evening = st.pal.evening;

  // floor
  const floorPts = [v3(0, 0, 0), v3(W, 0, 0), v3(W, 0, D), v3(0, 0, D)];
  const fd = st.path3(floorPts);
  const horizon = st.cam.cy;
  const fBase = st.shade(spec.floor.color, v3(0, 1, 0));
  const floorFill = st.linear(
    [
      [0, lighten(fBase, evening ? 0.02 : 0.08)],
      [1, mix(fBase, st.pal.shadow, evening ? 0.25 : 0.12)],
    ],
    { x: 0, y: horizon },
    { x: 0, y: st.h },
  );
  st.add('shell', `<path d="${fd}" fill="${floorFill}"/>`);
  drawFloorTexture(st, room, spec.floor);

  // walls
  const wallPolys: Record<Wall, Vec3[]> = {
    back: [v3(0, 0, D), v3(W, 0, D), v3(W, H, D), v3(0, H, D)],
    left: [v3(0, 0, 0), v3(0, 0, D), v3(0, H, D), v3(0, H, 0)],
    right: [v3(W, 0, 0), v3(W, 0, D), v3(W, H, D), v3(W, H, 0)],
  };
  for (const wall of ['back', 'left', 'right'] as const) {
    const d = st.path3(wallPolys[wall]);
    if (!d) continue;
    const base = st.shade(spec.walls[wall], wallNormal(wall));
    const top = st.P(wallPt(room, wall, wallLength(room, wall) / 2, H));
    const bot = st.P(wallPt(room, wall, wallLength(room, wall) / 2, 0));
    const g = st.linear(
      [
        [0, mix(base, st.pal.shadow, evening ? 0.28 : 0.1)],
        [0.55, base],
        [1, evening ? mix(base, st.pal.shadow, 0.12) : lighten(base, 0.04)],
      ],
      { x: 0, y: top.y },
      { x: 0, y: bot.y },
    );
    st.add('shell', `<path d="${d}" fill="${g}"/>`);
  }

  // ceiling
  const cd = st.path3([v3(0, H, 0), v3(W, H, 0), v3(W, H, D), v3(0, H, D)]);
  const cBase = st.shade(spec.ceiling.color, v3(0, -1, 0), 0.12);
  const cFill = st.linear(
    [
      [0, mix(cBase, st.pal.shadow, evening ? 0.35 : 0.16)],
      [1, cBase],
    ],
    { x: 0, y: 0 },
    { x: 0, y: horizon },
  );
  st.add('shell', `<path d="${cd}" fill="${cFill}"/>`);
  drawCeiling(st, room, spec.ceiling);

  // skirting
  const sk = spec.skirting ?? darken(spec.walls.back, 0.06);
  for (const wall of ['back', 'left', 'right'] as const) {
    const L = wallLength(room, wall);
    const d = wallPath(
      st,
      room,
      wall,
      [
        [0, 0],
        [L, 0],
        [L, 0.09],
        [0, 0.09],
      ],
      0.012,
    );
    if (d) st.add('surface', `<path d="${d}" fill="${st.shade(sk, wallNormal(wall))}"/>`);
  }

  // corner occlusion
  const edges: [Vec3, Vec3][] = [
    [v3(0, 0, D), v3(W, 0, D)],
    [v3(0, 0, 0), v3(0, 0, D)],
    [v3(W, 0, 0), v3(W, 0, D)],
    [v3(0, H, D), v3(W, H, D)],
    [v3(0, H, 0), v3(0, H, D)],
    [v3(W, H, 0), v3(W, H, D)],
    [v3(0, 0, D), v3(0, H, D)],
    [v3(W, 0, D), v3(W, H, D)],
  ];
  const ao = edges.map(([a, b]) => st.seg3(a, b)).join('');
  const small = Math.min(W, D) < 5;
  st.add('ao', `<path d="${ao}" stroke="${st.pal.shadow}" stroke-width="${n1((small ? 9 : 14) * st.u)}" opacity="${evening ? 0.4 : small ? 0.18 : 0.26}" fill="none"/>`);
}

function drawFloorTexture(st: Stage, room: Room, f: FloorSpec): void {
  const { W, D } = room;
  const rng = st.rng.fork('floor');
  const seam = mix(f.color, st.pal.shadow, 0.55);
  const sw = n1(0.9 * st.u);
  const parts: string[] = [];
  const quad = (x0: number, z0: number, x1: number, z1: number) => st.path3([v3(x0, 0, z0), v3(x1, 0, z0), v3(x1, 0, z1), v3(x0, 0, z1)]);
  if (f.kind === 'planks') {
    const pw = f.size ?? 0.19;
    const cols = Math.ceil(W / pw);
    let seams = '';
    for (let i = 0; i < cols; i++) {
      const x0 = i * pw;
      const x1 = Math.min(W, x0 + pw);
      let z = -rng.range(0, 1.8);
      while (z < D) {
        const L = rng.range(1.2, 2.2);
        const z0 = Math.max(0, z);
        const z1 = Math.min(D, z + L);
        const t = rng.next();
        const tone = t < 0.5 ? mix(f.color, f.alt, t * 0.35) : mix(f.color, st.pal.shadow, (t - 0.5) * 0.25);
        const d = quad(x0, z0, x1, z1);
        if (d) parts.push(`<path d="${d}" fill="${tone}" opacity="0.55"/>`);
        if (z > 0) seams += st.seg3(v3(x0, 0, z), v3(x1, 0, z));
        z += L;
      }
      if (i > 0) seams += st.seg3(v3(x0, 0, 0), v3(x0, 0, D));
    }
    parts.push(`<path d="${seams}" stroke="${seam}" stroke-width="${sw}" opacity="0.45" fill="none"/>`);
  } else if (f.kind === 'herringbone') {
    const w = f.size ?? 0.11;
    const l = w * 5;
    const s2 = Math.SQRT1_2;
    let seams = '';
    const rot = (cx: number, cz: number, px: number, pz: number, sgn: number) => v3(cx + (px * s2 - sgn * pz * s2), 0, cz + (sgn * px * s2 + pz * s2));
    const stepX = l * s2 * 1.0;
    for (let cx = -l; cx < W + l; cx += stepX) {
      for (let cz = -l; cz < D + l; cz += w * s2 * 2) {
        for (const sgn of [1, -1]) {
          const ox = cx + (sgn === 1 ? 0 : stepX / 2);
          const pts = [rot(ox, cz, 0, 0, sgn), rot(ox, cz, l, 0, sgn), rot(ox, cz, l, w, sgn), rot(ox, cz, 0, w, sgn)];
          if (pts.every((p) => p.x < 0 || p.x > W || p.z < 0 || p.z > D)) continue;
          const cl = pts.map((p) => v3(Math.max(0, Math.min(W, p.x)), 0, Math.max(0, Math.min(D, p.z))));
          const d = st.path3(cl);
          if (!d) continue;
          const t = rng.next();
          const tone = t < 0.5 ? mix(f.color, f.alt, t * 0.4) : mix(f.color, st.pal.shadow, (t - 0.5) * 0.3);
          parts.push(`<path d="${d}" fill="${tone}" opacity="0.6"/>`);
          seams += d;
        }
      }
    }
    parts.push(`<path d="${seams}" stroke="${seam}" stroke-width="${sw}" opacity="0.35" fill="none"/>`);
  } else if (f.kind === 'tiles' || f.kind === 'checker') {
    const s = f.size ?? (f.kind === 'checker' ? 0.5 : 0.9);
    let grout = '';
    const nx = Math.ceil(W / s);
    const nz = Math.ceil(D / s);
    for (let i = 0; i < nx; i++) {
      for (let j = 0; j < nz; j++) {
        const d = quad(i * s, j * s, Math.min(W, (i + 1) * s), Math.min(D, (j + 1) * s));
        if (!d) continue;
        if (f.kind === 'checker') {
          if ((i + j) % 2 === 1) parts.push(`<path d="${d}" fill="${st.shade(f.alt, v3(0, 1, 0))}"/>`);
        } else {
          const t = rng.next();
          parts.push(`<path d="${d}" fill="${t < 0.5 ? f.alt : st.pal.shadow}" opacity="${Math.round((t < 0.5 ? t * 0.3 : (t - 0.5) * 0.06) * 100) / 100}"/>`);
        }
      }
    }
    for (let i = 1; i < nx; i++) grout += st.seg3(v3(i * s, 0, 0), v3(i * s, 0, D));
    for (let j = 1; j < nz; j++) grout += st.seg3(v3(0, 0, j * s), v3(W, 0, j * s));
    parts.push(`<path d="${grout}" stroke="${f.kind === 'checker' ? seam : lighten(f.color, 0.3)}" stroke-width="${sw}" opacity="0.5" fill="none"/>`);
  } else if (f.kind === 'terrazzo') {
    const chips = [f.alt, mix(f.color, st.pal.shadow, 0.4), lighten(f.color, 0.4), st.pal.accent, mix(f.alt, st.pal.accent2, 0.5)];
    const n = Math.round(W * D * 14);
    const byColor = new Map<string, string>();
    for (let i = 0; i < n; i++) {
      const x = rng.range(0, W);
      const z = rng.range(0, D);
      const r = rng.range(0.012, 0.04);
      const c = rng.pick(chips);
      const a = rng.range(0, Math.PI);
      const pts: Vec3[] = [];
      const k = rng.int(3, 5);
      for (let j = 0; j < k; j++) {
        const t = a + (j / k) * Math.PI * 2 + rng.range(-0.3, 0.3);
        pts.push(v3(x + Math.cos(t) * r, 0, z + Math.sin(t) * r * rng.range(0.6, 1)));
      }
      const d = st.path3(pts);
      if (d) byColor.set(c, (byColor.get(c) ?? '') + d);
    }
    for (const [c, d] of byColor) parts.push(`<path d="${d}" fill="${c}" opacity="0.75"/>`);
    const s = 1.2;
    let joints = '';
    for (let x = s; x < W; x += s) joints += st.seg3(v3(x, 0, 0), v3(x, 0, D));
    for (let z = s; z < D; z += s) joints += st.seg3(v3(0, 0, z), v3(W, 0, z));
    parts.push(`<path d="${joints}" stroke="${lighten(f.color, 0.25)}" stroke-width="${sw}" opacity="0.35" fill="none"/>`);
  } else {
    // concrete / microcement: soft mottling
    for (let i = 0; i < 14; i++) {
      const c = v3(rng.range(0, W), 0, rng.range(0, D));
      const p = st.P(c);
      const r = rng.range(0.8, 2) * st.scale(c);
      if (r <= 0) continue;
      const g = st.radial(
        [
          [0, rng.chance(0.5) ? f.alt : st.pal.shadow, 0.12],
          [1, f.alt, 0],
        ],
        p,
        r,
        0.35,
      );
      parts.push(`<ellipse cx="${n1(p.x)}" cy="${n1(p.y)}" rx="${n1(r)}" ry="${n1(r * 0.35)}" fill="${g}"/>`);
    }
  }
  st.add('surface', parts.join(''));
}

function drawCeiling(st: Stage, room: Room, c: CeilingSpec): void {
  const { W, D, H } = room;
  const rng = st.rng.fork('ceiling');
  if (c.kind === 'cove') {
    const inset = Math.min(W, D) * 0.14;
    const rise = 0.22;
    const x0 = inset;
    const x1 = W - inset;
    const z0 = inset;
    const z1 = D - inset;
    const inner = [v3(x0, H + rise, z0), v3(x1, H + rise, z0), v3(x1, H + rise, z1), v3(x0, H + rise, z1)];
    const dIn = st.path3(inner);
    const cen = st.P(v3(W / 2, H + rise, (z0 + z1) / 2));
    const base = st.shade(c.color, v3(0, -1, 0), 0.12);
    const g = st.radial(
      [
        [0, mix(base, st.pal.shadow, 0.12)],
        [0.75, base],
        [1, mix(base, st.pal.lamp, 0.5)],
      ],
      cen,
      Math.abs(st.P(v3(x1, H + rise, z0)).x - cen.x) * 1.1,
      0.45,
    );
    // step faces visible from below
    const steps: [Vec3, Vec3, Vec3][] = [
      [v3(x0, H, z1), v3(x1, H, z1), v3(0, 0, -1)],
      [v3(x0, H, z0), v3(x0, H, z1), v3(1, 0, 0)],
      [v3(x1, H, z0), v3(x1, H, z1), v3(-1, 0, 0)],
    ];
    let svg = `<path d="${dIn}" fill="${g}"/>`;
    for (const [a, b, n] of steps) {
      const d = st.path3([a, b, v3(b.x, H + rise, b.z), v3(a.x, H + rise, a.z)]);
      if (d) svg += `<path d="${d}" fill="${mix(st.shade(c.color, n), st.pal.lamp, 0.25)}"/>`;
    }
    st.add('surface', svg);
    const glow = [
      st.seg3(v3(x0, H + rise, z1), v3(x1, H + rise, z1)),
      st.seg3(v3(x0, H + rise, z0), v3(x0, H + rise, z1)),
      st.seg3(v3(x1, H + rise, z0), v3(x1, H + rise, z1)),
    ].join('');
    st.add('glowBlur', `<path d="${glow}" stroke="${st.pal.lamp}" stroke-width="${n1(14 * st.u)}" opacity="${st.pal.evening ? 0.9 : 0.55}" fill="none"/>`);
  } else if (c.kind === 'slats') {
    const wood = c.wood ?? st.pal.wood;
    const d = st.path3([v3(0, H, 0), v3(W, H, 0), v3(W, H, D), v3(0, H, D)]);
    st.add('surface', `<path d="${d}" fill="${mix(st.shade(wood, v3(0, -1, 0), 0.1), st.pal.shadow, 0.25)}"/>`);
    let lines = '';
    let dark = '';
    for (let x = 0.04; x < W; x += 0.12) {
      lines += st.path3([v3(x, H - 0.01, 0), v3(x + 0.07, H - 0.01, 0), v3(x + 0.07, H - 0.01, D), v3(x, H - 0.01, D)]);
      dark += st.seg3(v3(x + 0.07, H - 0.01, 0), v3(x + 0.07, H - 0.01, D));
    }
    st.add(
      'surface',
      `<path d="${lines}" fill="${st.shade(wood, v3(0, -1, 0), 0.16)}"/><path d="${dark}" stroke="${st.pal.shadow}" stroke-width="${n1(1.2 * st.u)}" opacity="0.35" fill="none"/>`,
    );
  } else if (c.kind === 'beams') {
    const wood = c.wood ?? mix(st.pal.wood, st.pal.woodDark, 0.4);
    const n = Math.max(3, Math.round(D / 1.2));
    for (let i = 0; i < n; i++) {
      const z = ((i + 0.5) / n) * D;
      box(st, v3(0, H - 0.2, z - 0.07), v3(W, H, z + 0.07), wood, { shadow: false });
    }
  }
  // subtle variation so flat ceilings are not dead
  if (c.kind === 'flat' && rng.chance(0.5)) {
    const d = st.path3([v3(0.6, H, 0.6), v3(W - 0.6, H, 0.6), v3(W - 0.6, H, D - 0.6), v3(0.6, H, D - 0.6)]);
    st.add('surface', `<path d="${d}" fill="none" stroke="${st.pal.shadow}" stroke-width="${n1(1.2 * st.u)}" opacity="0.12"/>`);
  }
}
