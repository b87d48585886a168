/** Building elevation at dusk: stone cladding, recessed glazing, lit interiors, canopy or awning, palms. */
import { lighten, mix } from '../color.ts';
import { v3 } from '../geometry.ts';
import type { Vec3 } from '../geometry.ts';
import { glow, lightPool } from '../lights.ts';
import { plant } from '../plants.ts';
import { box, cyl, softBox } from '../solids.ts';
import { n1, pathOf } from '../stage.ts';
import type { Stage } from '../stage.ts';
import { makeStage } from './common.ts';
import type { SceneContext } from './common.ts';

type Style = 'villa' | 'shopfront' | 'tower';

interface Face {
  /** Point at u = 0, v = 0 on the face. */
  o: Vec3;
  /** Unit vector along the face. */
  ax: Vec3;
  /** Outward normal. */
  n: Vec3;
  len: number;
}

const fp = (f: Face, u: number, v: number, off = 0): Vec3 => v3(f.o.x + f.ax.x * u + f.n.x * off, v, f.o.z + f.ax.z * u + f.n.z * off);

export function facade(ctx: SceneContext): Stage {
  const { rng, pal } = ctx;
  const byPalette: Record<string, Style[]> = {
    sand: ['villa', 'villa', 'shopfront'],
    olive: ['villa', 'shopfront'],
    sage: ['villa', 'shopfront'],
    terracotta: ['shopfront'],
    'charcoal-brass': ['shopfront', 'tower'],
    walnut: ['shopfront', 'tower', 'villa'],
    marble: ['tower', 'shopfront'],
    'nile-blue': ['tower', 'shopfront'],
  };
  const style = rng.pick(byPalette[ctx.paletteName] ?? ['shopfront']);
  const floors = style === 'villa' ? 2 : style === 'shopfront' ? rng.int(3, 4) : rng.int(5, 6);
  const fh = style === 'villa' ? 3.4 : 3.3;
  const BW = style === 'villa' ? rng.range(15, 18) : rng.range(12, 15);
  const BD = rng.range(9, 12);
  const BH = floors * fh + 0.6;
  const dist = style === 'tower' ? rng.range(29, 33) : floors >= 4 ? rng.range(19, 21) : rng.range(15, 18);
  const side = rng.sign();
  const camX = side > 0 ? BW + rng.range(1, 4) : -rng.range(1, 4);
  const camZ = -dist;
  const target = v3(BW / 2, 0, BD * 0.2);
  const yaw = (Math.atan2(target.x - camX, target.z - camZ) * 180) / Math.PI;
  const st = makeStage(ctx, {
    room: { W: BW, D: BD, H: BH },
    eye: v3(camX, 1.6, camZ),
    yaw,
    fov: 72,
    horizon: style === 'tower' ? 0.76 : 0.68,
    light: v3(-side * 0.6, -0.5, 0.4),
  });
  st.castDir = v3(0.05, -1, 0.1);
  st.ambient = 0.46;
  st.floorBounds = { x0: -60, z0: -40, x1: 80, z1: 80 };
  const { w, h } = st;
  const hy = st.cam.cy;
  const skyTop = mix(pal.evening ? pal.skyTop : mix(pal.skyTop, '#22314f', 0.7), '#1a2338', 0.2);
  const skyMid = mix('#6f7fa0', skyTop, 0.3);
  const skyLow = pal.evening ? pal.skyBottom : mix(pal.sun, '#f2a86e', 0.55);
  st.add(
    'back',
    `<rect width="${w}" height="${h}" fill="${st.linear(
      [
        [0, skyTop],
        [0.55, skyMid],
        [0.9, skyLow],
        [1, lighten(skyLow, 0.2)],
      ],
      { x: 0, y: 0 },
      { x: 0, y: hy },
    )}"/>`,
  );
  // faint distant skyline
  let sk = '';
  for (let x = -20; x < w + 20; ) {
    const bw = rng.range(40, 120) * st.u;
    const bh = rng.range(10, 60) * st.u;
    sk += `M${n1(x)} ${n1(hy + 2)}V${n1(hy - bh)}H${n1(x + bw)}V${n1(hy + 2)}Z`;
    x += bw + rng.range(0, 30) * st.u;
  }
  st.add('back', `<path d="${sk}" fill="${mix(skyMid, '#1d2230', 0.5)}" opacity="0.55"/>`);
  // ground: road + pavement
  const ground = st.path3([v3(-80, 0, camZ - 20), v3(100, 0, camZ - 20), v3(100, 0, 120), v3(-80, 0, 120)]);
  const pave = mix(mix(pal.stone, '#7d7b7a', 0.55), skyMid, 0.2);
  st.add(
    'shell',
    `<path d="${ground}" fill="${st.linear(
      [
        [0, mix(pave, skyLow, 0.2)],
        [0.25, pave],
        [1, mix(pave, '#1c1f26', 0.45)],
      ],
      { x: 0, y: hy },
      { x: 0, y: h },
    )}"/>`,
  );
  const road = st.path3([v3(-80, 0, camZ - 20), v3(100, 0, camZ - 20), v3(100, 0, camZ + 2.5), v3(-80, 0, camZ + 2.5)]);
  st.add('shell', `<path d="${road}" fill="${mix('#2d2f33', pal.shadow, 0.3)}"/>`);
  let joints = '';
  for (let x = -40; x < 60; x += 1.2) joints += st.seg3(v3(x, 0.001, camZ + 2.5), v3(x, 0.001, 0));
  for (let z = camZ + 2.5; z < 0; z += 1.2) joints += st.seg3(v3(-40, 0.001, z), v3(60, 0.001, z));
  st.add('surface', `<path d="${joints}" stroke="${pal.shadow}" stroke-width="${n1(st.u)}" opacity="0.25" fill="none"/>`);

  const stone = style === 'tower' ? mix(pal.stone, pal.wall, 0.3) : pal.stone;
  const front: Face = { o: v3(0, 0, 0), ax: v3(1, 0, 0), n: v3(0, 0, -1), len: BW };
  const sideFace: Face = side > 0 ? { o: v3(BW, 0, 0), ax: v3(0, 0, 1), n: v3(1, 0, 0), len: BD } : { o: v3(0, 0, BD), ax: v3(0, 0, -1), n: v3(-1, 0, 0), len: BD };
  // massing
  box(st, v3(0, 0, 0), v3(BW, BH, BD), stone, { shadow: false, layer: 'wall' });
  for (const f of [front, sideFace]) cladding(st, f, BH, stone);
  // openings
  for (const f of [front, sideFace]) {
    const bays = Math.max(2, Math.round(f.len / (style === 'villa' ? 3.6 : 2.6)));
    for (let fl = 0; fl < floors; fl++) {
      const v0 = fl * fh;
      for (let b = 0; b < bays; b++) {
        const u0 = (f.len * b) / bays;
        const u1 = (f.len * (b + 1)) / bays;
        const m = style === 'villa' ? 0.5 : 0.35;
        if (fl === 0 && f === front && style !== 'tower') {
          // storefront / ground floor glazing
          glazing(st, f, u0 + 0.15, u1 - 0.15, 0.05, fh - 0.5, true, rng, 3, style === 'villa' ? 0.3 : 0.45);
        } else {
          const lit = rng.chance(style === 'villa' ? 0.8 : 0.6);
          glazing(st, f, u0 + m, u1 - m, v0 + (fl === 0 ? 0.6 : 0.5), v0 + fh - 0.45, lit, rng, style === 'villa' ? 2 : 1, 0.3);
        }
      }
      if (fl > 0) box(st, fp(f, 0, v0 - 0.12, 0), fp(f, f.len, v0 + 0.12, 0.18), lighten(stone, 0.08), { shadow: false, layer: 'wall' });
    }
    // vertical fins on towers
    if (style === 'tower') {
      for (let b = 0; b <= bays; b++) {
        const u = (f.len * b) / bays;
        box(st, fp(f, u - 0.12, 0, 0), fp(f, u + 0.12, BH, 0.45), lighten(stone, 0.05), { shadow: false, layer: 'wall' });
      }
    }
  }
  // parapet / roof line
  box(st, v3(-0.1, BH - 0.6, -0.1), v3(BW + 0.1, BH, BD + 0.1), lighten(stone, 0.1), { shadow: false, layer: 'wall', skip: ['bottom'] });
  // canopy or awning over the ground floor
  if (style === 'shopfront') {
    if (ctx.paletteName === 'terracotta' || rng.chance(0.35)) awning(st, front, 1.0, BW - 1.0, 3.0, ctx.paletteName === 'terracotta' ? pal.fabricAlt : pal.accent);
    else {
      box(st, v3(0.5, 2.95, -1.6), v3(BW - 0.5, 3.15, 0), mix(pal.metal, pal.shadow, 0.45), { shadow: false, layer: 'wall' });
      for (let x = 1.5; x < BW - 1; x += 2.0) {
        glow(st, v3(x, 2.9, -0.9), 0.8, 0.5);
        lightPool(st, x, -0.9, 0.002, 1.2, 0.3);
      }
    }
  }
  if (style === 'villa') {
    // garden wall with planting and palms
    box(st, v3(-2, 0, -2.6), v3(BW * 0.4, 1.1, -2.3), lighten(stone, 0.05), { layer: 'wall', shadow: false });
    box(st, v3(BW * 0.6, 0, -2.6), v3(BW + 2, 1.1, -2.3), lighten(stone, 0.05), { layer: 'wall', shadow: false });
    softBox(st, v3(-2, 1.1, -2.75), v3(BW * 0.4, 1.6, -2.15), mix(pal.plant, pal.shadow, 0.3), { round: 0.2, shadow: false, layer: 'wall' });
    softBox(st, v3(BW * 0.6, 1.1, -2.75), v3(BW + 2, 1.6, -2.15), mix(pal.plant, pal.shadow, 0.3), { round: 0.2, shadow: false, layer: 'wall' });
  }
  // palms and street lamps
  const palmXs = style === 'villa' ? [-2.5, BW * 0.5 - 1.5, BW + 2.5] : [-3, BW + 3];
  for (const x of palmXs) {
    const tz = style === 'villa' ? -3.3 : -3.8;
    const th = rng.range(5.5, 7.5);
    cyl(st, x, tz, 0, th, 0.2, 0.15, mix(pal.woodDark, '#3a332c', 0.4), { shadow: false });
    plant(st, x, tz, 'palm', 2.8, { y: th - 0.4, potR: 0.17, pot: mix(pal.woodDark, '#3a332c', 0.4) });
  }
  for (const x of [BW * 0.25, BW * 0.75]) {
    cyl(st, x, -4.4, 0, 4.2, 0.06, 0.05, '#2c2c2c', { shadow: false, seg: 10 });
    box(st, v3(x - 0.25, 4.15, -4.5), v3(x + 0.25, 4.25, -4.3), '#2c2c2c', { shadow: false });
    glow(st, v3(x, 4.1, -4.4), 1.6, 0.55);
    lightPool(st, x, -4.0, 0.002, 2.2, 0.28);
  }
  // dusk glow near the horizon
  st.add(
    'glow',
    `<rect x="0" y="${n1(hy - h * 0.25)}" width="${w}" height="${n1(h * 0.35)}" fill="${st.linear(
      [
        [0, skyLow, 0],
        [0.7, skyLow, 0.12],
        [1, skyLow, 0],
      ],
      { x: 0, y: hy - h * 0.25 },
      { x: 0, y: hy + h * 0.1 },
    )}"/>`,
  );
  return st;
}

