/** Retail scenes: a concept store and a boutique display gallery. */
import { lighten, mix } from '../color.ts';
import { v3 } from '../geometry.ts';
import { roundRug, wallPanel } from '../decor.ts';
import { counter, garmentRail, plinth, productStacks, shelving, softBench } from '../furniture.ts';
import { downlight, glow, lightPool, pendant, wallWash } from '../lights.ts';
import { niche, setView, windowOpening } from '../openings.ts';
import { plant } from '../plants.ts';
import { drawShell, wallPt } from '../room.ts';
import type { FloorKind, Room, Wall } from '../room.ts';
import { box, cyl } from '../solids.ts';
import { n1 } from '../stage.ts';
import type { Stage } from '../stage.ts';
import { makeStage, sunFrom } from './common.ts';
import type { SceneContext } from './common.ts';

/** Ceiling track with small spotlights and the pools they throw. */
function track(st: Stage, room: Room, x0: number, x1: number, z: number, n: number, poolY = 0.002): void {
  const a = v3(x0, room.H - 0.02, z);
  const b = v3(x1, room.H - 0.02, z);
  st.add('wall', `<path d="${st.seg3(a, b)}" stroke="${mix(st.pal.shadow, st.pal.metal, 0.3)}" stroke-width="${n1(3 * st.u)}" fill="none"/>`);
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n;
    cyl(st, x, z, room.H - 0.28, room.H - 0.06, 0.045, 0.05, mix(st.pal.shadow, st.pal.metal, 0.35), { shadow: false, bottom: lighten(st.pal.lamp, 0.5), seg: 14 });
    glow(st, v3(x, room.H - 0.29, z), 0.3, 0.45);
    lightPool(st, x, z + 0.6, poolY, 0.7, st.pal.evening ? 0.3 : 0.16);
  }
}

export function retailStore(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(7.5, 9), D: rng.range(8.5, 10), H: rng.range(3.4, 3.9) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + sgn * 0.4, 1.5, 0.4), yaw: -sgn * rng.range(2, 7), light: sunFrom(win, rng) });
  setView(st, 'city');
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['concrete', 'tiles', 'planks']), color: mix(pal.floorAlt, pal.floor, 0.3), alt: pal.floor, size: 0.9, gloss: 0.3 },
    ceiling: { kind: 'flat', color: pal.ceiling },
  });
  windowOpening(st, room, { wall: win, u0: 0.8, u1: D * 0.45, v0: 0.05, v1: H - 0.4, cols: 2 }, pal.wall);
  const other: Wall = win === 'left' ? 'right' : 'left';
  const goods = [pal.fabric, pal.fabricAlt, pal.accent, pal.accent2, lighten(pal.wood, 0.2), '#ece6da', pal.feature];
  // wall shelving along the far side
  const L = D - 2.4;
  const sf = { x: other === 'left' ? 0.22 : W - 0.22, z: 1.2 + L / 2, facing: (other === 'left' ? '+x' : '-x') as '+x' | '-x' };
  wallPanel(st, room, other, 1.0, D - 1.0, 0, 2.6, mix(pal.feature, pal.wall, 0.4));
  const slots = shelving(st, sf, L, 0.4, 2.2, 4, pal.wood, 0.3);
  for (const [a, b] of slots) if (a && b) productStacks(st, a, b, rng, goods, 0.3);
  // back wall: arched niche with a rail, cash desk in front
  niche(st, room, { wall: 'back', u0: W / 2 - 1.6, u1: W / 2 + 1.6, v0: 0, v1: H - 0.3, arch: true, depth: 0.5 }, pal.wall, mix(pal.feature, pal.wall, 0.5));
  garmentRail(st, { x: W / 2, z: D - 0.25, facing: '-z' }, 2.6, rng, goods);
  counter(st, { x: W / 2 + sgn * 1.8, z: D - 2.0, facing: '-z' }, 1.8, 0.6, 1.0, pal.woodDark, pal.stone, { front: 'fluted' });
  // display tables in the middle
  for (let i = 0; i < 2; i++) {
    const z = 4.0 + i * 2.3;
    const x = W / 2 + sgn * 0.3;
    box(st, v3(x - 0.8, 0, z - 0.5), v3(x + 0.8, 0.72, z + 0.5), i === 0 ? pal.stone : pal.wood);
    productStacks(st, v3(x - 0.75, 0.72, z), v3(x + 0.75, 0.72, z), rng, goods, 0.35);
  }
  // rail by the window
  garmentRail(st, { x: win === 'left' ? 1.4 : W - 1.4, z: D * 0.62, facing: win === 'left' ? '+x' : '-x' }, 2.2, rng, goods);
  // mirror + bench
  softBench(st, W / 2 - sgn * 1.6, 4.4, pal.fabricAlt);
  plant(st, win === 'left' ? 0.55 : W - 0.55, D - 0.6, 'fiddle', 2.0);
  for (const z of [2.5, 5.0, 7.5]) if (z < D - 0.5) track(st, room, W / 2 - 2.4, W / 2 + 2.4, z, 3);
  for (const z of [2, 4, 6, 8]) if (z < D - 0.5) wallWash(st, room, other, z, 0.3);
  return st;
}

