/** Furniture built from shaded solids. Everything is placed with a Frame so it can face any direction. */
import { darken, lighten, mix } from './color.ts';
import { v3 } from './geometry.ts';
import type { Vec3 } from './geometry.ts';
import type { Rng } from './random.ts';
import { box, cyl, fbox, fpt, frontFace, groundShadow, softBox, sphere } from './solids.ts';
import type { FaceDecor, Frame } from './solids.ts';
import { n1, roundedPathOf } from './stage.ts';
import type { Stage } from './stage.ts';

/** Vertical grooves on a face (fluted fronts, cabinet doors). */
function fluted(st: Stage, pitch: number, color: string, opacity = 0.45): FaceDecor {
  return (m, su) => {
    const n = Math.max(1, Math.round(su / pitch));
    let d = '';
    for (let i = 1; i < n; i++) d += st.seg3(m(i / n, 0.02), m(i / n, 0.98));
    return d ? `<path d="${d}" stroke="${color}" stroke-width="${n1(1.3 * st.u)}" opacity="${opacity}" fill="none"/>` : '';
  };
}

/** Door/drawer seams: n equal doors, optional drawer line. */
function doors(st: Stage, n: number, color: string, drawer = false): FaceDecor {
  return (m) => {
    let d = '';
    for (let i = 1; i < n; i++) d += st.seg3(m(i / n, 0.03), m(i / n, 0.97));
    if (drawer) d += st.seg3(m(0.01, 0.78), m(0.99, 0.78));
    return `<path d="${d}" stroke="${color}" stroke-width="${n1(1.2 * st.u)}" opacity="0.6" fill="none"/>`;
  };
}

export function sofa(st: Stage, f: Frame, w: number, color: string, rng: Rng, o: { depth?: number; pillows?: boolean } = {}): void {
  const d = o.depth ?? 0.95;
  const arm = 0.2;
  const hw = w / 2;
  const hd = d / 2;
  const dark = mix(color, st.pal.shadow, 0.15);
  // recessed plinth
  box(st, ...fbox(f, [-hw + 0.06, 0, -hd + 0.06], [hw - 0.06, 0.07, hd - 0.06]), mix(st.pal.shadow, color, 0.3), { shadow: false });
  groundShadow(st, ...fbox(f, [-hw, 0, -hd], [hw, 0.75, hd]));
  // back
  softBox(st, ...fbox(f, [-hw, 0.07, hd - 0.22], [hw, 0.8, hd]), dark, { round: 0.07, shadow: false });
  // arms
  softBox(st, ...fbox(f, [-hw, 0.07, -hd], [-hw + arm, 0.6, hd - 0.22]), color, { round: 0.06, shadow: false });
  softBox(st, ...fbox(f, [hw - arm, 0.07, -hd], [hw, 0.6, hd - 0.22]), color, { round: 0.06, shadow: false });
  // base + seat cushions
  box(st, ...fbox(f, [-hw + arm, 0.07, -hd], [hw - arm, 0.26, hd - 0.22]), dark, { shadow: false });
  const seats = w > 2.3 ? 3 : 2;
  const sw = (w - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) {
    const x0 = -hw + arm + i * sw + 0.01;
    softBox(st, ...fbox(f, [x0, 0.26, -hd + 0.01], [x0 + sw - 0.02, 0.43, hd - 0.24]), color, { round: 0.05, shadow: false });
    // back cushion
    softBox(st, ...fbox(f, [x0, 0.43, hd - 0.4], [x0 + sw - 0.02, 0.76, hd - 0.22]), color, { round: 0.07, shadow: false });
  }
  if (o.pillows ?? true) {
    const pc = [st.pal.accent, st.pal.accent2, st.pal.fabricAlt, lighten(st.pal.fabric, 0.3)];
    const c1 = rng.pick(pc);
    const c2 = rng.pick(pc);
    softBox(st, ...fbox(f, [-hw + arm + 0.05, 0.43, hd - 0.52], [-hw + arm + 0.5, 0.82, hd - 0.4]), c1, { round: 0.12, shadow: false });
    softBox(st, ...fbox(f, [hw - arm - 0.5, 0.43, hd - 0.52], [hw - arm - 0.05, 0.82, hd - 0.4]), c2, { round: 0.12, shadow: false });
  }
}

