/** Windows, glazed openings and niches: reveals, mullions, the exterior view, sun patches, light shafts and bloom. */
import { lighten, mix } from './color.ts';
import { add, centroid2, clipRect, dot, hull, mul, v3 } from './geometry.ts';
import type { Vec2, Vec3 } from './geometry.ts';
import { wallAxis, wallNormal, wallPt } from './room.ts';
import type { Room, Wall } from './room.ts';
import { n1, pathOf } from './stage.ts';
import type { Stage } from './stage.ts';

export type ViewKind = 'city' | 'garden' | 'nile' | 'sky';

export interface WindowSpec {
  wall: Wall;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  cols?: number;
  rows?: number;
  arch?: boolean;
  /** Reveal depth in metres. */
  depth?: number;
  frame?: string;
  /** Sun patch and light shaft (default: daytime palettes only). */
  sun?: boolean;
  /** Sheer curtain colour; none if omitted. */
  curtains?: string;
}

interface StageWindows {
  glass: string[];
  view: ViewKind;
}
const windowState = new WeakMap<Stage, StageWindows>();

function outline(w: WindowSpec): [number, number][] {
  if (!w.arch)
    return [
      [w.u0, w.v0],
      [w.u1, w.v0],
      [w.u1, w.v1],
      [w.u0, w.v1],
    ];
  const r = (w.u1 - w.u0) / 2;
  const cu = (w.u0 + w.u1) / 2;
  const spring = w.v1 - r;
  const pts: [number, number][] = [
    [w.u0, w.v0],
    [w.u1, w.v0],
    [w.u1, spring],
  ];
  const n = 18;
  for (let i = 1; i < n; i++) {
    const t = (i / n) * Math.PI;
    pts.push([cu + Math.cos(t) * r, spring + Math.sin(t) * r]);
  }
  pts.push([w.u0, spring]);
  return pts;
}

export function setView(st: Stage, view: ViewKind): void {
  const s = windowState.get(st);
  if (s) s.view = view;
  else windowState.set(st, { glass: [], view });
}

function state(st: Stage): StageWindows {
  let s = windowState.get(st);
  if (!s) {
    s = { glass: [], view: 'city' };
    windowState.set(st, s);
    const s2 = s;
    st.hooks.push(() => drawView(st, s2));
  } else if (s.glass.length === 0) {
    const s2 = s;
    st.hooks.push(() => drawView(st, s2));
  }
  return s;
}

/** Reveal quads between the inner and outer outline of an opening. */
function reveals(st: Stage, room: Room, wall: Wall, ol: [number, number][], depth: number, color: string): string {
  const cu = ol.reduce((s, p) => s + p[0], 0) / ol.length;
  const cv = ol.reduce((s, p) => s + p[1], 0) / ol.length;
  const ax = wallAxis(wall);
  let svg = '';
  for (let i = 0; i < ol.length; i++) {
    const a = ol[i] as [number, number];
    const b = ol[(i + 1) % ol.length] as [number, number];
    const du = b[0] - a[0];
    const dv = b[1] - a[1];
    let nu = dv;
    let nv = -du;
    const mu = (a[0] + b[0]) / 2;
    const mv = (a[1] + b[1]) / 2;
    if (nu * (cu - mu) + nv * (cv - mv) < 0) {
      nu = -nu;
      nv = -nv;
    }
    const l = Math.hypot(nu, nv) || 1;
    const n3 = v3((ax.x * nu) / l, nv / l, (ax.z * nu) / l);
    const pIn = wallPt(room, wall, mu, mv, 0);
    if (!st.faces(n3, pIn)) continue;
    const d = st.path3([wallPt(room, wall, a[0], a[1], 0), wallPt(room, wall, b[0], b[1], 0), wallPt(room, wall, b[0], b[1], -depth), wallPt(room, wall, a[0], a[1], -depth)]);
    if (!d) continue;
    const fill = st.shade(color, n3, nv > 0.5 ? 0.08 : 0);
    svg += `<path d="${d}" fill="${fill}" stroke="${fill}" stroke-width="${n1(0.8 * st.u)}"/>`;
  }
  return svg;
}

