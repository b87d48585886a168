/** Residential scenes: living room, bedroom, kitchen, bathroom. */
import { lighten, mix } from '../color.ts';
import { v3 } from '../geometry.ts';
import { art, books, rug, roundRug, slatWall, surfaceObjects, wallPanel } from '../decor.ts';
import { armchair, bathtub, bed, coffeeTable, counter, credenza, glassPanel, kitchenRun, nightstand, shelving, sofa, stool } from '../furniture.ts';
import { floorLamp, glow, pendant, tableLamp, wallWash } from '../lights.ts';
import { setView, windowOpening } from '../openings.ts';
import { plant } from '../plants.ts';
import { drawShell, wallPt } from '../room.ts';
import type { FloorKind, Room } from '../room.ts';
import { box, cyl, softBox } from '../solids.ts';
import type { Stage } from '../stage.ts';
import { makeStage, sunFrom } from './common.ts';
import type { SceneContext } from './common.ts';

export function livingRoom(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(6.4, 7.4), D: rng.range(5.8, 6.8), H: rng.range(3.1, 3.5) };
  const { W, D, H } = room;
  const layout = rng.int(0, 2);
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, {
    room,
    eye: v3(W / 2 + sgn * rng.range(0.3, 0.7), 1.3, 0.3),
    yaw: layout === 2 ? rng.range(-4, 4) : -sgn * rng.range(5, 11),
    light: layout === 2 ? sunFrom('back', rng) : sunFrom(win, rng),
  });
  setView(st, rng.pick(['nile', 'garden', 'city'] as const));
  const floorKind = rng.pick<FloorKind>(['planks', 'herringbone', 'terrazzo']);
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: floorKind, color: pal.floor, alt: pal.floorAlt },
    ceiling: { kind: rng.pick(['cove', 'flat'] as const), color: pal.ceiling },
  });
  const backCx = W / 2 + rng.range(-0.3, 0.3);
  const sw = rng.range(2.4, 2.9);

  if (layout === 2) {
    // a wall of glass at the back, sofa facing it with its back to us
    windowOpening(st, room, { wall: 'back', u0: 0.6, u1: W - 0.6, v0: 0.05, v1: H - 0.3, cols: 4, curtains: pal.fabric }, pal.wall);
    // seating group open towards the view: sofa on one side, two armchairs opposite
    const gz = D - 2.3;
    const flip = rng.sign();
    rug(st, backCx - 2.0, gz - 1.5, backCx + 2.0, gz + 1.4, mix(pal.fabric, pal.floorAlt, 0.4));
    sofa(st, { x: backCx - flip * 1.55, z: gz, facing: flip > 0 ? '+x' : '-x' }, sw, pal.fabric, rng);
    armchair(st, { x: backCx + flip * 1.4, z: gz - 0.55, facing: flip > 0 ? '-x' : '+x' }, pal.fabricAlt);
    armchair(st, { x: backCx + flip * 1.4, z: gz + 0.55, facing: flip > 0 ? '-x' : '+x' }, pal.fabricAlt);
    coffeeTable(st, backCx, gz, 'round', 1.0, 1.0, pal.stone);
    surfaceObjects(st, v3(backCx - 0.25, 0.38, gz), v3(backCx + 0.25, 0.38, gz), rng, 0.6);
    plant(st, 0.55, D - 0.5, 'fiddle', 2.0);
    plant(st, W - 0.5, D - 0.5, 'olive', 1.8);
    const side = win === 'left' ? 'right' : 'left';
    art(st, room, side, D * 0.55, 1.7, 1.4, 1.0, rng);
    credenza(st, { x: side === 'left' ? 0.25 : W - 0.25, z: D * 0.55, facing: side === 'left' ? '+x' : '-x' }, 2.0, 0.45, 0.6, pal.woodDark, { fluted: true, legs: true });
    surfaceObjects(st, wallPt(room, side, D * 0.55 - 0.8, 0.6, 0.25), wallPt(room, side, D * 0.55 + 0.8, 0.6, 0.25), rng);
    floorLamp(st, backCx - 2.3, gz + 1.3);
  } else {
    const wu0 = D * rng.range(0.2, 0.3);
    const wu1 = D - rng.range(0.35, 0.7);
    windowOpening(st, room, { wall: win, u0: wu0, u1: wu1, v0: 0.05, v1: H - 0.35, cols: 3, curtains: pal.fabric }, pal.wall);
    if (layout === 0) {
      const feature = rng.int(0, 2);
      if (feature === 0) slatWall(st, room, 'back', backCx - 2.2, backCx + 2.2, 0, H, pal.wood);
      else if (feature === 1) wallPanel(st, room, 'back', 0, W, 0, H, pal.feature);
      if (feature !== 0) art(st, room, 'back', backCx, 1.75, rng.range(1.2, 1.8), rng.range(0.8, 1.0), rng);
      sofa(st, { x: backCx, z: D - 0.6, facing: '-z' }, sw, pal.fabric, rng);
      rug(st, backCx - 2.0, D - 3.9, backCx + 2.0, D - 0.35, mix(pal.fabric, pal.floorAlt, 0.4));
      coffeeTable(st, backCx, D - 2.05, rng.pick(['round', 'rect'] as const), 1.15, 0.7, pal.stone);
      surfaceObjects(st, v3(backCx - 0.35, 0.38, D - 2.05), v3(backCx + 0.35, 0.38, D - 2.05), rng, 0.6);
      armchair(st, { x: backCx - sw / 2 - 0.85, z: D - 1.95, facing: '+x' }, pal.fabricAlt);
      armchair(st, { x: backCx + sw / 2 + 0.85, z: D - 1.95, facing: '-x' }, pal.fabricAlt);
      cyl(st, backCx + sw / 2 + 0.35, D - 0.55, 0, 0.55, 0.2, 0.2, pal.woodDark);
      tableLamp(st, backCx + sw / 2 + 0.35, D - 0.55, 0.55);
      plant(st, backCx - sw / 2 - 0.55, D - 0.45, rng.pick(['fiddle', 'olive', 'palm'] as const), rng.range(1.6, 2.1));
    } else {
      const shelfW = Math.min(W - 1.2, 4.2);
      const slots = shelving(st, { x: W / 2, z: D - 0.2, facing: '-z' }, shelfW, 0.36, 2.5, 5, pal.wood, 0.5);
      credenza(st, { x: W / 2, z: D - 0.22, facing: '-z' }, shelfW, 0.44, 0.5, pal.woodDark, { fluted: true });
      for (const [a, b] of slots) {
        if (!a || !b) continue;
        if (rng.chance(0.55)) books(st, a, b, rng);
        else surfaceObjects(st, a, b, rng, 0.7);
      }
      const fx = win === 'left' ? W - 0.6 : 0.6;
      const sz = D * 0.5;
      sofa(st, { x: fx, z: sz, facing: win === 'left' ? '-x' : '+x' }, rng.range(2.4, 2.8), pal.fabric, rng);
      roundRug(st, W / 2 + sgn * 0.3, sz, 1.9, mix(pal.fabric, pal.floorAlt, 0.5));
      coffeeTable(st, W / 2 + sgn * 0.6, sz, 'round', 1.0, 1.0, pal.stone);
      armchair(st, { x: W / 2 - sgn * 0.9, z: sz + 1.3, facing: win === 'left' ? '-x' : '+x' }, pal.fabricAlt);
      floorLamp(st, fx - sgn * 0.1, sz + 1.6);
      plant(st, win === 'left' ? 0.7 : W - 0.7, D - 0.6, rng.pick(['fiddle', 'palm'] as const), 1.9);
    }
    if (rng.chance(0.6)) plant(st, win === 'left' ? W - 0.5 : 0.5, 1.6, 'palm', 1.7);
  }
  if (H > 3.25 && rng.chance(0.6)) pendant(st, room, backCx, layout === 2 ? D - 2.3 : D - 2.05, 2.3, rng.pick(['dome', 'globe', 'drum'] as const), 0.55);
  for (const u of [0.9, W - 0.9]) wallWash(st, room, 'back', u, pal.evening ? 0.3 : 0.15);
  return st;
}

