/**
 * The drawing stage: camera + palette + layered SVG output.
 * Flat decorations go to named layers; solid objects are depth-sorted with a
 * separating-plane painter's sort so furniture overlaps correctly.
 */
import { mix } from './color.ts';
import { dot, project, projectPoly, projectSegment, scaleAt, toCam } from './geometry.ts';
import type { Camera, Vec2, Vec3 } from './geometry.ts';
import type { Palette } from './palettes.ts';
import type { Rng } from './random.ts';

export type Layer = 'back' | 'shell' | 'surface' | 'ao' | 'view' | 'wall' | 'rug' | 'floorLight' | 'shadowSoft' | 'shadowHard' | 'objects' | 'glowBlur' | 'glow' | 'haze' | 'post';

export type Stop = [offset: number, color: string, opacity?: number];

interface Item {
  min: Vec3;
  max: Vec3;
  svg: string;
  bb: [number, number, number, number];
  dist: number;
  index: number;
}

/** Formats a coordinate with one decimal (keeps SVG small and output deterministic). */
export const n1 = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export function pathOf(pts: readonly Vec2[], close = true): string {
  if (pts.length === 0) return '';
  let d = `M${n1((pts[0] as Vec2).x)} ${n1((pts[0] as Vec2).y)}`;
  for (let i = 1; i < pts.length; i++) d += `L${n1((pts[i] as Vec2).x)} ${n1((pts[i] as Vec2).y)}`;
  return close ? `${d}Z` : d;
}

/** A polygon path with rounded corners; radius in px per vertex (capped by edge length). */
export function roundedPathOf(pts: readonly Vec2[], radius: number): string {
  const n = pts.length;
  if (n < 3) return pathOf(pts);
  let d = '';
  for (let i = 0; i < n; i++) {
    const p = pts[i] as Vec2;
    const prev = pts[(i - 1 + n) % n] as Vec2;
    const next = pts[(i + 1) % n] as Vec2;
    const lp = Math.hypot(prev.x - p.x, prev.y - p.y) || 1;
    const ln = Math.hypot(next.x - p.x, next.y - p.y) || 1;
    const r1 = Math.min(radius, lp * 0.45) / lp;
    const r2 = Math.min(radius, ln * 0.45) / ln;
    const a = { x: p.x + (prev.x - p.x) * r1, y: p.y + (prev.y - p.y) * r1 };
    const b = { x: p.x + (next.x - p.x) * r2, y: p.y + (next.y - p.y) * r2 };
    d += `${i === 0 ? 'M' : 'L'}${n1(a.x)} ${n1(a.y)}Q${n1(p.x)} ${n1(p.y)} ${n1(b.x)} ${n1(b.y)}`;
  }
  return `${d}Z`;
}

export interface StageOptions {
  width: number;
  height: number;
  camera: Camera;
  palette: Palette;
  rng: Rng;
  /** Direction the key light travels (normalised). */
  light: Vec3;
}

export class Stage {
  readonly w: number;
  readonly h: number;
  /** Pixel unit: 1 at 1800 px wide. */
  readonly u: number;
  readonly cam: Camera;
  readonly pal: Palette;
  readonly rng: Rng;
  light: Vec3;
  /** Direction used to throw soft floor shadows (the sun by day, mostly downward at night). */
  castDir: Vec3;
  /** Floor extent (x, z) that cast shadows and sun patches are clipped to. */
  floorBounds = { x0: -1000, z0: -1000, x1: 1000, z1: 1000 };
  /** Work to do just before rendering (e.g. exterior views behind all windows). */
  hooks: (() => void)[] = [];
  /** Ambient level for surfaces (lower in evening scenes). */
  ambient = 0.58;
  private defs: string[] = [];
  private seq = 0;
  private layers = new Map<Layer, string[]>();
  private items: Item[] = [];

  constructor(o: StageOptions) {
    this.w = o.width;
    this.h = o.height;
    this.u = o.width / 1800;
    this.cam = o.camera;
    this.pal = o.palette;
    this.rng = o.rng;
    this.light = o.light;
    this.castDir = o.light;
    if (o.palette.evening) this.ambient = 0.5;
  }

  id(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${n1(o * 100)}%" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`)
      .join('');
  }

