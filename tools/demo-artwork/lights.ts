/** Artificial light: pendants, downlights, wall washes, lamps and their glows / light pools. */
import { lighten, mix } from './color.ts';
import { v3 } from './geometry.ts';
import type { Vec3 } from './geometry.ts';
import { wallPt } from './room.ts';
import type { Room, Wall } from './room.ts';
import { cyl, sphere } from './solids.ts';
import { n1, pathOf } from './stage.ts';
import type { Stage } from './stage.ts';

/** A soft round glow around a point (screen-space radial gradient). */
export function glow(st: Stage, p: Vec3, radius: number, strength = 0.5, color?: string): void {
  const s = st.P(p);
  const r = radius * st.scale(p);
  if (r <= 0) return;
  const c = color ?? st.pal.lamp;
  st.add(
    'glow',
    `<circle cx="${n1(s.x)}" cy="${n1(s.y)}" r="${n1(r)}" fill="${st.radial(
      [
        [0, c, strength],
        [0.35, c, strength * 0.35],
        [1, c, 0],
      ],
      s,
      r,
    )}"/>`,
  );
}

/** A pool of light on a horizontal surface at height y. */
export function lightPool(st: Stage, x: number, z: number, y: number, radius: number, strength = 0.35): void {
  const pts: Vec3[] = [];
  for (let i = 0; i < 28; i++) {
    const t = (i / 28) * Math.PI * 2;
    pts.push(v3(x + Math.cos(t) * radius, y, z + Math.sin(t) * radius));
  }
  const scr = st.poly(pts);
  if (scr.length < 3) return;
  const c = st.P(v3(x, y, z));
  const rx = Math.max(...scr.map((p) => Math.abs(p.x - c.x)));
  const ry = Math.max(...scr.map((p) => Math.abs(p.y - c.y))) || 1;
  st.add(
    'floorLight',
    `<path d="${pathOf(scr)}" fill="${st.radial(
      [
        [0, st.pal.lamp, strength],
        [1, st.pal.lamp, 0],
      ],
      c,
      rx,
      ry / rx,
    )}"/>`,
  );
}

export type PendantKind = 'dome' | 'globe' | 'cylinder' | 'cone' | 'drum';

export function pendant(st: Stage, room: Room, x: number, z: number, yBottom: number, kind: PendantKind, size = 0.4, color?: string, pool = true): void {
  const col = color ?? st.pal.metal;
  const top = room.H;
  const r = size / 2;
  const cordTopY = kind === 'globe' ? yBottom + size : yBottom + size * (kind === 'drum' ? 0.55 : kind === 'cylinder' ? 1.1 : 0.6);
  const cord = st.seg3(v3(x, top, z), v3(x, cordTopY, z));
  const cordSvg = `<path d="${cord}" stroke="${mix(st.pal.shadow, col, 0.3)}" stroke-width="${n1(Math.max(0.8, 1.4 * st.u))}" fill="none"/>`;
  st.addItem(v3(x - 0.01, cordTopY, z - 0.01), v3(x + 0.01, top, z + 0.01), cordSvg);
  const inner = lighten(st.pal.lamp, 0.35);
  if (kind === 'globe') {
    sphere(st, v3(x, yBottom + r, z), r, col, { emissive: true });
    glow(st, v3(x, yBottom + r, z), size * 2.4, st.pal.evening ? 0.55 : 0.35);
  } else if (kind === 'dome') {
    cyl(st, x, z, yBottom, yBottom + size * 0.5, r, r * 0.18, col, { bottom: inner, shadow: false });
    glow(st, v3(x, yBottom, z), size * 2.2, st.pal.evening ? 0.55 : 0.32);
  } else if (kind === 'cone') {
    cyl(st, x, z, yBottom, yBottom + size * 0.6, r * 0.75, r * 0.12, col, { bottom: inner, shadow: false });
    glow(st, v3(x, yBottom, z), size * 2, st.pal.evening ? 0.5 : 0.3);
  } else if (kind === 'drum') {
    cyl(st, x, z, yBottom, yBottom + size * 0.55, r, r, mix(st.pal.fabricAlt, st.pal.lamp, 0.55), { bottom: inner, shadow: false, flat: false });
    glow(st, v3(x, yBottom + size * 0.25, z), size * 2.4, st.pal.evening ? 0.55 : 0.3);
  } else {
    cyl(st, x, z, yBottom, yBottom + size * 1.1, r * 0.5, r * 0.5, col, { bottom: inner, shadow: false });
    glow(st, v3(x, yBottom, z), size * 1.6, st.pal.evening ? 0.5 : 0.28);
  }
  if (pool) lightPool(st, x, z, 0.002, Math.min(1.4, yBottom * 0.55), st.pal.evening ? 0.32 : 0.16);
}

/** Recessed downlight with an optional wash scallop on a nearby wall. */
export function downlight(st: Stage, room: Room, x: number, z: number): void {
  const pts: Vec3[] = [];
  for (let i = 0; i < 16; i++) {
    const t = (i / 16) * Math.PI * 2;
    pts.push(v3(x + Math.cos(t) * 0.05, room.H - 0.002, z + Math.sin(t) * 0.05));
  }
  const d = st.path3(pts);
  if (!d) return;
  st.add('surface', `<path d="${d}" fill="${lighten(st.pal.lamp, 0.6)}"/>`);
  glow(st, v3(x, room.H - 0.02, z), 0.35, st.pal.evening ? 0.5 : 0.3);
}