export function bedroom(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(5.2, 6.2), D: rng.range(5.0, 6.0), H: rng.range(2.9, 3.2) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, {
    room,
    eye: v3(W / 2 + sgn * rng.range(0.2, 0.6), 1.25, 0.25),
    yaw: -sgn * rng.range(3, 9),
    fov: 80,
    light: sunFrom(win, rng),
  });
  setView(st, rng.pick(['garden', 'city', 'nile'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['planks', 'herringbone']), color: pal.floor, alt: pal.floorAlt },
    ceiling: { kind: rng.pick(['cove', 'flat'] as const), color: pal.ceiling },
  });
  windowOpening(st, room, { wall: win, u0: D * 0.3, u1: D - 0.5, v0: 0.05, v1: H - 0.3, cols: 2, curtains: mix(pal.fabric, '#ffffff', 0.4) }, pal.wall);
  const cx = W / 2 + rng.range(-0.25, 0.25);
  const bw = rng.range(1.7, 1.9);
  const panel = rng.int(0, 2);
  if (panel === 0) slatWall(st, room, 'back', cx - 2.1, cx + 2.1, 0, H, pal.wood);
  else if (panel === 1) wallPanel(st, room, 'back', cx - 2.2, cx + 2.2, 0, H, pal.feature);
  else art(st, room, 'back', cx, 1.85, 1.3, 0.8, rng);
  bed(st, { x: cx, z: D - 1.1, facing: '-z' }, bw, rng, { headboard: panel === 1 ? pal.fabric : pal.fabricAlt });
  rug(st, cx - 1.6, D - 3.0, cx + 1.6, D - 0.9, mix(pal.fabricAlt, pal.floorAlt, 0.5));
  for (const s of [-1, 1]) {
    const nx = cx + s * (bw / 2 + 0.45);
    nightstand(st, { x: nx, z: D - 0.3, facing: '-z' }, pal.woodDark);
    if (rng.chance(0.5)) tableLamp(st, nx, D - 0.3, 0.5, 0.9);
    else {
      pendant(st, room, nx, D - 0.35, 1.15, 'globe', 0.22, undefined, false);
      surfaceObjects(st, v3(nx - 0.18, 0.5, D - 0.3), v3(nx + 0.18, 0.5, D - 0.3), rng, 0.4);
    }
  }
  // reading corner by the window
  const rx = win === 'left' ? 0.85 : W - 0.85;
  armchair(st, { x: rx, z: D * 0.42, facing: win === 'left' ? '+x' : '-x' }, pal.fabricAlt);
  floorLamp(st, rx - sgn * 0.1, D * 0.42 - 0.75, 1.5);
  plant(st, win === 'left' ? 0.5 : W - 0.5, D - 0.45, rng.pick(['olive', 'fiddle'] as const), 1.7);
  // bench at the foot of the bed
  if (rng.chance(0.6)) softBox(st, v3(cx - 0.65, 0, D - 2.75), v3(cx + 0.65, 0.45, D - 2.35), mix(pal.fabric, pal.fabricAlt, 0.4), { round: 0.05 });
  wallWash(st, room, 'back', cx - 2.0, pal.evening ? 0.3 : 0.14);
  wallWash(st, room, 'back', cx + 2.0, pal.evening ? 0.3 : 0.14);
  return st;
}