  /** A user-space linear gradient from (x1,y1) to (x2,y2); returns `url(#id)`. */
  linear(stops: readonly Stop[], a: Vec2, b: Vec2): string {
    const id = this.id('l');
    this.def(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A user-space radial gradient, optionally squashed vertically (sy) for ellipses. */
  radial(stops: readonly Stop[], c: Vec2, r: number, sy = 1): string {
    const id = this.id('r');
    const tf = sy === 1 ? '' : ` gradientTransform="translate(0 ${n1(c.y * (1 - sy))}) scale(1 ${Math.round(sy * 1000) / 1000})"`;
    this.def(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(c.x)}" cy="${n1(c.y)}" r="${n1(Math.max(0.1, r))}"${tf}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path from an SVG path string; returns the id. */
  clip(d: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  add(layer: Layer, svg: string): void {
    if (!svg) return;
    let list = this.layers.get(layer);
    if (!list) {
      list = [];
      this.layers.set(layer, list);
    }
    list.push(svg);
  }

  /** Adds a depth-sorted solid with its world bounding box. */
  addItem(min: Vec3, max: Vec3, svg: string): void {
    if (!svg) return;
    const corners: Vec3[] = [];
    for (const x of [min.x, max.x]) for (const y of [min.y, max.y]) for (const z of [min.z, max.z]) corners.push({ x, y, z });
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    let behind = false;
    for (const p of corners) {
      const s = project(this.cam, p);
      if (!s) {
        behind = true;
        continue;
      }
      x0 = Math.min(x0, s.x);
      y0 = Math.min(y0, s.y);
      x1 = Math.max(x1, s.x);
      y1 = Math.max(y1, s.y);
    }
    if (behind) {
      x0 = -1e6;
      y0 = -1e6;
      x1 = 1e6;
      y1 = 1e6;
    }
    if (x1 < 0 || x0 > this.w || y1 < 0 || y0 > this.h) return;
    const c = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2, z: (min.z + max.z) / 2 };
    const q = toCam(this.cam, c);
    this.items.push({ min, max, svg, bb: [x0, y0, x1, y1], dist: Math.hypot(q.x, q.y, q.z), index: this.items.length });
  }

  P(p: Vec3): Vec2 {
    return project(this.cam, p) ?? { x: this.w / 2, y: this.cam.cy };
  }

  poly(pts: readonly Vec3[]): Vec2[] {
    return projectPoly(this.cam, pts);
  }

  /** Path string of a projected (near-clipped) 3D polygon. */
  path3(pts: readonly Vec3[]): string {
    const p = projectPoly(this.cam, pts);
    return p.length >= 3 ? pathOf(p) : '';
  }

  /** Path string of a projected 3D segment. */
  seg3(a: Vec3, b: Vec3): string {
    const s = projectSegment(this.cam, a, b);
    if (!s) return '';
    return `M${n1(s[0].x)} ${n1(s[0].y)}L${n1(s[1].x)} ${n1(s[1].y)}`;
  }

  scale(p: Vec3): number {
    return scaleAt(this.cam, p);
  }

  /** True if a face with this normal through this point faces the camera. */
  faces(n: Vec3, p: Vec3): boolean {
    return dot(n, { x: this.cam.pos.x - p.x, y: this.cam.pos.y - p.y, z: this.cam.pos.z - p.z }) > 1e-6;
  }

  /** Lambert-ish shading for a surface normal, tinted towards the palette's shadow and sun colours. */
  shade(base: string, n: Vec3, boost = 0): string {
    const l = this.light;
    const diffuse = Math.max(0, -(n.x * l.x + n.y * l.y + n.z * l.z));
    let k = this.ambient + 0.34 * diffuse + 0.14 * n.y + boost;
    k = Math.max(0.2, Math.min(1, k));
    const dark = mix(base, this.pal.shadow, 0.42);
    const lit = mix(base, this.pal.sun, 0.14);
    return mix(dark, lit, k);
  }

  private sortedItems(): Item[] {
    const items = this.items;
    const n = items.length;
    const cam = this.cam.pos;
    const after: number[][] = items.map(() => []);
    const indeg = new Array<number>(n).fill(0);
    const eps = 0.015;
    for (let i = 0; i < n; i++) {
      const a = items[i] as Item;
      for (let j = i + 1; j < n; j++) {
        const b = items[j] as Item;
        if (a.bb[2] < b.bb[0] || b.bb[2] < a.bb[0] || a.bb[3] < b.bb[1] || b.bb[3] < a.bb[1]) continue;
        // Which one is nearer? Find a separating axis-aligned plane.
        let aNear: boolean | null = null;
        const axes: ('x' | 'y' | 'z')[] = ['x', 'z', 'y'];
        for (const ax of axes) {
          if (a.max[ax] <= b.min[ax] + eps) {
            const plane = (a.max[ax] + b.min[ax]) / 2;
            aNear = cam[ax] < plane;
            break;
          }
          if (b.max[ax] <= a.min[ax] + eps) {
            const plane = (b.max[ax] + a.min[ax]) / 2;
            aNear = cam[ax] > plane;
            break;
          }
        }
        if (aNear === null) aNear = a.dist < b.dist || (a.dist === b.dist && a.index > b.index);
        // far one first: edge far -> near
        if (aNear) {
          (after[j] as number[]).push(i);
          indeg[i] = (indeg[i] as number) + 1;
        } else {
          (after[i] as number[]).push(j);
          indeg[j] = (indeg[j] as number) + 1;
        }
      }
    }
    const done = new Array<boolean>(n).fill(false);
    const out: Item[] = [];
    for (let k = 0; k < n; k++) {
      // pick the farthest item with no pending predecessors; break cycles by farthest overall
      let best = -1;
      for (let i = 0; i < n; i++) {
        if (done[i] || indeg[i] !== 0) continue;
        if (best < 0 || (items[i] as Item).dist > (items[best] as Item).dist) best = i;
      }
      if (best < 0) {
        for (let i = 0; i < n; i++) {
          if (done[i]) continue;
          if (best < 0 || (items[i] as Item).dist > (items[best] as Item).dist) best = i;
        }
      }
      done[best] = true;
      out.push(items[best] as Item);
      for (const j of after[best] as number[]) indeg[j] = (indeg[j] as number) - 1;
    }
    return out;
  }

  /**
   * Renders the scene as a full-resolution document plus two low-resolution documents for
   * the soft layers (occlusion, sun patches, shadows below the objects; glows, haze and grade
   * above them). The soft layers are rasterised small and embedded as images in the main
   * document: blurs are cheap at low resolution, which keeps a render fast.
   */
  renderParts(softScale: number): ArtworkParts {
    for (const hook of this.hooks) hook();
    this.hooks = [];
    const u = this.u;
    const blur = (id: string, sd: number) =>
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${-this.w * 0.1}" y="${-this.h * 0.1}" width="${this.w * 1.2}" height="${this.h * 1.2}"><feGaussianBlur stdDeviation="${n1(sd)}"/></filter>`;
    const filters = blur('bS', 3 * u) + blur('bM', 12 * u) + blur('bL', 40 * u);
    const wrap: Partial<Record<Layer, [string, string]>> = {
      ao: ['<g filter="url(#bM)">', '</g>'],
      floorLight: ['<g filter="url(#bM)">', '</g>'],
      shadowSoft: [`<g filter="url(#bL)" opacity="${this.pal.evening ? 0.3 : 0.24}">`, '</g>'],
      shadowHard: ['<g filter="url(#bS)" opacity="0.5">', '</g>'],
      glowBlur: ['<g filter="url(#bM)">', '</g>'],
      haze: ['<g filter="url(#bL)">', '</g>'],
    };
    const defs = `<defs>${filters}${this.defs.join('')}</defs>`;
    const inner = (layers: readonly Layer[]) => {
      return cheapOpacity(innerRaw(layers));
    };
    const innerRaw = (layers: readonly Layer[]) => {
      const body: string[] = [];
      for (const layer of layers) {
        const content = layer === 'objects' ? this.sortedItems().map((i) => i.svg) : this.layers.get(layer);
        if (!content || content.length === 0) continue;
        const [open, close] = wrap[layer] ?? ['<g>', '</g>'];
        body.push(open + content.join('') + close);
      }
      return body.join('');
    };
    const doc = (layers: readonly Layer[], scale: number) => {
      const pw = Math.max(1, Math.round(this.w * scale));
      const ph = Math.max(1, Math.round(this.h * scale));
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="none">${defs}${inner(layers)}</svg>`;
    };
    const main =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      defs +
      `<rect width="${this.w}" height="${this.h}" fill="${this.pal.wall}"/>` +
      inner(['back', 'shell', 'surface', 'view', 'wall', 'rug']) +
      `<image href="${SOFT_UNDER}" x="0" y="0" width="${this.w}" height="${this.h}" preserveAspectRatio="none"/>` +
      inner(['objects']) +
      `<image href="${SOFT_OVER}" x="0" y="0" width="${this.w}" height="${this.h}" preserveAspectRatio="none"/>` +
      '</svg>';
    return {
      width: this.w,
      height: this.h,
      main,
      under: doc(['ao', 'floorLight', 'shadowSoft', 'shadowHard'], softScale),
      over: doc(['glowBlur', 'glow', 'haze', 'post'], softScale),
    };
  }
}

/** Placeholders in `main` for the rasterised soft layers (data URIs). */
export const SOFT_UNDER = '__SOFT_UNDER__';
export const SOFT_OVER = '__SOFT_OVER__';

/**
 * `opacity` on a single shape makes librsvg render it through an offscreen group, which is
 * slow for thousands of shapes. For shapes that only fill (or only stroke) the per-paint
 * opacity is visually identical and much cheaper.
 */
function cheapOpacity(svg: string): string {
  return svg.replace(/<(path|ellipse|circle|rect)\b([^>]*?) opacity="([^"]+)"([^>]*)>/g, (m, tag: string, a: string, o: string, b: string) => {
    const attrs = a + b;
    const hasStroke = /\bstroke="(?!none)/.test(attrs);
    const noFill = /\bfill="none"/.test(attrs);
    if (hasStroke && noFill) return `<${tag}${a} stroke-opacity="${o}"${b}>`;
    if (!hasStroke) return `<${tag}${a} fill-opacity="${o}"${b}>`;
    return m;
  });
}

export interface ArtworkParts {
  width: number;
  height: number;
  /** Full-resolution document with SOFT_UNDER / SOFT_OVER image placeholders. */
  main: string;
  /** Low-resolution documents of the blurred layers. */
  under: string;
  over: string;
}