export function windowOpening(st: Stage, room: Room, w: WindowSpec, wallColor: string): void {
  const s = state(st);
  const depth = w.depth ?? 0.22;
  const ol = outline(w);
  const glassPts = st.poly(ol.map(([u, v]) => wallPt(room, w.wall, u, v, -depth)));
  if (glassPts.length < 3) return;
  const glassD = pathOf(glassPts);
  s.glass.push(glassD);
  const frame = w.frame ?? mix(st.pal.metal, st.pal.shadow, 0.5);
  const evening = st.pal.evening;

  // glass sheen, mullions, frame (drawn over the view)
  let svg = '';
  const gb = centroid2(glassPts);
  const xs = glassPts.map((p) => p.x);
  const ys = glassPts.map((p) => p.y);
  const sheen = st.linear(
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', evening ? 0.05 : 0.16],
      [0.55, '#ffffff', 0],
    ],
    { x: Math.min(...xs), y: Math.min(...ys) },
    { x: Math.max(...xs), y: Math.max(...ys) },
  );
  svg += `<path d="${glassD}" fill="${sheen}"/>`;
  const clipId = st.clip(glassD);
  const cols = w.cols ?? Math.max(1, Math.round((w.u1 - w.u0) / 1.1));
  const rows = w.rows ?? 1;
  const mw = 0.045;
  const off = -depth + 0.015;
  let bars = '';
  for (let i = 0; i <= cols; i++) {
    const u = w.u0 + ((w.u1 - w.u0) * i) / cols;
    bars += st.path3([
      wallPt(room, w.wall, u - mw, w.v0, off),
      wallPt(room, w.wall, u + mw, w.v0, off),
      wallPt(room, w.wall, u + mw, w.v1, off),
      wallPt(room, w.wall, u - mw, w.v1, off),
    ]);
  }
  const transom = rows > 1 ? rows : 0;
  for (let j = 0; j <= Math.max(1, transom); j++) {
    const v = rows > 1 ? w.v0 + ((w.v1 - w.v0) * j) / rows : j === 0 ? w.v0 : w.v1;
    bars += st.path3([
      wallPt(room, w.wall, w.u0, v - mw, off),
      wallPt(room, w.wall, w.u1, v - mw, off),
      wallPt(room, w.wall, w.u1, v + mw, off),
      wallPt(room, w.wall, w.u0, v + mw, off),
    ]);
  }
  svg += `<g clip-path="url(#${clipId})"><path d="${bars}" fill="${frame}"/></g>`;
  svg += `<path d="${glassD}" fill="none" stroke="${frame}" stroke-width="${n1(3 * st.u)}"/>`;
  svg += reveals(st, room, w.wall, ol, depth, wallColor);
  st.add('wall', svg);

  // daylight bloom around the glass
  st.add('glowBlur', `<path d="${glassD}" fill="${evening ? st.pal.skyBottom : '#ffffff'}" opacity="${evening ? 0.18 : 0.32}"/>`);

  const sunOn = w.sun ?? !evening;
  const dir = st.light;
  if (sunOn && dot(dir, wallNormal(w.wall)) > 0.05 && dir.y < -0.05) {
    const toFloor = (p: Vec3): Vec2 => {
      const t = p.y / -dir.y;
      const q = add(p, mul(dir, t));
      return { x: q.x, y: q.z };
    };
    const fb = st.floorBounds;
    let patches = '';
    const panes: [number, number][][] = [];
    if (w.arch) panes.push(ol);
    else {
      for (let i = 0; i < cols; i++) {
        for (let j = 0; j < Math.max(1, rows); j++) {
          const ua = w.u0 + ((w.u1 - w.u0) * i) / cols + mw;
          const ub = w.u0 + ((w.u1 - w.u0) * (i + 1)) / cols - mw;
          const va = w.v0 + ((w.v1 - w.v0) * j) / Math.max(1, rows) + mw;
          const vb = w.v0 + ((w.v1 - w.v0) * (j + 1)) / Math.max(1, rows) - mw;
          panes.push([
            [ua, va],
            [ub, va],
            [ub, vb],
            [ua, vb],
          ]);
        }
      }
    }
    const allFloor: Vec2[] = [];
    for (const pane of panes) {
      const fp = clipRect(
        pane.map(([u, v]) => toFloor(wallPt(room, w.wall, u, v, 0))),
        fb.x0,
        fb.z0,
        fb.x1,
        fb.z1,
      );
      if (fp.length < 3) continue;
      allFloor.push(...fp);
      patches += st.path3(fp.map((p) => v3(p.x, 0.001, p.y)));
    }
    if (patches) {
      st.add('floorLight', `<path d="${patches}" fill="${lighten(st.pal.sun, 0.25)}" opacity="0.42"/>`);
      // light shaft through the air
      const winScreen = ol.map(([u, v]) => st.P(wallPt(room, w.wall, u, v, 0)));
      const floorScreen = allFloor.map((p) => st.P(v3(p.x, 0, p.y)));
      const shaft = hull([...winScreen, ...floorScreen]);
      const a = centroid2(winScreen);
      const b = centroid2(floorScreen);
      const g = st.linear(
        [
          [0, st.pal.sun, 0.2],
          [1, st.pal.sun, 0.02],
        ],
        a,
        b,
      );
      st.add('haze', `<path d="${pathOf(shaft)}" fill="${g}"/>`);
    }
  }

  if (w.curtains) curtains(st, room, w, w.curtains);
  void gb;
}