export function kitchen(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(5.8, 6.8), D: rng.range(6.6, 7.4), H: rng.range(2.9, 3.3) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, {
    room,
    eye: v3(W / 2 + sgn * rng.range(0.2, 0.5), 1.4, 0.3),
    yaw: -sgn * rng.range(3, 8),
    light: sunFrom(win, rng),
  });
  setView(st, rng.pick(['garden', 'city'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['terrazzo', 'tiles', 'planks']), color: pal.floorAlt, alt: pal.floor, size: 0.6 },
    ceiling: { kind: 'flat', color: pal.ceiling },
  });
  windowOpening(st, room, { wall: win, u0: D * 0.35, u1: D - 0.9, v0: 0.9, v1: H - 0.4, cols: 2 }, pal.wall);
  const body = rng.pick([pal.wood, pal.feature, pal.fabricAlt]);
  const runW = W - 1.0;
  const runX = win === 'left' ? W - 0.5 - runW / 2 : 0.5 + runW / 2;
  // splashback
  wallPanel(st, room, 'back', runX - runW / 2, runX + runW / 2, 0.92, rng.chance(0.5) ? 1.5 : H, pal.stone, { du: 0.3, dv: 0.15 });
  const uppers = rng.chance(0.5);
  kitchenRun(st, { x: runX, z: D - 0.31, facing: '-z' }, runW, body, pal.stone, rng, { uppers, hood: !uppers });
  // tall larder at the end
  const tx = win === 'left' ? W - 0.35 : 0.35;
  box(st, v3(tx - 0.35, 0, D - 0.62), v3(tx + 0.35, 2.45, D), body, {
    decor: { front: (m) => `<path d="${st.seg3(m(0.5, 0.02), m(0.5, 0.98))}" stroke="${mix(body, pal.shadow, 0.5)}" stroke-width="1.2" opacity="0.6"/>` },
  });
  // sink + tap
  const sx = runX + rng.range(-0.6, 0.6);
  box(st, v3(sx - 0.35, 0.915, D - 0.5), v3(sx + 0.35, 0.921, D - 0.15), mix(pal.stone, pal.shadow, 0.3), { shadow: false });
  cyl(st, sx, D - 0.1, 0.92, 1.22, 0.015, 0.015, pal.metal, { shadow: false, seg: 10 });
  box(st, v3(sx - 0.012, 1.2, D - 0.3), v3(sx + 0.012, 1.23, D - 0.1), pal.metal, { shadow: false });
  // island with stools
  const iz = D - 2.35;
  const iw = Math.min(2.6, W - 2.6);
  const ix = W / 2 + rng.range(-0.2, 0.2);
  counter(st, { x: ix, z: iz, facing: '-z' }, iw, 1.0, 0.92, rng.pick([pal.woodDark, pal.wood, pal.feature]), pal.stone, {
    front: rng.pick(['fluted', 'panels'] as const),
    overhang: 0.25,
  });
  surfaceObjects(st, v3(ix - iw / 2 + 0.2, 0.92, iz + 0.1), v3(ix + iw / 2 - 0.2, 0.92, iz + 0.1), rng, 0.4);
  const n = iw > 2.2 ? 3 : 2;
  for (let i = 0; i < n; i++) stool(st, ix - iw / 2 + (iw * (i + 0.5)) / n, iz - 0.78, 0.68, pal.fabricAlt, pal.metal);
  const pk = rng.pick(['dome', 'globe', 'cone'] as const);
  for (let i = 0; i < n; i++) pendant(st, room, ix - iw / 2 + (iw * (i + 0.5)) / n, iz, 1.75, pk, 0.32);
  plant(st, win === 'left' ? 0.5 : W - 0.5, 1.9, 'olive', 1.6);
  return st;
}