export function armchair(st: Stage, f: Frame, color: string, o: { legs?: string } = {}): void {
  const w = 0.82;
  const d = 0.82;
  const hw = w / 2;
  const hd = d / 2;
  const legs = o.legs ?? st.pal.woodDark;
  for (const [lx, lz] of [
    [-hw + 0.06, -hd + 0.06],
    [hw - 0.06, -hd + 0.06],
    [-hw + 0.06, hd - 0.06],
    [hw - 0.06, hd - 0.06],
  ] as const) {
    const p = fpt(f, lx, 0, lz);
    cyl(st, p.x, p.z, 0, 0.16, 0.018, 0.022, legs, { seg: 10 });
  }
  groundShadow(st, ...fbox(f, [-hw, 0.16, -hd], [hw, 0.75, hd]));
  softBox(st, ...fbox(f, [-hw, 0.16, hd - 0.18], [hw, 0.78, hd]), mix(color, st.pal.shadow, 0.1), { round: 0.08, shadow: false });
  softBox(st, ...fbox(f, [-hw, 0.16, -hd], [-hw + 0.16, 0.56, hd - 0.18]), color, { round: 0.07, shadow: false });
  softBox(st, ...fbox(f, [hw - 0.16, 0.16, -hd], [hw, 0.56, hd - 0.18]), color, { round: 0.07, shadow: false });
  softBox(st, ...fbox(f, [-hw + 0.16, 0.16, -hd], [hw - 0.16, 0.44, hd - 0.18]), color, { round: 0.06, shadow: false });
}

/** A rounded lounge chair / tub chair (cafés, lobbies). */
export function tubChair(st: Stage, x: number, z: number, color: string): void {
  cyl(st, x, z, 0, 0.08, 0.3, 0.3, mix(color, st.pal.shadow, 0.4), {});
  cyl(st, x, z, 0.08, 0.42, 0.36, 0.38, color, { top: lighten(color, 0.08) });
  cyl(st, x, z, 0.42, 0.72, 0.38, 0.38, mix(color, st.pal.shadow, 0.08), { top: mix(color, st.pal.shadow, 0.2) });
}

export function coffeeTable(st: Stage, x: number, z: number, kind: 'round' | 'rect', w: number, d: number, top: string): void {
  if (kind === 'round') {
    cyl(st, x, z, 0, 0.3, w * 0.3, w * 0.32, mix(top, st.pal.shadow, 0.25));
    cyl(st, x, z, 0.3, 0.38, w / 2, w / 2, top, { shadow: false });
    groundShadow(st, v3(x - w / 2, 0.3, z - w / 2), v3(x + w / 2, 0.38, z + w / 2));
  } else {
    box(st, v3(x - w / 2 + 0.08, 0, z - d / 2 + 0.08), v3(x + w / 2 - 0.08, 0.28, z + d / 2 - 0.08), mix(top, st.pal.shadow, 0.3));
    box(st, v3(x - w / 2, 0.28, z - d / 2), v3(x + w / 2, 0.36, z + d / 2), top, { shadow: false });
  }
}

/** A table with four legs (dining, meeting, café). */
export function table(st: Stage, x: number, z: number, w: number, d: number, h: number, top: string, legs: string, kind: 'legs' | 'pedestal' = 'legs'): void {
  const t = 0.04;
  if (kind === 'pedestal') {
    cyl(st, x, z, 0, 0.03, Math.min(w, d) * 0.3, Math.min(w, d) * 0.3, legs, {});
    cyl(st, x, z, 0.03, h - t, 0.035, 0.035, legs, { seg: 12, shadow: false });
    if (Math.abs(w - d) < 0.01) cyl(st, x, z, h - t, h, w / 2, w / 2, top, { shadow: false });
    else box(st, v3(x - w / 2, h - t, z - d / 2), v3(x + w / 2, h, z + d / 2), top, { shadow: false });
  } else {
    const i = 0.06;
    for (const [lx, lz] of [
      [x - w / 2 + i, z - d / 2 + i],
      [x + w / 2 - i, z - d / 2 + i],
      [x - w / 2 + i, z + d / 2 - i],
      [x + w / 2 - i, z + d / 2 - i],
    ] as const) {
      box(st, v3(lx - 0.025, 0, lz - 0.025), v3(lx + 0.025, h - t, lz + 0.025), legs);
    }
    box(st, v3(x - w / 2, h - t, z - d / 2), v3(x + w / 2, h, z + d / 2), top, { shadow: false });
  }
  groundShadow(st, v3(x - w / 2, h * 0.6, z - d / 2), v3(x + w / 2, h, z + d / 2), 0.8);
}

