/** Hospitality scenes: café, restaurant, bar / lounge, hotel lobby. */
import { lighten, mix } from '../color.ts';
import { v3 } from '../geometry.ts';
import { art, rug, roundRug, slatWall, surfaceObjects, wallPanel } from '../decor.ts';
import { armchair, banquette, bottles, chair, coffeeTable, counter, shelving, sofa, stool, table, tubChair } from '../furniture.ts';
import { glow, linearPendant, pendant, wallWash } from '../lights.ts';
import type { PendantKind } from '../lights.ts';
import { niche, setView, windowOpening } from '../openings.ts';
import { plant } from '../plants.ts';
import { drawShell, wallPt } from '../room.ts';
import type { FloorKind, Room } from '../room.ts';
import { box } from '../solids.ts';
import type { Stage } from '../stage.ts';
import { makeStage, sunFrom } from './common.ts';
import type { SceneContext } from './common.ts';

export function cafe(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(7.5, 9), D: rng.range(7.5, 9), H: rng.range(3.3, 3.8) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + sgn * 0.6, 1.45, 0.4), yaw: -sgn * rng.range(4, 10), light: sunFrom(win, rng) });
  setView(st, 'city');
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['terrazzo', 'checker', 'tiles']), color: pal.floorAlt, alt: pal.floor, size: rng.pick([0.45, 0.6]) },
    ceiling: { kind: rng.pick(['slats', 'flat', 'beams'] as const), color: pal.ceiling },
  });
  // shopfront glazing along the window side
  windowOpening(st, room, { wall: win, u0: 1.0, u1: D - 0.8, v0: 0.45, v1: H - 0.5, cols: 4, rows: 1, frame: mix(pal.metal, pal.shadow, 0.6) }, pal.wall);
  // back bar: tiled counter, shelves, machine
  const bx = W / 2 + -sgn * rng.range(0.3, 1.0);
  const bw = Math.min(4.2, W - 2.6);
  wallPanel(st, room, 'back', bx - bw / 2 - 0.3, bx + bw / 2 + 0.3, 0, H, pal.feature);
  const slots = shelving(st, { x: bx, z: D - 0.15, facing: '-z' }, bw, 0.28, 1.1, 2, pal.wood, 1.45);
  for (const [a, b] of slots) if (a && b) surfaceObjects(st, a, b, rng, 1.4);
  counter(st, { x: bx, z: D - 0.4, facing: '-z' }, bw, 0.6, 0.92, pal.woodDark, pal.stone, { front: 'doors' });
  const cz = D - 1.9;
  counter(st, { x: bx, z: cz, facing: '-z' }, bw, 0.75, 1.05, rng.pick([pal.accent2, pal.fabricAlt, pal.wood]), pal.stone, { front: rng.pick(['fluted', 'panels'] as const) });
  // espresso machine + pastry case on the counter
  box(st, v3(bx - 0.9, 1.05, cz - 0.05), v3(bx - 0.2, 1.5, cz + 0.3), lighten(pal.metal, 0.2), { shadow: false, faceColor: { front: mix(pal.metal, '#dddddd', 0.6) } });
  box(st, v3(bx + 0.3, 1.05, cz - 0.2), v3(bx + 1.2, 1.4, cz + 0.2), '#ffffff', { shadow: false, opacity: 0.35 });
  surfaceObjects(st, v3(bx + 0.35, 1.07, cz), v3(bx + 1.15, 1.07, cz), rng, 1.5);
  const pk: PendantKind = rng.pick(['dome', 'globe', 'cone', 'drum']);
  for (let i = 0; i < 3; i++) pendant(st, room, bx - bw / 2 + (bw * (i + 0.5)) / 3, cz, 2.1, pk, 0.38);
  // small tables with chairs near the window
  const wx = win === 'left' ? 1.3 : W - 1.3;
  for (let i = 0; i < 3; i++) {
    const z = 1.8 + i * ((D - 3.4) / 2.5);
    table(st, wx, z, 0.7, 0.7, 0.75, pal.stone, pal.metal, 'pedestal');
    chair(st, { x: wx, z: z - 0.55, facing: '+z' }, pal.wood, pal.wood);
    chair(st, { x: wx, z: z + 0.55, facing: '-z' }, pal.wood, pal.fabricAlt);
  }
  // banquette on the opposite wall
  const other = win === 'left' ? 'right' : 'left';
  const ox = other === 'left' ? 0.31 : W - 0.31;
  banquette(st, { x: ox, z: D * 0.42, facing: other === 'left' ? '+x' : '-x' }, Math.min(4, D - 3.8), pal.fabricAlt);
  for (let i = 0; i < 2; i++) {
    const z = D * 0.42 - 0.9 + i * 1.8;
    const tx = other === 'left' ? 1.05 : W - 1.05;
    table(st, tx, z, 0.6, 0.6, 0.75, pal.stone, pal.metal, 'pedestal');
    chair(st, { x: tx + (other === 'left' ? 0.55 : -0.55), z, facing: other === 'left' ? '-x' : '+x' }, pal.wood, pal.wood);
  }
  art(st, room, other, D * 0.42, 2.1, 1.4, 0.8, rng);
  plant(st, win === 'left' ? 0.5 : W - 0.5, D - 0.5, 'palm', 2.0);
  plant(st, other === 'left' ? 0.5 : W - 0.5, D - 0.5, 'fiddle', 1.8);
  return st;
}