export function boutiqueDisplay(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(7, 8.5), D: rng.range(7, 8.5), H: rng.range(3.5, 4.0) };
  const { W, D, H } = room;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + rng.range(-0.5, 0.5), 1.45, 0.4), yaw: rng.range(-6, 6), light: sunFrom('right', rng) });
  st.ambient -= 0.03;
  setView(st, 'garden');
  const stone = mix(pal.stone, pal.wall, 0.3);
  drawShell(st, room, {
    walls: { back: stone, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['concrete', 'tiles']), color: mix(pal.floor, pal.floorAlt, 0.6), alt: pal.floor, size: 1.0, gloss: 0.4 },
    ceiling: { kind: 'cove', color: pal.ceiling },
  });
  wallPanel(st, room, 'back', 0, W, 0, H, stone, { du: 0.9, dv: 0.45, color: mix(stone, pal.shadow, 0.2) });
  // display niches across the back wall
  const n = W > 7.8 ? 4 : 3;
  for (let i = 0; i < n; i++) {
    const u = (W * (i + 0.5)) / n;
    niche(st, room, { wall: 'back', u0: u - 0.6, u1: u + 0.6, v0: 0.9, v1: 2.9, arch: rng.chance(0.7), depth: 0.4 }, stone, mix(pal.feature, stone, 0.5));
    box(st, wallPt(room, 'back', u - 0.6, 1.6, -0.4), wallPt(room, 'back', u + 0.6, 1.64, 0.0), pal.metal, { shadow: false });
    plinthObjects(st, wallPt(room, 'back', u, 0.9, -0.2), rng);
    plinthObjects(st, wallPt(room, 'back', u, 1.64, -0.2), rng);
  }
  // side wall: a curtain or slats
  const side: Wall = rng.pick(['left', 'right'] as const);
  wallPanel(st, room, side, 0, D, 0, H, pal.feature);
  // plinths of three heights in the middle
  const px = W / 2;
  const pz = D * 0.5;
  plinth(st, px - 0.9, pz + 0.3, 0.6, 0.6, 0.9, stone, rng);
  plinth(st, px, pz - 0.2, 0.7, 0.7, 0.6, lighten(stone, 0.05), rng, true);
  plinth(st, px + 0.9, pz + 0.4, 0.5, 0.5, 1.15, mix(stone, pal.feature, 0.2), rng);
  roundRug(st, px, pz, 1.9, mix(pal.fabricAlt, pal.floorAlt, 0.5));
  softBench(st, side === 'left' ? 1.0 : W - 1.0, D * 0.38, pal.fabric, true);
  for (const x of [px - 0.9, px, px + 0.9]) {
    glow(st, v3(x, H - 0.1, pz), 0.4, 0.4);
    lightPool(st, x, pz + 0.2, 0.002, 0.8, 0.3);
  }
  pendant(st, room, side === 'left' ? W - 1.2 : 1.2, D - 1.6, 2.2, 'globe', 0.45);
  plant(st, side === 'left' ? W - 0.6 : 0.6, D - 0.7, rng.pick(['olive', 'palm'] as const), 2.1);
  for (let i = 0; i <= n; i++) downlight(st, room, (W * i) / n, D - 0.3);
  return st;
}

function plinthObjects(st: Stage, p: { x: number; y: number; z: number }, rng: Stage['rng']): void {
  const c = rng.pick([st.pal.accent, st.pal.accent2, st.pal.fabricAlt, '#efe9df', st.pal.metal]);
  const k = rng.int(0, 2);
  if (k === 0) {
    cyl(st, p.x, p.z, p.y, p.y + 0.22, 0.1, 0.12, c, { shadow: false });
    cyl(st, p.x, p.z, p.y + 0.22, p.y + 0.38, 0.12, 0.04, c, { shadow: false });
  } else if (k === 1) {
    cyl(st, p.x - 0.12, p.z, p.y, p.y + 0.3, 0.06, 0.07, c, { shadow: false });
    cyl(st, p.x + 0.12, p.z, p.y, p.y + 0.18, 0.08, 0.08, mix(c, '#efe9df', 0.4), { shadow: false });
  } else {
    cyl(st, p.x, p.z, p.y, p.y + 0.08, 0.14, 0.2, c, { shadow: false });
  }
}