function cladding(st: Stage, f: Face, H: number, stone: string): void {
  if (!st.faces(f.n, fp(f, f.len / 2, H / 2))) return;
  let d = '';
  for (let v = 0.6; v < H; v += 0.6) d += st.seg3(fp(f, 0, v, 0.005), fp(f, f.len, v, 0.005));
  for (let u = 1.2; u < f.len; u += 1.2) d += st.seg3(fp(f, u, 0, 0.005), fp(f, u, H, 0.005));
  st.add('wall', `<path d="${d}" stroke="${mix(stone, st.pal.shadow, 0.4)}" stroke-width="${n1(st.u)}" opacity="0.35" fill="none"/>`);
  // warm uplight wash at the base
  const a = st.P(fp(f, f.len / 2, 0));
  const b = st.P(fp(f, f.len / 2, 3.5));
  const q = st.path3([fp(f, 0, 0, 0.01), fp(f, f.len, 0, 0.01), fp(f, f.len, 3.5, 0.01), fp(f, 0, 3.5, 0.01)]);
  st.add(
    'wall',
    `<path d="${q}" fill="${st.linear(
      [
        [0, st.pal.lamp, 0.18],
        [1, st.pal.lamp, 0],
      ],
      a,
      b,
    )}"/>`,
  );
}