export function restaurant(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(8, 9.5), D: rng.range(8.5, 10), H: rng.range(3.4, 4.0) };
  const { W, D, H } = room;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + rng.range(-0.4, 0.4), 1.5, 0.4), yaw: rng.range(-5, 5), light: sunFrom(rng.pick(['left', 'right'] as const), rng) });
  setView(st, rng.pick(['nile', 'city'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['herringbone', 'planks', 'terrazzo']), color: pal.floor, alt: pal.floorAlt },
    ceiling: { kind: rng.pick(['cove', 'beams', 'flat'] as const), color: pal.ceiling },
  });
  const winSide = st.light.x > 0 ? 'left' : 'right';
  const other = winSide === 'left' ? 'right' : 'left';
  // arched windows on one side
  const n = 3;
  for (let i = 0; i < n; i++) {
    const u = 1.6 + (i * (D - 3)) / n;
    windowOpening(st, room, { wall: winSide, u0: u, u1: u + 1.5, v0: 0.5, v1: H - 0.4, arch: true, cols: 2 }, pal.wall);
  }
  // back wall: arches with a wine display or a feature panel
  const bk = rng.int(0, 1);
  if (bk === 0) {
    for (let i = 0; i < 3; i++) {
      const u = W / 2 - 2.4 + i * 1.6;
      niche(st, room, { wall: 'back', u0: u - 0.55, u1: u + 0.55, v0: 0.5, v1: 2.9, arch: true, depth: 0.35 }, pal.wall, mix(pal.feature, pal.wall, 0.3));
      for (let k = 0; k < 4; k++) {
        const y = 0.9 + k * 0.45;
        box(st, wallPt(room, 'back', u - 0.55, y - 0.02, -0.35), wallPt(room, 'back', u + 0.55, y, 0.02), pal.wood, { shadow: false });
        bottles(st, wallPt(room, 'back', u - 0.5, y, -0.15), wallPt(room, 'back', u + 0.5, y, -0.15), rng);
      }
    }
  } else {
    slatWall(st, room, 'back', 0, W, 0, H, pal.wood, 0.1);
    art(st, room, 'back', W / 2, 1.9, 2.0, 1.1, rng);
  }
  // banquette along the far wall with tables
  const bxw = Math.min(6.5, D - 3.2);
  const bx = other === 'left' ? 0.31 : W - 0.31;
  const bz = D - 0.6 - bxw / 2;
  banquette(st, { x: bx, z: bz, facing: other === 'left' ? '+x' : '-x' }, bxw, pal.fabric, { back: 1.2 });
  const tableTop = rng.pick([pal.stone, pal.wood, '#f1ece2']);
  for (let i = 0; i < 3; i++) {
    const z = bz - bxw / 2 + (bxw * (i + 0.5)) / 3;
    const tx = other === 'left' ? 1.05 : W - 1.05;
    table(st, tx, z, 0.75, 0.75, 0.75, tableTop, pal.woodDark);
    chair(st, { x: tx + (other === 'left' ? 0.6 : -0.6), z, facing: other === 'left' ? '-x' : '+x' }, pal.woodDark, pal.fabricAlt);
    pendant(st, room, tx, z, 1.9, 'globe', 0.28, undefined, true);
  }
  // centre tables
  const pk: PendantKind = rng.pick(['dome', 'drum', 'globe']);
  for (let r = 0; r < 2; r++) {
    const z = D * 0.5 + r * D * 0.24;
    const x = W / 2 + (winSide === 'left' ? -0.5 : 0.5);
    table(st, x, z, 1.6, 0.9, 0.75, tableTop, pal.woodDark);
    for (const dx of [-0.45, 0.45]) {
      chair(st, { x: x + dx, z: z - 0.75, facing: '+z' }, pal.woodDark, pal.fabricAlt);
      chair(st, { x: x + dx, z: z + 0.75, facing: '-z' }, pal.woodDark, pal.fabricAlt);
    }
    surfaceObjects(st, v3(x - 0.5, 0.75, z), v3(x + 0.5, 0.75, z), rng, 0.4);
    pendant(st, room, x, z, 2.1, pk, 0.5);
  }
  plant(st, winSide === 'left' ? 0.55 : W - 0.55, D - 0.6, 'palm', 2.3);
  for (const u of [1, W - 1]) wallWash(st, room, 'back', u, pal.evening ? 0.35 : 0.18);
  return st;
}