/** A scallop of light grazing a wall from a ceiling fitting just above it (u along the wall). */
export function wallWash(st: Stage, room: Room, wall: Wall, u: number, strength = 0.3, height = 1.6): void {
  const top = room.H - 0.02;
  const pts: Vec3[] = [];
  const n = 16;
  const half = 0.42;
  // narrow at the fitting, widening and rounding off lower down
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const k = t * 2 - 1;
    pts.push(wallPt(room, wall, u + k * half, top - height * (0.55 + 0.45 * Math.sqrt(Math.max(0, 1 - k * k))), 0.005));
  }
  pts.push(wallPt(room, wall, u + 0.06, top, 0.005));
  pts.push(wallPt(room, wall, u - 0.06, top, 0.005));
  const scr = st.poly(pts);
  if (scr.length < 3) return;
  const a = st.P(wallPt(room, wall, u, top));
  const b = st.P(wallPt(room, wall, u, top - height));
  const g = st.linear(
    [
      [0, lighten(st.pal.lamp, 0.5), strength],
      [0.45, st.pal.lamp, strength * 0.5],
      [1, st.pal.lamp, 0],
    ],
    a,
    b,
  );
  st.add('floorLight', `<path d="${pathOf(scr)}" fill="${g}"/>`);
}

/** Table lamp: ceramic base + glowing linen shade. */
export function tableLamp(st: Stage, x: number, z: number, y: number, size = 1): void {
  const s = size;
  cyl(st, x, z, y, y + 0.28 * s, 0.07 * s, 0.09 * s, st.pal.accent, { shadow: false });
  const shade = mix(st.pal.fabricAlt, st.pal.lamp, 0.6);
  cyl(st, x, z, y + 0.3 * s, y + 0.52 * s, 0.19 * s, 0.14 * s, shade, { flat: true, bottom: lighten(st.pal.lamp, 0.4), shadow: false, top: lighten(shade, 0.2) });
  glow(st, v3(x, y + 0.4 * s, z), 0.9 * s, st.pal.evening ? 0.55 : 0.3);
}

/** Floor lamp with a slim stem and glowing shade. */
export function floorLamp(st: Stage, x: number, z: number, h = 1.6): void {
  cyl(st, x, z, 0, 0.03, 0.16, 0.16, st.pal.metal, { shadow: true });
  cyl(st, x, z, 0.03, h - 0.3, 0.012, 0.012, st.pal.metal, { shadow: false, seg: 8 });
  const shade = mix(st.pal.fabric, st.pal.lamp, 0.55);
  cyl(st, x, z, h - 0.32, h, 0.24, 0.18, shade, { flat: true, bottom: lighten(st.pal.lamp, 0.4), shadow: false, top: lighten(shade, 0.15) });
  glow(st, v3(x, h - 0.2, z), 1.2, st.pal.evening ? 0.5 : 0.28);
  lightPool(st, x, z, 0.002, 1.0, st.pal.evening ? 0.3 : 0.12);
}

/** Linear suspended light bar from p0 to p1 (same height, axis-aligned). */
export function linearPendant(st: Stage, room: Room, p0: Vec3, p1: Vec3): void {
  const alongX = Math.abs(p1.x - p0.x) >= Math.abs(p1.z - p0.z);
  const y = p0.y;
  const a = alongX ? v3(Math.min(p0.x, p1.x), y, p0.z - 0.035) : v3(p0.x - 0.035, y, Math.min(p0.z, p1.z));
  const b = alongX ? v3(Math.max(p0.x, p1.x), y + 0.06, p0.z + 0.035) : v3(p0.x + 0.035, y + 0.06, Math.max(p0.z, p1.z));
  const inset = 0.25;
  const c1 = alongX ? v3(a.x + inset, y + 0.06, p0.z) : v3(p0.x, y + 0.06, a.z + inset);
  const c2 = alongX ? v3(b.x - inset, y + 0.06, p0.z) : v3(p0.x, y + 0.06, b.z - inset);
  const cords = st.seg3(c1, v3(c1.x, room.H, c1.z)) + st.seg3(c2, v3(c2.x, room.H, c2.z));
  st.add('wall', `<path d="${cords}" stroke="${st.pal.shadow}" stroke-width="${n1(1.2 * st.u)}" opacity="0.55" fill="none"/>`);
  const under = st.path3([v3(a.x, y, a.z), v3(b.x, y, a.z), v3(b.x, y, b.z), v3(a.x, y, b.z)]);
  const sideZ = alongX
    ? st.path3([v3(a.x, y, a.z), v3(b.x, y, a.z), v3(b.x, b.y, a.z), v3(a.x, b.y, a.z)])
    : st.path3([v3(a.x, y, a.z), v3(a.x, y, b.z), v3(a.x, b.y, b.z), v3(a.x, b.y, a.z)]);
  const body = mix(st.pal.metal, st.pal.shadow, 0.45);
  st.addItem(
    a,
    b,
    `<path d="${sideZ}" fill="${body}" stroke="${body}" stroke-width="${n1(st.u)}"/>${st.cam.pos.y < y ? `<path d="${under}" fill="${lighten(st.pal.lamp, 0.55)}"/>` : ''}`,
  );
  const line = st.seg3(
    v3((a.x + b.x) / 2 - (alongX ? (b.x - a.x) / 2 : 0), y, (a.z + b.z) / 2 - (alongX ? 0 : (b.z - a.z) / 2)),
    v3((a.x + b.x) / 2 + (alongX ? (b.x - a.x) / 2 : 0), y, (a.z + b.z) / 2 + (alongX ? 0 : (b.z - a.z) / 2)),
  );
  st.add('glowBlur', `<path d="${line}" stroke="${st.pal.lamp}" stroke-width="${n1(16 * st.u)}" opacity="${st.pal.evening ? 0.75 : 0.5}" fill="none"/>`);
}