function glazing(st: Stage, f: Face, u0: number, u1: number, v0: number, v1: number, lit: boolean, rng: Stage['rng'], cols: number, depth: number): void {
  const mid = fp(f, (u0 + u1) / 2, (v0 + v1) / 2);
  if (!st.faces(f.n, mid)) return;
  const glass = [fp(f, u0, v0, -depth), fp(f, u1, v0, -depth), fp(f, u1, v1, -depth), fp(f, u0, v1, -depth)];
  const gs = st.poly(glass);
  if (gs.length < 3) return;
  const top = st.P(fp(f, (u0 + u1) / 2, v1, -depth));
  const bot = st.P(fp(f, (u0 + u1) / 2, v0, -depth));
  const p = st.pal;
  const fill = lit
    ? st.linear(
        [
          [0, lighten(p.lamp, 0.2)],
          [0.6, p.lamp],
          [1, mix(p.lamp, p.woodDark, 0.45)],
        ],
        top,
        bot,
      )
    : st.linear(
        [
          [0, '#3b4a66'],
          [1, '#1e2533'],
        ],
        top,
        bot,
      );
  let svg = `<path d="${pathOf(gs)}" fill="${fill}"/>`;
  if (lit) {
    // interior hints: a pendant glow and furniture silhouettes
    const rr = st.scale(mid);
    if (rng.chance(0.7)) {
      const c = st.P(fp(f, rng.range(u0 + 0.3, u1 - 0.3), v1 - 0.8, -depth - 1.5));
      svg += `<circle cx="${n1(c.x)}" cy="${n1(c.y)}" r="${n1(0.18 * rr)}" fill="#fff3dc"/>`;
    }
    const sil = mix(p.woodDark, p.shadow, 0.4);
    const k = rng.int(1, 2);
    for (let i = 0; i < k; i++) {
      const uu = rng.range(u0 + 0.3, u1 - 1.0);
      svg += `<path d="${st.path3([fp(f, uu, v0, -depth - 0.6), fp(f, uu + rng.range(0.6, 1.2), v0, -depth - 0.6), fp(f, uu + rng.range(0.6, 1.2), v0 + rng.range(0.5, 1.0), -depth - 0.6), fp(f, uu, v0 + rng.range(0.5, 1.0), -depth - 0.6)])}" fill="${sil}" opacity="0.45"/>`;
    }
    st.add('glowBlur', `<path d="${pathOf(gs)}" fill="${p.lamp}" opacity="0.35"/>`);
  }
  // mullions
  let bars = '';
  for (let i = 0; i <= cols; i++) {
    const u = u0 + ((u1 - u0) * i) / cols;
    bars += st.path3([fp(f, u - 0.04, v0, -depth + 0.01), fp(f, u + 0.04, v0, -depth + 0.01), fp(f, u + 0.04, v1, -depth + 0.01), fp(f, u - 0.04, v1, -depth + 0.01)]);
  }
  const frame = mix(p.metal, p.shadow, 0.55);
  svg += `<path d="${bars}" fill="${frame}"/>`;
  // reveals
  const stone = p.stone;
  const rv: [Vec3, Vec3, Vec3][] = [
    [fp(f, u0, v1), fp(f, u1, v1), v3(0, -1, 0)],
    [fp(f, u0, v0), fp(f, u1, v0), v3(0, 1, 0)],
    [fp(f, u0, v0), fp(f, u0, v1), f.ax],
    [fp(f, u1, v0), fp(f, u1, v1), v3(-f.ax.x, 0, -f.ax.z)],
  ];
  for (const [a, b, n] of rv) {
    const c = v3((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2);
    if (!st.faces(n, c)) continue;
    const back = (q: Vec3) => v3(q.x - f.n.x * depth, q.y, q.z - f.n.z * depth);
    const d = st.path3([a, b, back(b), back(a)]);
    const col = st.shade(stone, n, n.y > 0 ? 0.05 : -0.05);
    svg += `<path d="${d}" fill="${col}" stroke="${col}" stroke-width="${n1(0.8 * st.u)}"/>`;
  }
  st.add('wall', svg);
}

function awning(st: Stage, f: Face, u0: number, u1: number, y: number, color: string): void {
  const stripes = Math.round((u1 - u0) / 0.45);
  let svg = '';
  const drop = 0.6;
  const out = 1.5;
  for (let i = 0; i < stripes; i++) {
    const a = u0 + ((u1 - u0) * i) / stripes;
    const b = u0 + ((u1 - u0) * (i + 1)) / stripes;
    const c = i % 2 === 0 ? color : '#f3ede2';
    const top = st.path3([fp(f, a, y, 0), fp(f, b, y, 0), fp(f, b, y - drop, out), fp(f, a, y - drop, out)]);
    svg += `<path d="${top}" fill="${st.shade(c, v3(0, 0.6, -0.8))}" stroke="${st.shade(c, v3(0, 0.6, -0.8))}" stroke-width="${n1(0.6 * st.u)}"/>`;
    const valance = st.path3([fp(f, a, y - drop, out), fp(f, b, y - drop, out), fp(f, b, y - drop - 0.25, out), fp(f, a, y - drop - 0.25, out)]);
    svg += `<path d="${valance}" fill="${st.shade(c, f.n)}" stroke="${st.shade(c, f.n)}" stroke-width="${n1(0.6 * st.u)}"/>`;
  }
  const shadow = st.path3([fp(f, u0, y - drop - 0.25, 0.01), fp(f, u1, y - drop - 0.25, 0.01), fp(f, u1, y - drop - 0.9, 0.01), fp(f, u0, y - drop - 0.9, 0.01)]);
  st.add('ao', `<path d="${shadow}" fill="${st.pal.shadow}" opacity="0.5"/>`);
  st.addItem(v3(Math.min(fp(f, u0, 0).x, fp(f, u1, 0).x), y - drop - 0.25, -out), v3(Math.max(fp(f, u0, 0).x, fp(f, u1, 0).x), y, 0), svg);
}
