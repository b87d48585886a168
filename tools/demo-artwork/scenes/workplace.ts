/** Workplace scenes: open office, meeting room, reception, clinic. */
import { lighten, mix } from '../color.ts';
import { v3 } from '../geometry.ts';
import { art, books, rug, slatWall, surfaceObjects, wallPanel } from '../decor.ts';
import { armchair, chair, coffeeTable, counter, credenza, desk, glassPanel, officeChair, shelving, sofa, table } from '../furniture.ts';
import { downlight, linearPendant, pendant, wallWash } from '../lights.ts';
import { niche, setView, windowOpening } from '../openings.ts';
import { plant } from '../plants.ts';
import { drawShell, wallPt } from '../room.ts';
import type { FloorKind, Room, Wall } from '../room.ts';
import { box, softBox } from '../solids.ts';
import { n1 } from '../stage.ts';
import type { Stage } from '../stage.ts';
import { makeStage, sunFrom } from './common.ts';
import type { SceneContext } from './common.ts';

/** A green wall: dense layered leaves on a wall panel. */
function plantWall(st: Stage, room: Room, wall: Wall, u0: number, u1: number, v0: number, v1: number): void {
  wallPanel(st, room, wall, u0, u1, v0, v1, mix(st.pal.plant, st.pal.shadow, 0.55));
  const rng = st.rng.fork('plantwall');
  const tones = [mix(st.pal.plant, st.pal.shadow, 0.35), st.pal.plant, lighten(mix(st.pal.plant, st.pal.sun, 0.2), 0.1), mix(st.pal.plant, '#7d9a5a', 0.4)];
  const paths = ['', '', '', ''];
  const n = Math.round((u1 - u0) * (v1 - v0) * 160);
  for (let i = 0; i < n; i++) {
    const u = rng.range(u0 + 0.05, u1 - 0.05);
    const v = rng.range(v0 + 0.05, v1 - 0.05);
    const c = wallPt(room, wall, u, v, 0.05);
    const p = st.P(c);
    const s = st.scale(c) * rng.range(0.09, 0.16);
    const a = rng.range(0, Math.PI * 2);
    const dx = Math.cos(a) * s;
    const dy = Math.sin(a) * s;
    paths[rng.int(0, 3)] +=
      `M${n1(p.x)} ${n1(p.y)}q${n1(dx * 0.5 - dy * 0.4)} ${n1(dy * 0.5 + dx * 0.4)} ${n1(dx)} ${n1(dy)}q${n1(-dx * 0.5 + dy * 0.4)} ${n1(-dy * 0.5 - dx * 0.4)} ${n1(-dx)} ${n1(-dy)}Z`;
  }
  st.add('wall', paths.map((d, i) => `<path d="${d}" fill="${tones[i]}"/>`).join(''));
}

export function office(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(9, 11), D: rng.range(10.5, 12), H: rng.range(3.2, 3.6) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + sgn * 0.8, 1.55, 0.4), yaw: -sgn * rng.range(5, 10), light: sunFrom(win, rng) });
  setView(st, rng.pick(['city', 'nile'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['planks', 'concrete']), color: pal.floor, alt: pal.floorAlt },
    ceiling: { kind: 'slats', color: pal.ceiling, wood: pal.wood },
  });
  for (let i = 0; i < 3; i++) {
    const u = 0.8 + (i * (D - 1.4)) / 3;
    windowOpening(st, room, { wall: win, u0: u, u1: u + (D - 1.4) / 3 - 0.3, v0: 0.3, v1: H - 0.35, cols: 2 }, pal.wall);
  }
  const other: Wall = win === 'left' ? 'right' : 'left';
  // glass meeting room along the far wall
  const gx = other === 'left' ? 3.0 : W - 3.0;
  glassPanel(st, v3(gx - 0.02, 0, D - 4.2), v3(gx + 0.02, H, D - 0.01), pal.woodDark);
  const mx = other === 'left' ? 1.5 : W - 1.5;
  table(st, mx, D - 2.1, 1.1, 2.4, 0.75, pal.wood, pal.woodDark);
  for (const dz of [-0.7, 0, 0.7]) {
    chair(st, { x: mx - 0.8, z: D - 2.1 + dz, facing: '+x' }, pal.woodDark, pal.fabricAlt);
    chair(st, { x: mx + 0.8, z: D - 2.1 + dz, facing: '-x' }, pal.woodDark, pal.fabricAlt);
  }
  // back wall storage + plants
  const slots = shelving(st, { x: W / 2 + sgn * 1.2, z: D - 0.2, facing: '-z' }, 3.6, 0.36, 1.6, 3, pal.wood, 0);
  for (const [a, b] of slots) if (a && b) (rng.chance(0.6) ? books : surfaceObjects)(st, a, b, rng);
  // desk clusters
  for (let r = 0; r < 2; r++) {
    const z = 5.0 + r * 2.4;
    for (let c = 0; c < 2; c++) {
      const x = W / 2 + sgn * (c * 1.6 + 0.6);
      desk(st, { x, z: z + 0.38, facing: '-z' }, 1.5, pal.wood, rng, { chair: false });
      desk(st, { x, z: z - 0.38, facing: '+z' }, 1.5, pal.wood, rng);
      officeChair(st, { x, z: z + 1.0, facing: '+z' });
    }
    linearPendant(st, room, v3(W / 2 + sgn * 0.0, 2.4, z), v3(W / 2 + sgn * 3.2, 2.4, z));
  }
  plant(st, win === 'left' ? 0.5 : W - 0.5, D - 0.5, 'fiddle', 2.0);
  plant(st, W / 2 - sgn * 0.9, 2.2, 'snake', 1.0, { potR: 0.22 });
  plant(st, W / 2 + sgn * 3.6, D - 0.6, 'palm', 1.9);
  return st;
}