function curtains(st: Stage, room: Room, w: WindowSpec, color: string): void {
  const top = w.v1 + 0.18;
  const panels: [number, number][] = [
    [w.u0 - 0.32, w.u0 + 0.28],
    [w.u1 - 0.28, w.u1 + 0.32],
  ];
  let svg = '';
  for (const [ua, ub] of panels) {
    const pts = [wallPt(room, w.wall, ua, 0.02, 0.1), wallPt(room, w.wall, ub, 0.02, 0.1), wallPt(room, w.wall, ub, top, 0.1), wallPt(room, w.wall, ua, top, 0.1)];
    const scr = st.poly(pts);
    if (scr.length < 3) continue;
    const xs = scr.map((p) => p.x);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const folds = 7;
    const base = st.shade(color, wallNormal(w.wall), 0.1);
    const stops: [number, string, number][] = [];
    for (let i = 0; i <= folds * 2; i++) {
      stops.push([i / (folds * 2), i % 2 === 0 ? lighten(base, 0.12) : mix(base, st.pal.shadow, 0.18), 0.88]);
    }
    const g = st.linear(stops, { x: x0, y: 0 }, { x: x1, y: 0 });
    svg += `<path d="${pathOf(scr)}" fill="${g}"/>`;
  }
  st.add('wall', svg);
}

/** A recessed niche (no glass): reveals, a back panel and an optional warm backlight. */
export function niche(st: Stage, room: Room, w: WindowSpec, wallColor: string, backColor: string, lit = true): void {
  const depth = w.depth ?? 0.3;
  const ol = outline(w);
  const back = st.path3(ol.map(([u, v]) => wallPt(room, w.wall, u, v, -depth)));
  if (!back) return;
  const bs = st.poly(ol.map(([u, v]) => wallPt(room, w.wall, u, v, -depth)));
  const ys = bs.map((p) => p.y);
  const fill = st.linear(
    [
      [0, lit ? mix(backColor, st.pal.lamp, 0.45) : backColor],
      [1, mix(backColor, st.pal.shadow, 0.2)],
    ],
    { x: 0, y: Math.min(...ys) },
    { x: 0, y: Math.max(...ys) },
  );
  let svg = `<path d="${back}" fill="${fill}"/>`;
  svg += reveals(st, room, w.wall, ol, depth, wallColor);
  st.add('wall', svg);
  if (lit) {
    const top = st.P(wallPt(room, w.wall, (w.u0 + w.u1) / 2, w.v1 - 0.05, -depth));
    const r = (w.u1 - w.u0) * 0.7 * st.scale(wallPt(room, w.wall, (w.u0 + w.u1) / 2, w.v1, -depth));
    st.add(
      'glow',
      `<ellipse cx="${n1(top.x)}" cy="${n1(top.y + r * 0.4)}" rx="${n1(r)}" ry="${n1(r * 1.3)}" fill="${st.radial(
        [
          [0, st.pal.lamp, 0.35],
          [1, st.pal.lamp, 0],
        ],
        { x: top.x, y: top.y + r * 0.4 },
        r,
        1.3,
      )}"/>`,
    );
  }
}