export function barLounge(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(8, 9.5), D: rng.range(7.5, 9), H: rng.range(3.3, 3.8) };
  const { W, D, H } = room;
  const barSide = rng.pick(['left', 'right'] as const);
  const sgn = barSide === 'left' ? 1 : -1;
  const st = makeStage(ctx, {
    room,
    eye: v3(W / 2 + sgn * 0.7, 1.45, 0.4),
    yaw: -sgn * rng.range(6, 12),
    light: sunFrom('back', rng),
  });
  st.ambient -= 0.04;
  setView(st, rng.pick(['nile', 'city'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['herringbone', 'tiles', 'planks']), color: mix(pal.floor, pal.shadow, 0.15), alt: pal.floorAlt, size: 0.6 },
    ceiling: { kind: rng.pick(['cove', 'slats'] as const), color: mix(pal.ceiling, pal.shadow, 0.1) },
  });
  // back wall glazing onto a terrace
  windowOpening(st, room, { wall: 'back', u0: W * 0.3, u1: W - 0.8, v0: 0.1, v1: H - 0.5, cols: 3, sun: false }, pal.wall);
  // back-bar on the side wall
  const bar = barSide;
  const L = D - 2.6;
  const zc = D - 0.8 - L / 2;
  wallPanel(st, room, bar, zc - L / 2 - 0.2, zc + L / 2 + 0.2, 0, H, pal.feature);
  const f = { x: bar === 'left' ? 0.2 : W - 0.2, z: zc, facing: (bar === 'left' ? '+x' : '-x') as '+x' | '-x' };
  const slots = shelving(st, f, L, 0.3, 1.5, 3, pal.metal, 1.15);
  for (const [a, b] of slots) if (a && b) bottles(st, a, b, rng);
  for (let k = 0; k < 3; k++) {
    const y = 1.15 + (1.5 * k) / 3 + 0.42;
    const a = wallPt(room, bar, zc - L / 2, y, 0.05);
    const b = wallPt(room, bar, zc + L / 2, y, 0.05);
    st.add('glowBlur', `<path d="${st.seg3(a, b)}" stroke="${pal.lamp}" stroke-width="${(10 * st.u).toFixed(1)}" opacity="0.8" fill="none"/>`);
  }
  counter(st, { x: bar === 'left' ? 0.5 : W - 0.5, z: zc, facing: f.facing }, L, 0.6, 0.9, pal.woodDark, pal.stone, { front: 'doors' });
  const cx = bar === 'left' ? 1.75 : W - 1.75;
  counter(st, { x: cx, z: zc, facing: f.facing }, L - 0.6, 0.7, 1.08, rng.pick([pal.fabricAlt, pal.woodDark, pal.accent2]), pal.stone, { front: 'fluted', overhang: 0.08 });
  const nStools = Math.max(4, Math.floor((L - 0.6) / 0.7));
  for (let i = 0; i < nStools; i++) {
    const z = zc - (L - 0.6) / 2 + ((L - 0.6) * (i + 0.5)) / nStools;
    stool(st, cx + sgn * 0.72, z, 0.76, pal.fabric, pal.metal);
  }
  for (let i = 0; i < 4; i++) pendant(st, room, cx, zc - (L - 0.6) / 2 + ((L - 0.6) * (i + 0.5)) / 4, 2.0, 'globe', 0.26);
  // lounge groups
  const lx = bar === 'left' ? W - 2.2 : 2.2;
  for (const z of [3.3, D - 2.3]) {
    roundRug(st, lx, z, 1.4, mix(pal.fabricAlt, pal.floor, 0.4));
    coffeeTable(st, lx, z, 'round', 0.8, 0.8, pal.stone);
    tubChair(st, lx - 0.85, z + 0.3, pal.fabric);
    tubChair(st, lx + 0.85, z + 0.3, pal.fabric);
    tubChair(st, lx, z + 1.0, pal.fabricAlt);
    surfaceObjects(st, v3(lx - 0.2, 0.38, z), v3(lx + 0.2, 0.38, z), rng, 0.5);
  }
  plant(st, bar === 'left' ? W - 0.5 : 0.5, D - 0.5, 'palm', 2.2);
  plant(st, bar === 'left' ? W - 0.5 : 0.5, 1.0, 'olive', 1.8);
  const wallOther = bar === 'left' ? 'right' : 'left';
  for (const u of [2, 4.5, 7]) if (u < D - 0.5) wallWash(st, room, wallOther, u, 0.35);
  glow(st, v3(W / 2, H - 0.3, D / 2), 3, 0.08);
  void sofa;
  void armchair;
  void rug;
  return st;
}