/** A dining/café chair facing its frame direction. */
export function chair(st: Stage, f: Frame, color: string, seat: string, o: { arms?: boolean; back?: number } = {}): void {
  const hw = 0.23;
  const hd = 0.23;
  const legs: [number, number][] = [
    [-hw + 0.03, -hd + 0.03],
    [hw - 0.03, -hd + 0.03],
    [-hw + 0.03, hd - 0.03],
    [hw - 0.03, hd - 0.03],
  ];
  for (const [lx, lz] of legs) {
    const p = fpt(f, lx, 0, lz);
    box(st, v3(p.x - 0.016, 0, p.z - 0.016), v3(p.x + 0.016, 0.44, p.z + 0.016), color, { shadow: false });
  }
  groundShadow(st, ...fbox(f, [-hw, 0.3, -hd], [hw, 0.46, hd]), 0.7);
  softBox(st, ...fbox(f, [-hw, 0.42, -hd], [hw, 0.48, hd]), seat, { round: 0.03, shadow: false });
  const back = o.back ?? 0.84;
  // open back: two posts and a curved-looking rail
  for (const lx of [-hw + 0.03, hw - 0.03]) {
    box(st, ...fbox(f, [lx - 0.016, 0.48, hd - 0.045], [lx + 0.016, back - 0.02, hd - 0.015]), color, { shadow: false });
  }
  softBox(st, ...fbox(f, [-hw, back - 0.2, hd - 0.05], [hw, back, hd]), seat === color ? color : mix(seat, color, 0.35), { round: 0.04, shadow: false });
}

export function stool(st: Stage, x: number, z: number, h: number, seat: string, frame: string): void {
  const r = 0.17;
  for (const a of [0.6, 2.2, 3.8, 5.4]) {
    const lx = x + Math.cos(a) * r * 0.85;
    const lz = z + Math.sin(a) * r * 0.85;
    box(st, v3(lx - 0.012, 0, lz - 0.012), v3(lx + 0.012, h - 0.05, lz + 0.012), frame, { shadow: false });
  }
  groundShadow(st, v3(x - r, 0.2, z - r), v3(x + r, h, z + r), 0.7);
  cyl(st, x, z, h - 0.06, h, r, r, seat, { shadow: false });
}

/** Low cabinet / credenza / media unit against a wall. */
export function credenza(st: Stage, f: Frame, w: number, d: number, h: number, color: string, o: { doorsN?: number; legs?: boolean; fluted?: boolean; top?: string } = {}): void {
  const y0 = o.legs ? 0.14 : 0;
  if (o.legs) {
    for (const lx of [-w / 2 + 0.08, w / 2 - 0.08])
      for (const lz of [-d / 2 + 0.06, d / 2 - 0.06]) {
        const p = fpt(f, lx, 0, lz);
        box(st, v3(p.x - 0.015, 0, p.z - 0.015), v3(p.x + 0.015, y0, p.z + 0.015), st.pal.metal, { shadow: false });
      }
    groundShadow(st, ...fbox(f, [-w / 2, y0, -d / 2], [w / 2, h, d / 2]));
  }
  const seam = mix(color, st.pal.shadow, 0.55);
  const decor = o.fluted ? fluted(st, 0.05, seam, 0.35) : doors(st, o.doorsN ?? Math.max(2, Math.round(w / 0.6)), seam);
  box(st, ...fbox(f, [-w / 2, y0, -d / 2], [w / 2, h - (o.top ? 0.03 : 0), d / 2]), color, { decor: { [frontFace(f)]: decor }, shadow: !o.legs });
  if (o.top) box(st, ...fbox(f, [-w / 2 - 0.01, h - 0.03, -d / 2 - 0.01], [w / 2 + 0.01, h, d / 2 + 0.01]), o.top, { shadow: false });
}