/** Exterior view drawn once in screen space, clipped to every glass pane. */
function drawView(st: Stage, s: StageWindows): void {
  if (s.glass.length === 0) return;
  const clipId = st.id('g');
  st.def(`<clipPath id="${clipId}"><path d="${s.glass.join('')}"/></clipPath>`);
  const rng = st.rng.fork('view');
  const { w, h } = st;
  const hy = st.cam.cy;
  const p = st.pal;
  const ev = p.evening;
  let svg = `<rect width="${w}" height="${h}" fill="${st.linear(
    [
      [0, p.skyTop],
      [0.85, p.skyBottom],
      [1, lighten(p.skyBottom, 0.2)],
    ],
    { x: 0, y: 0 },
    { x: 0, y: hy },
  )}"/>`;
  const haze = mix(p.skyBottom, p.skyTop, 0.35);
  const u = st.u;
  // distant band at the horizon
  const far = mix(haze, ev ? '#2b3140' : '#8d9a9e', ev ? 0.55 : 0.35);
  const near = mix(haze, ev ? '#1f232c' : p.plant, ev ? 0.7 : 0.55);
  if (s.view === 'city' || s.view === 'nile') {
    let x = -20;
    let d = '';
    let lights = '';
    while (x < w + 20) {
      const bw = rng.range(30, 110) * u;
      const bh = rng.range(12, s.view === 'nile' ? 45 : 90) * u;
      d += `M${n1(x)} ${n1(hy + 2)}V${n1(hy - bh)}H${n1(x + bw)}V${n1(hy + 2)}Z`;
      if (ev) {
        for (let k = 0; k < 3; k++) if (rng.chance(0.6)) lights += `M${n1(x + rng.range(4, bw - 6))} ${n1(hy - rng.range(4, bh - 4))}h${n1(3 * u)}v${n1(2 * u)}h${n1(-3 * u)}Z`;
      }
      x += bw + rng.range(-10, 20) * u;
    }
    svg += `<path d="${d}" fill="${far}" opacity="0.75"/>`;
    if (lights) svg += `<path d="${lights}" fill="${p.lamp}" opacity="0.8"/>`;
  }
  if (s.view === 'nile') {
    svg += `<rect x="0" y="${n1(hy)}" width="${w}" height="${n1(h - hy)}" fill="${st.linear(
      [
        [0, mix(p.skyBottom, p.skyTop, 0.5)],
        [1, mix(p.skyTop, '#2a4a5e', 0.5)],
      ],
      { x: 0, y: hy },
      { x: 0, y: h },
    )}"/>`;
    let glints = '';
    for (let i = 0; i < 60; i++) {
      const gy = hy + rng.next() ** 1.6 * (h - hy) * 0.6;
      const gx = rng.range(0, w);
      const gl = rng.range(8, 40) * u * (1 + (gy - hy) / 100);
      glints += `M${n1(gx)} ${n1(gy)}h${n1(gl)}`;
    }
    svg += `<path d="${glints}" stroke="${ev ? p.lamp : '#ffffff'}" stroke-width="${n1(1.5 * u)}" opacity="0.35"/>`;
  } else {
    // tree canopy and ground
    let trees = '';
    for (let x = -30; x < w + 30; x += rng.range(25, 60) * u) {
      const r = rng.range(18, 50) * u;
      trees += `M${n1(x - r)} ${n1(hy + 30 * u)}a${n1(r)} ${n1(r * 0.8)} 0 0 1 ${n1(2 * r)} 0Z`;
    }
    const groundY = hy + 28 * u;
    svg += `<path d="${trees}" transform="translate(0 ${n1(-rng.range(10, 40) * u)})" fill="${near}" opacity="${s.view === 'sky' ? 0.4 : 0.85}"/>`;
    svg += `<rect x="0" y="${n1(groundY)}" width="${w}" height="${n1(h - groundY)}" fill="${st.linear(
      [
        [0, mix(near, p.skyBottom, 0.2)],
        [1, mix(near, p.shadow, 0.3)],
      ],
      { x: 0, y: groundY },
      { x: 0, y: h },
    )}"/>`;
  }
  // a couple of palms for Cairo
  const palms = s.view === 'sky' ? 0 : rng.int(1, 3);
  let palmD = '';
  for (let i = 0; i < palms; i++) {
    const px = rng.range(0.05, 0.95) * w;
    const ph = rng.range(120, 220) * u;
    const base = hy + rng.range(10, 40) * u;
    const topX = px + rng.range(-12, 12) * u;
    const topY = base - ph;
    palmD += `M${n1(px - 2.5 * u)} ${n1(base)}Q${n1(px)} ${n1(base - ph / 2)} ${n1(topX - 1.5 * u)} ${n1(topY)}L${n1(topX + 1.5 * u)} ${n1(topY)}Q${n1(px + 3 * u)} ${n1(base - ph / 2)} ${n1(px + 2.5 * u)} ${n1(base)}Z`;
    for (let k = 0; k < 9; k++) {
      const a = (k / 9) * Math.PI * 2 + rng.range(-0.2, 0.2);
      const L = rng.range(28, 44) * u;
      const ex = topX + Math.cos(a) * L;
      const ey = topY + Math.sin(a) * L * 0.45 + L * 0.35;
      const mx = topX + Math.cos(a) * L * 0.5;
      const my = topY + Math.sin(a) * L * 0.3 - 8 * u;
      palmD += `M${n1(topX)} ${n1(topY)}Q${n1(mx)} ${n1(my - 4 * u)} ${n1(ex)} ${n1(ey)}Q${n1(mx)} ${n1(my + 4 * u)} ${n1(topX)} ${n1(topY + 2 * u)}Z`;
    }
  }
  if (palmD) svg += `<path d="${palmD}" fill="${mix(near, ev ? '#101218' : p.shadow, 0.35)}" opacity="0.8"/>`;
  // atmospheric wash so the view stays calm behind the room
  svg += `<rect width="${w}" height="${h}" fill="${ev ? p.skyBottom : '#ffffff'}" opacity="${ev ? 0.08 : 0.22}"/>`;
  st.add('view', `<g clip-path="url(#${clipId})">${svg}</g>`);
}