export function meetingRoom(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(5.2, 6.2), D: rng.range(6.5, 7.5), H: rng.range(2.9, 3.2) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, { room, eye: v3(W / 2 - sgn * 0.2, 1.45, 0.3), yaw: -sgn * rng.range(2, 6), fov: 80, light: sunFrom(win, rng) });
  setView(st, rng.pick(['city', 'nile'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['planks', 'concrete', 'tiles']), color: mix(pal.floor, pal.fabricAlt, 0.15), alt: pal.floorAlt, size: 0.6 },
    ceiling: { kind: rng.pick(['flat', 'cove'] as const), color: pal.ceiling },
  });
  windowOpening(st, room, { wall: win, u0: 1.0, u1: D - 0.5, v0: 0.05, v1: H - 0.3, cols: 4, curtains: rng.chance(0.5) ? pal.fabric : undefined }, pal.wall);
  const other: Wall = win === 'left' ? 'right' : 'left';
  // acoustic fluted wall on the other side
  slatWall(st, room, other, 0.5, D, 0, H, rng.pick([pal.wood, pal.feature, pal.fabricAlt]), 0.1);
  // screen + credenza on the back wall
  const screen = [
    wallPt(room, 'back', W / 2 - 1.1, 1.05, 0.03),
    wallPt(room, 'back', W / 2 + 1.1, 1.05, 0.03),
    wallPt(room, 'back', W / 2 + 1.1, 2.3, 0.03),
    wallPt(room, 'back', W / 2 - 1.1, 2.3, 0.03),
  ];
  wallPanel(st, room, 'back', 0, W, 0, H, pal.feature);
  const sd = st.path3(screen);
  const a = st.P(screen[3] as never);
  const b = st.P(screen[1] as never);
  st.add(
    'wall',
    `<path d="${sd}" fill="${st.linear(
      [
        [0, '#2f3a44'],
        [0.5, '#1d232a'],
        [1, '#262e36'],
      ],
      a,
      b,
    )}" stroke="#141414" stroke-width="${n1(3 * st.u)}"/>`,
  );
  credenza(st, { x: W / 2, z: D - 0.25, facing: '-z' }, 2.6, 0.45, 0.7, pal.woodDark, { fluted: true });
  // long table along the depth
  const tx = W / 2 + sgn * 0.1;
  const tl = Math.min(4.2, D - 3.4);
  const tz = D - 1.0 - tl / 2;
  box(st, v3(tx - 0.25, 0, tz - tl / 2 + 0.4), v3(tx + 0.25, 0.72, tz + tl / 2 - 0.4), mix(pal.woodDark, pal.shadow, 0.2));
  box(st, v3(tx - 0.6, 0.72, tz - tl / 2), v3(tx + 0.6, 0.76, tz + tl / 2), pal.wood, { shadow: false });
  const n = Math.max(3, Math.floor(tl / 0.75));
  for (let i = 0; i < n; i++) {
    const z = tz - tl / 2 + (tl * (i + 0.5)) / n;
    officeChair(st, { x: tx - 0.95, z, facing: '+x' }, pal.fabricAlt);
    officeChair(st, { x: tx + 0.95, z, facing: '-x' }, pal.fabricAlt);
  }
  surfaceObjects(st, v3(tx, 0.76, tz - 0.5), v3(tx, 0.76, tz + 0.5), rng, 0.3);
  linearPendant(st, room, v3(tx, 2.2, tz - tl / 2 + 0.3), v3(tx, 2.2, tz + tl / 2 - 0.3));
  plant(st, win === 'left' ? 0.5 : W - 0.5, D - 0.5, 'fiddle', 1.8);
  return st;
}