/** A long counter (kitchen island, bar, reception) with a worktop. */
export function counter(
  st: Stage,
  f: Frame,
  w: number,
  d: number,
  h: number,
  body: string,
  top: string,
  o: { front?: 'fluted' | 'doors' | 'plain' | 'panels'; overhang?: number; kick?: boolean } = {},
): void {
  const seam = mix(body, st.pal.shadow, 0.55);
  const ff = frontFace(f);
  const decor =
    o.front === 'fluted'
      ? fluted(st, 0.06, seam, 0.4)
      : o.front === 'doors'
        ? doors(st, Math.max(2, Math.round(w / 0.6)), seam, true)
        : o.front === 'panels'
          ? doors(st, Math.max(2, Math.round(w / 1.2)), seam)
          : undefined;
  const kick = o.kick ?? true;
  if (kick) box(st, ...fbox(f, [-w / 2 + 0.05, 0, -d / 2 + 0.07], [w / 2 - 0.05, 0.1, d / 2 - 0.02]), mix(st.pal.shadow, body, 0.3), { shadow: false });
  groundShadow(st, ...fbox(f, [-w / 2, 0, -d / 2], [w / 2, h, d / 2]));
  box(st, ...fbox(f, [-w / 2, kick ? 0.1 : 0, -d / 2], [w / 2, h - 0.04, d / 2]), body, { decor: decor ? { [ff]: decor } : undefined, shadow: false });
  const oh = o.overhang ?? 0.03;
  box(st, ...fbox(f, [-w / 2 - 0.02, h - 0.04, -d / 2 - oh], [w / 2 + 0.02, h, d / 2 + 0.01]), top, { shadow: false });
}

/** Wall shelving: uprights and shelves against a wall plane described by a frame facing into the room. */
export function shelving(st: Stage, f: Frame, w: number, d: number, h: number, rows: number, color: string, y0 = 0): Vec3[][] {
  const t = 0.03;
  const bays = Math.max(1, Math.round(w / 0.9));
  const slots: Vec3[][] = [];
  for (let i = 0; i <= bays; i++) {
    const lx = -w / 2 + (w * i) / bays;
    box(st, ...fbox(f, [lx - t / 2, y0, -d / 2], [lx + t / 2, y0 + h, d / 2]), color, { shadow: false });
  }
  for (let j = 0; j <= rows; j++) {
    const y = y0 + (h * j) / rows;
    box(st, ...fbox(f, [-w / 2, y - t / 2, -d / 2], [w / 2, y + t / 2, d / 2]), color, { shadow: false });
    if (j < rows) {
      for (let i = 0; i < bays; i++) {
        const lx0 = -w / 2 + (w * i) / bays + t;
        const lx1 = -w / 2 + (w * (i + 1)) / bays - t;
        slots.push([fpt(f, lx0, y + t / 2, 0), fpt(f, lx1, y + t / 2, 0)]);
      }
    }
  }
  return slots;
}

export function bed(st: Stage, f: Frame, w: number, rng: Rng, o: { headboard?: string; linen?: string; throwC?: string } = {}): void {
  const L = 2.15;
  const hw = w / 2;
  const hd = L / 2;
  const head = o.headboard ?? st.pal.fabricAlt;
  const linen = o.linen ?? lighten(st.pal.fabric, 0.25);
  // headboard (tall, against the wall)
  softBox(st, ...fbox(f, [-hw - 0.12, 0, hd - 0.1], [hw + 0.12, 1.25, hd]), head, { round: 0.05 });
  // base
  box(st, ...fbox(f, [-hw, 0, -hd], [hw, 0.3, hd - 0.1]), mix(head, st.pal.shadow, 0.15));
  // mattress + duvet
  softBox(st, ...fbox(f, [-hw + 0.02, 0.3, -hd + 0.02], [hw - 0.02, 0.52, hd - 0.12]), linen, { round: 0.06, shadow: false });
  // throw across the foot
  const tc = o.throwC ?? rng.pick([st.pal.accent, st.pal.accent2, st.pal.fabricAlt]);
  softBox(st, ...fbox(f, [-hw - 0.01, 0.3, -hd + 0.01], [hw + 0.01, 0.55, -hd + 0.48]), mix(tc, linen, 0.2), { round: 0.05, shadow: false });
  // pillows
  const pw = (w - 0.2) / 2;
  for (let i = 0; i < 2; i++) {
    const x0 = -hw + 0.08 + i * (pw + 0.04);
    softBox(st, ...fbox(f, [x0, 0.52, hd - 0.45], [x0 + pw, 0.78, hd - 0.16]), lighten(linen, 0.3), { round: 0.1, shadow: false });
  }
  const cushion = rng.pick([st.pal.accent, st.pal.accent2]);
  softBox(st, ...fbox(f, [-0.28, 0.52, hd - 0.62], [0.28, 0.82, hd - 0.46]), cushion, { round: 0.1, shadow: false });
}