export function hotelLobby(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(12, 14), D: rng.range(12, 14), H: rng.range(5.5, 6.5) };
  const { W, D, H } = room;
  const st = makeStage(ctx, {
    room,
    eye: v3(W / 2 + rng.range(-0.8, 0.8), 1.6, 0.5),
    yaw: rng.range(-6, 6),
    fov: 76,
    horizon: 0.58,
    light: sunFrom(rng.pick(['left', 'right'] as const), rng),
  });
  setView(st, rng.pick(['garden', 'nile'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['tiles', 'checker', 'terrazzo']), color: mix(pal.floorAlt, pal.stone, 0.4), alt: pal.floor, size: 1.0, gloss: 0.4 },
    ceiling: { kind: rng.pick(['cove', 'slats', 'beams'] as const), color: pal.ceiling },
  });
  // tall arched windows on both sides
  for (const side of ['left', 'right'] as const) {
    for (let i = 0; i < 3; i++) {
      const u = 2.2 + i * ((D - 4) / 3);
      windowOpening(st, room, { wall: side, u0: u, u1: u + 1.9, v0: 0.3, v1: H - 0.9, arch: true, cols: 2, rows: 3, curtains: side === 'left' ? pal.fabric : undefined }, pal.wall);
    }
  }
  // reception desk on a feature wall
  const fx = W / 2;
  if (rng.chance(0.5)) slatWall(st, room, 'back', fx - 3.5, fx + 3.5, 0, H, pal.wood, 0.12);
  else {
    wallPanel(st, room, 'back', fx - 3.5, fx + 3.5, 0, H, pal.stone, { du: 1.2, dv: 0.6 });
    niche(st, room, { wall: 'back', u0: fx - 1.2, u1: fx + 1.2, v0: 1.4, v1: 4.2, arch: true, depth: 0.4 }, pal.stone, mix(pal.feature, pal.stone, 0.4));
  }
  counter(st, { x: fx, z: D - 1.8, facing: '-z' }, 4.0, 0.8, 1.1, rng.pick([pal.woodDark, pal.feature, pal.stone]), pal.stone, { front: 'fluted', overhang: 0.05 });
  // columns
  const colC = lighten(pal.wall, 0.05);
  for (const x of [2.6, W - 2.6]) {
    for (const z of [3.5, D - 4]) {
      box(st, v3(x - 0.3, 0, z - 0.3), v3(x + 0.3, H, z + 0.3), colC);
    }
  }
  // lounge groups
  for (const s of [-1, 1]) {
    const gx = W / 2 + s * 3.3;
    const gz = D * 0.48;
    rug(st, gx - 1.8, gz - 1.5, gx + 1.8, gz + 1.5, mix(pal.fabricAlt, pal.floorAlt, 0.45));
    sofa(st, { x: gx + s * 1.3, z: gz, facing: s < 0 ? '+x' : '-x' }, 2.4, pal.fabric, rng);
    armchair(st, { x: gx - s * 1.1, z: gz - 0.6, facing: s < 0 ? '-x' : '+x' }, pal.fabricAlt);
    armchair(st, { x: gx - s * 1.1, z: gz + 0.6, facing: s < 0 ? '-x' : '+x' }, pal.fabricAlt);
    coffeeTable(st, gx, gz, 'rect', 1.2, 0.7, pal.stone);
  }
  // chandelier: a cluster of globes, or big domes over the lounges
  if (rng.chance(0.5)) {
    const cx = W / 2;
    const cz = D * 0.5;
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      const r = i % 2 === 0 ? 1.0 : 0.55;
      pendant(st, room, cx + Math.cos(a) * r, cz + Math.sin(a) * r, H - 2.4 - (i % 3) * 0.35, 'globe', 0.28, undefined, false);
    }
    glow(st, v3(cx, H - 2.3, cz), 3.5, 0.35);
  } else {
    for (const s of [-1, 1]) pendant(st, room, W / 2 + s * 3.3, D * 0.48, 2.8, 'dome', 1.1);
  }
  linearPendant(st, room, v3(fx - 1.6, 2.4, D - 1.8), v3(fx + 1.6, 2.4, D - 1.8));
  for (const x of [1.0, W - 1.0]) plant(st, x, D - 1.0, 'palm', 3.0, { potR: 0.4 });
  for (const x of [W / 2 - 2.2, W / 2 + 2.2]) plant(st, x, D - 0.6, 'olive', 2.4, { potR: 0.35 });
  void table;
  void chair;
  void banquette;
  return st;
}