export function reception(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(8, 9.5), D: rng.range(7, 8.5), H: rng.range(3.3, 3.9) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + sgn * 0.5, 1.5, 0.4), yaw: -sgn * rng.range(3, 8), light: sunFrom(win, rng) });
  setView(st, rng.pick(['nile', 'city', 'garden'] as const));
  drawShell(st, room, {
    walls: { back: pal.wall, left: pal.wall, right: pal.wall },
    floor: { kind: rng.pick<FloorKind>(['tiles', 'terrazzo', 'herringbone']), color: mix(pal.floorAlt, pal.stone, 0.3), alt: pal.floor, size: 0.9, gloss: 0.3 },
    ceiling: { kind: rng.pick(['cove', 'slats'] as const), color: pal.ceiling },
  });
  windowOpening(st, room, { wall: win, u0: 1.0, u1: D - 0.6, v0: 0.05, v1: H - 0.35, cols: 3 }, pal.wall);
  // feature wall behind the desk
  const fx = W / 2 - sgn * 0.4;
  const feature = rng.pick([0, 0, 1, 2]);
  if (feature === 0) plantWall(st, room, 'back', fx - 2.6, fx + 2.6, 0.2, H - 0.3);
  else if (feature === 1) slatWall(st, room, 'back', fx - 2.6, fx + 2.6, 0, H, pal.wood, 0.09);
  else {
    wallPanel(st, room, 'back', fx - 2.6, fx + 2.6, 0, H, pal.stone, { du: 1.3, dv: 0.65 });
    niche(st, room, { wall: 'back', u0: fx - 0.9, u1: fx + 0.9, v0: 1.5, v1: 2.9, depth: 0.2 }, pal.stone, pal.feature);
  }
  const dz = D - 2.0;
  counter(st, { x: fx, z: dz, facing: '-z' }, 3.2, 0.75, 1.08, rng.pick([pal.woodDark, pal.wood, pal.feature]), pal.stone, {
    front: rng.pick(['fluted', 'panels'] as const),
    overhang: 0.05,
  });
  counter(st, { x: fx, z: dz + 0.6, facing: '-z' }, 3.0, 0.5, 0.74, pal.woodDark, lighten(pal.wood, 0.1), { kick: false });
  box(st, v3(fx + 0.6, 0.74, dz + 0.55), v3(fx + 1.1, 1.05, dz + 0.57), '#26282c', { shadow: false });
  officeChair(st, { x: fx - 0.5, z: dz + 1.2, facing: '-z' });
  for (const s of [-1, 1]) pendant(st, room, fx + s * 0.9, dz, 2.2, rng.pick(['globe', 'cone'] as const), 0.34);
  // waiting area on the window side, facing into the room
  const gx = win === 'left' ? 2.0 : W - 2.0;
  const gz = D * 0.56;
  rug(st, gx - 1.5, gz - 1.6, gx + 1.5, gz + 1.6, mix(pal.fabricAlt, pal.floorAlt, 0.4));
  sofa(st, { x: gx - sgn * 0.95, z: gz, facing: win === 'left' ? '+x' : '-x' }, 2.3, pal.fabric, rng);
  armchair(st, { x: gx + sgn * 1.05, z: gz - 0.6, facing: win === 'left' ? '-x' : '+x' }, pal.fabricAlt);
  armchair(st, { x: gx + sgn * 1.05, z: gz + 0.6, facing: win === 'left' ? '-x' : '+x' }, pal.fabricAlt);
  coffeeTable(st, gx + sgn * 0.1, gz, 'round', 0.8, 0.8, pal.stone);
  surfaceObjects(st, v3(gx - 0.2, 0.38, gz), v3(gx + 0.3, 0.38, gz), rng, 0.5);
  pendant(st, room, gx + sgn * 0.1, gz, 2.2, rng.pick(['drum', 'dome'] as const), 0.6);
  plant(st, fx - sgn * 2.9, D - 0.5, 'palm', 2.2);
  plant(st, win === 'left' ? 0.5 : W - 0.5, D - 0.5, 'olive', 1.9);
  for (const u of [fx - 2.0, fx, fx + 2.0]) wallWash(st, room, 'back', u, 0.18);
  void art;
  return st;
}