export function nightstand(st: Stage, f: Frame, color: string): void {
  credenza(st, f, 0.5, 0.42, 0.5, color, { doorsN: 1 });
}

/** Desk with a monitor and a task chair behind it (chair faces the desk). */
export function desk(st: Stage, f: Frame, w: number, color: string, rng: Rng, o: { chair?: boolean; monitor?: boolean } = {}): void {
  const d = 0.75;
  const h = 0.74;
  const top = lighten(color, 0.05);
  for (const lx of [-w / 2 + 0.04, w / 2 - 0.04]) {
    box(st, ...fbox(f, [lx - 0.02, 0, -d / 2 + 0.05], [lx + 0.02, h - 0.03, d / 2 - 0.05]), st.pal.metal, { shadow: false });
  }
  groundShadow(st, ...fbox(f, [-w / 2, 0.4, -d / 2], [w / 2, h, d / 2]), 0.7);
  box(st, ...fbox(f, [-w / 2, h - 0.03, -d / 2], [w / 2, h, d / 2]), top, { shadow: false });
  if (o.monitor ?? true) {
    const mx = rng.range(-0.15, 0.15);
    box(st, ...fbox(f, [mx - 0.03, h, d / 2 - 0.22], [mx + 0.03, h + 0.14, d / 2 - 0.18]), '#2b2b2b', { shadow: false });
    box(st, ...fbox(f, [mx - 0.3, h + 0.12, d / 2 - 0.2], [mx + 0.3, h + 0.47, d / 2 - 0.18]), '#26282c', {
      shadow: false,
      faceColor: { [frontFace({ ...f, facing: flip(f.facing) })]: '#3a4450' },
    });
    box(st, ...fbox(f, [mx - 0.22, h, -0.05], [mx + 0.22, h + 0.015, 0.1]), '#d8d6d0', { shadow: false });
  }
  if (o.chair ?? true) officeChair(st, { x: fpt(f, 0, 0, -d / 2 - 0.2).x, z: fpt(f, 0, 0, -d / 2 - 0.2).z, facing: flip(f.facing) });
}

function flip(fc: Frame['facing']): Frame['facing'] {
  return fc === '-z' ? '+z' : fc === '+z' ? '-z' : fc === '-x' ? '+x' : '-x';
}

/** Task chair: star base, seat and backrest (facing its frame). */
export function officeChair(st: Stage, f: Frame, color?: string): void {
  const c = color ?? mix(st.pal.fabricAlt, '#3a3a3a', 0.5);
  const base = '#2e2e2e';
  cyl(st, f.x, f.z, 0, 0.06, 0.3, 0.3, base, { seg: 5 });
  cyl(st, f.x, f.z, 0.06, 0.42, 0.025, 0.025, base, { seg: 10, shadow: false });
  softBox(st, ...fbox(f, [-0.24, 0.42, -0.24], [0.24, 0.5, 0.24]), c, { round: 0.04, shadow: false });
  softBox(st, ...fbox(f, [-0.22, 0.56, 0.2], [0.22, 1.0, 0.26]), c, { round: 0.06, shadow: false });
}

