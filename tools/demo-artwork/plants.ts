/** Potted plants drawn as layered leaves around a projected stem, so they scale with perspective. */
import { lighten, mix } from './color.ts';
import { v3 } from './geometry.ts';
import type { Vec2 } from './geometry.ts';
import { cyl } from './solids.ts';
import { n1 } from './stage.ts';
import type { Stage } from './stage.ts';

export type PlantKind = 'fiddle' | 'palm' | 'olive' | 'snake' | 'bush';

function leaf(b: Vec2, ang: number, L: number, W: number): string {
  const dx = Math.cos(ang);
  const dy = Math.sin(ang);
  const px = -dy;
  const py = dx;
  const p = (a: number, w: number) => `${n1(b.x + dx * L * a + px * W * w)} ${n1(b.y + dy * L * a + py * W * w)}`;
  return `M${p(0, 0)}C${p(0.25, 0.9)} ${p(0.75, 0.7)} ${p(1, 0)}C${p(0.75, -0.7)} ${p(0.25, -0.9)} ${p(0, 0)}Z`;
}

/** Places a plant in a pot on the floor (or on a surface at height y). Height is overall in metres. */
export function plant(st: Stage, x: number, z: number, kind: PlantKind, height: number, opts: { y?: number; pot?: string; potR?: number } = {}): void {
  const rng = st.rng.fork(`plant${n1(x)}${n1(z)}`);
  const y0 = opts.y ?? 0;
  const potR = opts.potR ?? Math.min(0.3, Math.max(0.1, height * 0.14));
  const potH = potR * rng.range(1.3, 1.9);
  const pot = opts.pot ?? rng.pick([st.pal.stone, mix(st.pal.accent, st.pal.stone, 0.4), '#3b3632', st.pal.fabricAlt]);
  cyl(st, x, z, y0, y0 + potH, potR * 0.78, potR, pot, { shadow: y0 < 0.02, top: mix(st.pal.shadow, '#4a3b2e', 0.5) });
  const base = v3(x, y0 + potH, z);
  const s = st.scale(base);
  if (s <= 0) return;
  const b = st.P(base);
  const H = (height - potH) * s;
  const green = st.pal.plant;
  const lc = st.light.x * st.cam.cos - st.light.z * st.cam.sin;
  const tones = [mix(green, st.pal.shadow, 0.45), mix(green, st.pal.shadow, 0.2), green, lighten(mix(green, st.pal.sun, 0.25), 0.12)];
  const buckets: string[] = ['', '', '', ''];
  const stems: string[] = [];
  const toneFor = (ang: number, depth: number) => {
    const side = Math.cos(ang) * (lc > 0 ? -1 : 1);
    const t = Math.max(0, Math.min(3, Math.round(1.4 + side * 1.1 + depth + rng.range(-0.6, 0.6))));
    return t;
  };
  if (kind === 'fiddle' || kind === 'bush') {
    const n = kind === 'fiddle' ? 34 : 60;
    const stemsN = kind === 'fiddle' ? rng.int(1, 3) : 0;
    const tops: Vec2[] = [];
    for (let i = 0; i < stemsN; i++) {
      const tx = b.x + rng.range(-0.12, 0.12) * s;
      const ty = b.y - H * rng.range(0.75, 1);
      stems.push(`M${n1(b.x)} ${n1(b.y)}Q${n1(b.x + rng.range(-0.05, 0.05) * s)} ${n1((b.y + ty) / 2)} ${n1(tx)} ${n1(ty)}`);
      tops.push({ x: tx, y: ty });
    }
    const rad = kind === 'fiddle' ? 0.28 : 0.45;
    for (let i = 0; i < n; i++) {
      const hFrac = kind === 'fiddle' ? rng.range(0.35, 1) : rng.range(0.1, 0.95);
      const spread = (kind === 'fiddle' ? 0.55 + (1 - hFrac) * 0.3 : 1) * rad * s;
      const cx = b.x + rng.range(-1, 1) * spread * (kind === 'bush' ? Math.sin(hFrac * Math.PI) : 1);
      const cy = b.y - H * hFrac;
      const ang = rng.range(-Math.PI, 0) + rng.range(-0.4, 0.4);
      const L = (kind === 'fiddle' ? rng.range(0.2, 0.3) : rng.range(0.08, 0.14)) * s;
      const Wd = L * (kind === 'fiddle' ? 0.36 : 0.32);
      buckets[toneFor(ang, hFrac - 0.5)] += leaf({ x: cx, y: cy }, ang, L, Wd);
    }
    void tops;
  } else if (kind === 'palm') {
    const fronds = rng.int(7, 11);
    let stroke = '';
    for (let i = 0; i < fronds; i++) {
      const ang = -Math.PI / 2 + rng.range(-1.25, 1.25);
      const L = H * rng.range(0.75, 1.05);
      const ex = b.x + Math.cos(ang) * L * 0.85;
      const ey = b.y + Math.sin(ang) * L * 0.8 + L * 0.25;
      const mx = b.x + Math.cos(ang) * L * 0.35;
      const my = b.y + Math.sin(ang) * L * 0.95;
      stroke += `M${n1(b.x)} ${n1(b.y)}Q${n1(mx)} ${n1(my)} ${n1(ex)} ${n1(ey)}`;
      for (let k = 2; k < 16; k++) {
        const t = k / 16;
        const qx = (1 - t) * (1 - t) * b.x + 2 * (1 - t) * t * mx + t * t * ex;
        const qy = (1 - t) * (1 - t) * b.y + 2 * (1 - t) * t * my + t * t * ey;
        const ll = (0.16 + 0.12 * Math.sin(t * Math.PI)) * s;
        for (const sgn of [-1, 1]) {
          const la = Math.atan2(ey - my, ex - mx) + sgn * 1.1 + 0.5;
          buckets[toneFor(la, t - 0.3)] += leaf({ x: qx, y: qy }, la, ll, ll * 0.12);
        }
      }
    }
    stems.push(stroke);
  } else if (kind === 'olive') {
    const tx = b.x + rng.range(-0.1, 0.1) * s;
    const ty = b.y - H * 0.55;
    stems.push(
      `M${n1(b.x - 0.015 * s)} ${n1(b.y)}Q${n1(b.x + 0.06 * s)} ${n1(b.y - H * 0.3)} ${n1(tx)} ${n1(ty)}M${n1(tx)} ${n1(ty)}L${n1(tx - 0.15 * s)} ${n1(ty - H * 0.2)}M${n1(tx)} ${n1(ty)}L${n1(tx + 0.18 * s)} ${n1(ty - H * 0.25)}`,
    );
    const clusters = 9;
    for (let c = 0; c < clusters; c++) {
      const ccx = tx + rng.range(-0.4, 0.4) * s;
      const ccy = b.y - H * rng.range(0.6, 0.98);
      for (let i = 0; i < 26; i++) {
        const ang = rng.range(-Math.PI, Math.PI);
        const L = rng.range(0.05, 0.08) * s;
        buckets[toneFor(ang, (b.y - ccy) / H - 0.6)] += leaf({ x: ccx + rng.range(-0.17, 0.17) * s, y: ccy + rng.range(-0.12, 0.12) * s }, ang, L, L * 0.25);
      }
    }
  } else {
    const blades = rng.int(9, 15);
    for (let i = 0; i < blades; i++) {
      const ang = -Math.PI / 2 + rng.range(-0.35, 0.35);
      const L = H * rng.range(0.5, 1);
      buckets[toneFor(ang, 0.2)] += leaf({ x: b.x + rng.range(-0.08, 0.08) * s, y: b.y }, ang, L, 0.045 * s);
    }
  }
  const stemCol = mix(st.pal.woodDark, st.pal.shadow, 0.3);
  let svg = stems.length ? `<path d="${stems.join('')}" stroke="${stemCol}" stroke-width="${n1(Math.max(1, 0.018 * s))}" fill="none" stroke-linecap="round"/>` : '';
  buckets.forEach((d, i) => {
    if (d) svg += `<path d="${d}" fill="${tones[i]}"/>`;
  });
  const r = kind === 'bush' ? 0.5 : kind === 'palm' ? 0.55 : 0.4;
  st.addItem(v3(x - r, y0 + potH, z - r), v3(x + r, y0 + height, z + r), svg);
}