export function clinic(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const room: Room = { W: rng.range(6.5, 7.5), D: rng.range(6.5, 7.5), H: rng.range(2.9, 3.2) };
  const { W, D, H } = room;
  const win = rng.pick(['left', 'right'] as const);
  const sgn = win === 'left' ? 1 : -1;
  const st = makeStage(ctx, { room, eye: v3(W / 2 + sgn * 0.4, 1.45, 0.3), yaw: -sgn * rng.range(3, 8), light: sunFrom(win, rng) });
  setView(st, 'garden');
  const white = lighten(pal.wall, 0.35);
  drawShell(st, room, {
    walls: { back: white, left: white, right: white },
    floor: { kind: rng.pick<FloorKind>(['concrete', 'tiles']), color: lighten(pal.floorAlt, 0.2), alt: pal.floorAlt, size: 0.6, gloss: 0.3 },
    ceiling: { kind: 'flat', color: lighten(pal.ceiling, 0.3) },
  });
  windowOpening(st, room, { wall: win, u0: 1.2, u1: D - 0.6, v0: 0.6, v1: H - 0.3, cols: 3 }, white);
  const other: Wall = win === 'left' ? 'right' : 'left';
  // timber slats + waiting bench along the other wall
  slatWall(st, room, other, 0.6, D - 1.4, 0, H, pal.wood, 0.1);
  const L = D - 2.4;
  const bx = other === 'left' ? 0.35 : W - 0.35;
  box(st, v3(bx - 0.3, 0, 1.2), v3(bx + 0.3, 0.26, 1.2 + L), pal.woodDark);
  for (let i = 0; i < 3; i++) {
    const z0 = 1.25 + (L * i) / 3;
    softBox(st, v3(bx - 0.3, 0.26, z0), v3(bx + 0.3, 0.44, z0 + L / 3 - 0.05), pal.fabricAlt, { round: 0.05, shadow: false });
  }
  // reception counter at the back with rounded look
  const cx = W / 2 + sgn * 0.6;
  counter(st, { x: cx, z: D - 1.4, facing: '-z' }, 2.6, 0.7, 1.05, white, pal.stone, { front: 'fluted' });
  box(st, v3(cx - 0.2, 1.05, D - 1.3), v3(cx + 0.3, 1.35, D - 1.28), '#2a2c30', { shadow: false });
  // back wall: door and abstract wall graphic
  niche(
    st,
    room,
    { wall: 'back', u0: other === 'left' ? 0.9 : W - 1.9, u1: other === 'left' ? 1.9 : W - 0.9, v0: 0, v1: 2.2, depth: 0.15 },
    white,
    mix(pal.wood, white, 0.3),
    false,
  );
  const gu = cx;
  const circle: [number, number][] = [];
  for (let i = 0; i < 32; i++) circle.push([gu + Math.cos((i / 32) * Math.PI * 2) * 0.35, 2.2 + Math.sin((i / 32) * Math.PI * 2) * 0.35]);
  st.add('wall', `<path d="${st.path3(circle.map(([u, v]) => wallPt(room, 'back', u, v, 0.01)))}" fill="${st.shade(pal.feature, v3(0, 0, -1))}"/>`);
  for (const x of [cx - 0.7, cx + 0.7]) pendant(st, room, x, D - 1.4, 2.0, 'dome', 0.36);
  // side tables + plants
  table(st, other === 'left' ? 1.2 : W - 1.2, D * 0.45, 0.5, 0.5, 0.45, pal.stone, pal.wood, 'pedestal');
  plant(st, win === 'left' ? 0.5 : W - 0.5, D - 0.5, 'fiddle', 1.8);
  plant(st, other === 'left' ? 0.5 : W - 0.5, D - 0.6, 'snake', 1.1);
  for (let i = 1; i < 4; i++) for (let j = 1; j < 3; j++) downlight(st, room, (W * i) / 4, (D * j) / 3);
  void chair;
  void art;
  void rug;
  return st;
}