/** Kitchen base run + worktop + upper cabinets or open shelf, along the wall the frame backs onto. */
export function kitchenRun(st: Stage, f: Frame, w: number, body: string, top: string, rng: Rng, o: { uppers?: boolean; hood?: boolean } = {}): void {
  counter(st, f, w, 0.62, 0.92, body, top, { front: 'doors' });
  const seam = mix(body, st.pal.shadow, 0.55);
  if (o.uppers ?? true) {
    box(st, ...fbox(f, [-w / 2, 1.5, -0.05], [w / 2, 2.3, 0.31]), body, { decor: { [frontFace(f)]: doors(st, Math.max(2, Math.round(w / 0.6)), seam) }, shadow: false });
    // under-cabinet light strip
    const a = fpt(f, -w / 2 + 0.05, 1.49, -0.02);
    const b = fpt(f, w / 2 - 0.05, 1.49, -0.02);
    st.add('glowBlur', `<path d="${st.seg3(a, b)}" stroke="${st.pal.lamp}" stroke-width="${n1(10 * st.u)}" opacity="0.7" fill="none"/>`);
  } else {
    box(st, ...fbox(f, [-w / 2, 1.6, 0.0], [w / 2, 1.64, 0.31]), st.pal.wood, { shadow: false });
    const a = fpt(f, -w / 2 + 0.1, 1.64, 0.15);
    const b = fpt(f, w / 2 - 0.1, 1.64, 0.15);
    objectsRow(st, a, b, rng);
  }
  if (o.hood) {
    box(st, ...fbox(f, [-0.45, 1.55, -0.2], [0.45, 1.75, 0.31]), darken(top, 0.05), { shadow: false });
  }
}

function objectsRow(st: Stage, a: Vec3, b: Vec3, rng: Rng): void {
  const alongX = Math.abs(b.x - a.x) > Math.abs(b.z - a.z);
  const L = alongX ? Math.abs(b.x - a.x) : Math.abs(b.z - a.z);
  let t = 0.1;
  while (t < L - 0.1) {
    const x = alongX ? Math.min(a.x, b.x) + t : a.x;
    const z = alongX ? a.z : Math.min(a.z, b.z) + t;
    const kind = rng.int(0, 2);
    const c = rng.pick([st.pal.stone, st.pal.accent, '#efe9df', st.pal.accent2]);
    if (kind === 0) cyl(st, x, z, a.y, a.y + rng.range(0.1, 0.25), 0.05, 0.05, c, { shadow: false, seg: 16 });
    else if (kind === 1) cyl(st, x, z, a.y, a.y + 0.05, 0.08, 0.11, c, { shadow: false, seg: 18 });
    else cyl(st, x, z, a.y, a.y + rng.range(0.18, 0.3), 0.04, 0.07, c, { shadow: false, seg: 16 });
    t += rng.range(0.2, 0.45);
  }
}

/** Upholstered bench seat with a tall back against a wall (restaurants, cafés, waiting areas). */
export function banquette(st: Stage, f: Frame, w: number, color: string, o: { back?: number; base?: string; channels?: boolean } = {}): void {
  const d = 0.62;
  const back = o.back ?? 1.05;
  const base = o.base ?? st.pal.woodDark;
  box(st, ...fbox(f, [-w / 2, 0, -d / 2 + 0.05], [w / 2, 0.26, d / 2]), base, { shadow: true });
  softBox(st, ...fbox(f, [-w / 2, 0.26, -d / 2], [w / 2, 0.46, d / 2 - 0.12]), color, { round: 0.05, shadow: false });
  if (o.channels ?? true) {
    const n = Math.max(2, Math.round(w / 0.55));
    for (let i = 0; i < n; i++) {
      const x0 = -w / 2 + (w * i) / n + 0.01;
      const x1 = -w / 2 + (w * (i + 1)) / n - 0.01;
      softBox(st, ...fbox(f, [x0, 0.46, d / 2 - 0.14], [x1, back, d / 2]), mix(color, st.pal.shadow, 0.06), { round: 0.06, shadow: false });
    }
  } else {
    softBox(st, ...fbox(f, [-w / 2, 0.46, d / 2 - 0.14], [w / 2, back, d / 2]), mix(color, st.pal.shadow, 0.06), { round: 0.06, shadow: false });
  }
}