export function bathroom(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(3.8, 4.6), D: rng.range(3.6, 4.4), H: rng.range(2.8, 3.0) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, {
    room,
    eye: v3(W / 2 + sgn * 0.25, 1.35, 0.15),
    yaw: -sgn * rng.range(2, 6),
    fov: 84,
    light: sunFrom(win, rng),
  });
  setView(st, 'garden');
  const stone = pal.stone;
  drawShell(st, room, {
    walls: { back: stone, left: pal.wall, right: pal.wall },
    floor: { kind: 'tiles', color: mix(pal.floorAlt, stone, 0.4), alt: pal.floorAlt, size: 0.6, gloss: 0.3 },
    ceiling: { kind: 'flat', color: pal.ceiling },
  });
  // stone slabs on the back wall and the shower wall
  wallPanel(st, room, 'back', 0, W, 0, H, stone, { du: 1.2, dv: 1.4 });
  const other = win === 'left' ? 'right' : 'left';
  wallPanel(st, room, other, D - 1.4, D, 0, H, stone, { du: 0.7, dv: 1.4 });
  // veining on the back wall
  let veins = '';
  const vr = rng.fork('veins');
  for (let i = 0; i < 7; i++) {
    let u = vr.range(0, W);
    let v = vr.range(0, H);
    let d = '';
    for (let k = 0; k < 8; k++) {
      const p = st.P(wallPt(room, 'back', u, v, 0.006));
      d += `${k === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
      u += vr.range(0.05, 0.3);
      v += vr.range(-0.3, 0.15);
    }
    veins += d;
  }
  st.add('wall', `<path d="${veins}" stroke="${mix(stone, pal.shadow, 0.35)}" stroke-width="1.2" opacity="0.35" fill="none"/>`);
  windowOpening(st, room, { wall: win, u0: D * 0.35, u1: D - 0.6, v0: 1.1, v1: H - 0.25, cols: 1 }, pal.wall);
  // floating vanity + basin + mirror
  const vx = W / 2 + rng.range(-0.3, 0.3) - sgn * 0.2;
  const vw = rng.range(1.2, 1.6);
  box(st, v3(vx - vw / 2, 0.45, D - 0.5), v3(vx + vw / 2, 0.82, D), rng.pick([pal.wood, pal.woodDark]), {
    decor: { front: (m) => `<path d="${st.seg3(m(0.5, 0.05), m(0.5, 0.95))}" stroke="${pal.shadow}" stroke-width="1.2" opacity="0.5"/>` },
    shadow: true,
  });
  box(st, v3(vx - vw / 2 - 0.02, 0.82, D - 0.52), v3(vx + vw / 2 + 0.02, 0.86, D), lighten(stone, 0.05), { shadow: false });
  cyl(st, vx, D - 0.26, 0.86, 0.98, 0.2, 0.21, '#f4f2ee', { shadow: false, top: mix('#f4f2ee', pal.shadow, 0.15) });
  cyl(st, vx, D - 0.03, 0.86, 1.18, 0.012, 0.012, pal.metal, { shadow: false, seg: 8 });
  box(st, v3(vx - 0.01, 1.15, D - 0.2), v3(vx + 0.01, 1.18, D - 0.03), pal.metal, { shadow: false });
  const mirror = st.path3([
    wallPt(room, 'back', vx - vw / 2 + 0.1, 1.15, 0.03),
    wallPt(room, 'back', vx + vw / 2 - 0.1, 1.15, 0.03),
    wallPt(room, 'back', vx + vw / 2 - 0.1, 2.2, 0.03),
    wallPt(room, 'back', vx - vw / 2 + 0.1, 2.2, 0.03),
  ]);
  const mTop = st.P(wallPt(room, 'back', vx, 2.2));
  const mBot = st.P(wallPt(room, 'back', vx, 1.15));
  st.add('glowBlur', `<path d="${mirror}" fill="none" stroke="${pal.lamp}" stroke-width="${(10 * st.u).toFixed(1)}" opacity="0.9"/>`);
  st.add(
    'wall',
    `<path d="${mirror}" fill="${st.linear(
      [
        [0, mix(pal.skyTop, pal.wall, 0.4)],
        [1, mix(pal.wall, pal.shadow, 0.15)],
      ],
      mTop,
      mBot,
    )}" stroke="${pal.metal}" stroke-width="2"/>`,
  );
  // walk-in shower: glass screen
  const shX = win === 'left' ? W - 1.3 : 1.3;
  glassPanel(st, v3(shX - 0.01, 0.02, D - 1.4), v3(shX + 0.01, 2.1, D - 0.02), pal.metal);
  const headX = win === 'left' ? W - 0.6 : 0.6;
  box(st, v3(headX - 0.015, 2.33, D - 0.7), v3(headX + 0.015, 2.37, D), pal.metal, { shadow: false });
  cyl(st, headX, D - 0.7, 2.33, 2.37, 0.02, 0.02, pal.metal, { shadow: false, seg: 8 });
  cyl(st, headX, D - 0.7, 2.3, 2.33, 0.15, 0.15, pal.metal, { shadow: false });
  // tub under the window or towels
  if (rng.chance(0.65)) bathtub(st, { x: win === 'left' ? 0.55 : W - 0.55, z: D * 0.55, facing: win === 'left' ? '+x' : '-x' }, '#f3f1ec');
  else plant(st, win === 'left' ? 0.45 : W - 0.45, D - 0.6, 'fiddle', 1.5);
  softBox(st, wallPt(room, other, 0.9, 0.9, 0.02), wallPt(room, other, 1.4, 1.4, 0.1), pal.fabric, { round: 0.03, shadow: false });
  plant(st, vx + vw / 2 - 0.15, D - 0.2, 'snake', 0.45, { y: 0.86, potR: 0.07 });
  glow(st, wallPt(room, 'back', vx, 2.25, 0.1), 0.9, 0.25);
  void credenza;
  return st;
}