/** A translucent glass panel (partition, shower screen, vitrine) with a thin frame. */
export function glassPanel(st: Stage, p: Vec3, q: Vec3, frame: string, tint?: string): void {
  const a = v3(Math.min(p.x, q.x), Math.min(p.y, q.y), Math.min(p.z, q.z));
  const b = v3(Math.max(p.x, q.x), Math.max(p.y, q.y), Math.max(p.z, q.z));
  const thinX = b.x - a.x < b.z - a.z;
  const mid = thinX ? (a.x + b.x) / 2 : (a.z + b.z) / 2;
  const quad = thinX ? [v3(mid, a.y, a.z), v3(mid, a.y, b.z), v3(mid, b.y, b.z), v3(mid, b.y, a.z)] : [v3(a.x, a.y, mid), v3(b.x, a.y, mid), v3(b.x, b.y, mid), v3(a.x, b.y, mid)];
  const scr = st.poly(quad);
  if (scr.length < 3) return;
  const xs = scr.map((s) => s.x);
  const ys = scr.map((s) => s.y);
  const g = st.linear(
    [
      [0, '#ffffff', 0.1],
      [0.4, '#ffffff', 0.28],
      [0.5, '#ffffff', 0.08],
      [1, '#ffffff', 0.16],
    ],
    { x: Math.min(...xs), y: Math.min(...ys) },
    { x: Math.max(...xs), y: Math.max(...ys) },
  );
  const d = st.path3(quad);
  let svg = `<path d="${d}" fill="${tint ?? st.pal.skyBottom}" opacity="0.22"/><path d="${d}" fill="${g}"/>`;
  svg += `<path d="${d}" fill="none" stroke="${frame}" stroke-width="${n1(2.4 * st.u)}"/>`;
  st.addItem(a, b, svg);
}

/** Bottles in a row on a shelf (bars), a.y is the shelf top. */
export function bottles(st: Stage, a: Vec3, b: Vec3, rng: Rng): void {
  const alongX = Math.abs(b.x - a.x) >= Math.abs(b.z - a.z);
  const L = alongX ? Math.abs(b.x - a.x) : Math.abs(b.z - a.z);
  const glassCols = ['#5b6e4a', '#7a4a2a', '#c49a52', '#3d5161', '#e0d7c4', '#8a2f2a', '#4a3b2a'];
  let t = 0.06;
  while (t < L - 0.05) {
    const x = alongX ? Math.min(a.x, b.x) + t : a.x;
    const z = alongX ? a.z : Math.min(a.z, b.z) + t;
    const c = rng.pick(glassCols);
    const hgt = rng.range(0.22, 0.32);
    const r = rng.range(0.035, 0.045);
    cyl(st, x, z, a.y, a.y + hgt * 0.7, r, r, c, { shadow: false, seg: 14 });
    cyl(st, x, z, a.y + hgt * 0.7, a.y + hgt, r * 0.9, r * 0.3, c, { shadow: false, seg: 12 });
    t += r * 2 + rng.range(0.01, 0.06);
  }
}

/** Clothing rail with hanging garments (retail). */
export function garmentRail(st: Stage, f: Frame, w: number, rng: Rng, colors: string[]): void {
  const h = 1.6;
  const metal = st.pal.metal;
  for (const lx of [-w / 2, w / 2]) {
    box(st, ...fbox(f, [lx - 0.015, 0, -0.015], [lx + 0.015, h, 0.015]), metal, { shadow: false });
  }
  box(st, ...fbox(f, [-w / 2, h - 0.03, -0.012], [w / 2, h, 0.012]), metal, { shadow: false });
  groundShadow(st, ...fbox(f, [-w / 2, 0.5, -0.3], [w / 2, h, 0.3]), 0.6);
  let t = -w / 2 + 0.12;
  while (t < w / 2 - 0.1) {
    const c = rng.pick(colors);
    const len = rng.range(0.75, 1.1);
    softBox(st, ...fbox(f, [t, h - 0.06 - len, -0.24], [t + 0.035, h - 0.06, 0.24]), c, { round: 0.03, shadow: false });
    t += rng.range(0.05, 0.09);
  }
}

/** A display plinth with an object on top. */
export function plinth(st: Stage, x: number, z: number, w: number, d: number, h: number, color: string, rng: Rng, round = false): void {
  if (round) cyl(st, x, z, 0, h, w / 2, w / 2, color, {});
  else box(st, v3(x - w / 2, 0, z - d / 2), v3(x + w / 2, h, z + d / 2), color);
  const c = rng.pick([st.pal.accent, st.pal.accent2, st.pal.fabricAlt, st.pal.metal, '#efe9df']);
  const kind = rng.int(0, 3);
  if (kind === 0) {
    cyl(st, x, z, h, h + 0.18, 0.09, 0.12, c, { shadow: false });
    cyl(st, x, z, h + 0.18, h + 0.32, 0.12, 0.05, c, { shadow: false });
  } else if (kind === 1) {
    sphere(st, v3(x, h + 0.13, z), 0.13, c);
  } else if (kind === 2) {
    // a handbag: soft block with handle
    softBox(st, v3(x - 0.16, h, z - 0.07), v3(x + 0.16, h + 0.24, z + 0.07), c, { round: 0.04, shadow: false });
    const a = st.P(v3(x - 0.08, h + 0.24, z));
    const b = st.P(v3(x + 0.08, h + 0.24, z));
    const top = st.P(v3(x, h + 0.36, z));
    st.addItem(
      v3(x - 0.1, h + 0.24, z - 0.005),
      v3(x + 0.1, h + 0.37, z + 0.005),
      `<path d="M${n1(a.x)} ${n1(a.y)}Q${n1(top.x)} ${n1(top.y - (a.y - top.y) * 0.6)} ${n1(b.x)} ${n1(b.y)}" stroke="${mix(c, st.pal.shadow, 0.4)}" stroke-width="${n1(2.5 * st.u)}" fill="none"/>`,
    );
  } else {
    cyl(st, x - 0.07, z, h, h + 0.34, 0.05, 0.06, c, { shadow: false });
    cyl(st, x + 0.09, z + 0.03, h, h + 0.2, 0.07, 0.07, mix(c, '#efe9df', 0.5), { shadow: false });
  }
}

/** Stacks of folded goods / boxes on a surface (retail shelves and tables). */
export function productStacks(st: Stage, a: Vec3, b: Vec3, rng: Rng, colors: string[], depth = 0.28): void {
  const alongX = Math.abs(b.x - a.x) >= Math.abs(b.z - a.z);
  const L = alongX ? Math.abs(b.x - a.x) : Math.abs(b.z - a.z);
  let t = 0.05;
  while (t < L - 0.2) {
    const w = rng.range(0.22, 0.3);
    const c = rng.pick(colors);
    const n = rng.int(2, 5);
    let y = a.y;
    for (let i = 0; i < n; i++) {
      const th = rng.range(0.035, 0.05);
      const cc = i % 2 === 0 ? c : lighten(c, 0.08);
      if (alongX) {
        const x = Math.min(a.x, b.x) + t;
        box(st, v3(x, y, a.z - depth / 2), v3(x + w, y + th, a.z + depth / 2), cc, { shadow: false });
      } else {
        const z = Math.min(a.z, b.z) + t;
        box(st, v3(a.x - depth / 2, y, z), v3(a.x + depth / 2, y + th, z + w), cc, { shadow: false });
      }
      y += th;
    }
    t += w + rng.range(0.06, 0.16);
  }
}

/** Freestanding bathtub: rounded white shell with a darker inner basin. */
export function bathtub(st: Stage, f: Frame, color: string): void {
  const [a, b] = fbox(f, [-0.85, 0, -0.4], [0.85, 0.58, 0.4]);
  softBox(st, a, b, color, { round: 0.22 });
  const inner = fbox(f, [-0.72, 0.58, -0.28], [0.72, 0.581, 0.28]);
  const pts = [v3(inner[0].x, 0.581, inner[0].z), v3(inner[1].x, 0.581, inner[0].z), v3(inner[1].x, 0.581, inner[1].z), v3(inner[0].x, 0.581, inner[1].z)];
  const scr = st.poly(pts);
  if (scr.length >= 3) {
    const r = 0.18 * st.scale(v3((a.x + b.x) / 2, 0.58, (a.z + b.z) / 2));
    st.addItem(v3(a.x, 0.58, a.z), v3(b.x, 0.59, b.z), `<path d="${roundedPathOf(scr, r)}" fill="${mix(color, st.pal.shadow, 0.18)}"/>`);
  }
}

/** An upholstered bench / ottoman (fitting rooms, galleries). */
export function softBench(st: Stage, x: number, z: number, color: string, alongZ = false): void {
  const hw = alongZ ? 0.25 : 0.7;
  const hd = alongZ ? 0.7 : 0.25;
  box(st, v3(x - hw + 0.05, 0, z - hd + 0.05), v3(x + hw - 0.05, 0.12, z + hd - 0.05), st.pal.woodDark);
  softBox(st, v3(x - hw, 0.12, z - hd), v3(x + hw, 0.45, z + hd), color, { round: 0.06, shadow: false });
}
