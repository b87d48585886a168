/**
 * Procedural architectural interior artwork for the demo seed.
 * Each spec (scene + palette + seed) deterministically renders an SVG scene with
 * perspective, daylight, shadows and furniture, rasterised by sharp (librsvg).
 */
import sharp from 'sharp';
import { getPalette, PALETTES } from './palettes.ts';
import type { PaletteName } from './palettes.ts';
import { createRng, hashString } from './random.ts';
import { finish } from './scenes/common.ts';
import type { SceneContext } from './scenes/common.ts';
import { facade } from './scenes/facade.ts';
import { barLounge, cafe, hotelLobby, restaurant } from './scenes/hospitality.ts';
import { bathroom, bedroom, kitchen, livingRoom } from './scenes/living.ts';
import { boutiqueDisplay, retailStore } from './scenes/retail.ts';
import { clinic, meetingRoom, office, reception } from './scenes/workplace.ts';
import { SOFT_OVER, SOFT_UNDER } from './stage.ts';
import type { ArtworkParts, Stage } from './stage.ts';

export type { PaletteName } from './palettes.ts';
export { PALETTES } from './palettes.ts';

export type SceneKind =
  | 'living-room'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'retail-store'
  | 'boutique-display'
  | 'cafe'
  | 'restaurant'
  | 'bar-lounge'
  | 'office'
  | 'meeting-room'
  | 'reception'
  | 'hotel-lobby'
  | 'clinic'
  | 'facade';

export const SCENES: readonly SceneKind[] = [
  'living-room',
  'bedroom',
  'kitchen',
  'bathroom',
  'retail-store',
  'boutique-display',
  'cafe',
  'restaurant',
  'bar-lounge',
  'office',
  'meeting-room',
  'reception',
  'hotel-lobby',
  'clinic',
  'facade',
];

export interface ArtworkSpec {
  scene: SceneKind;
  /** A named material palette. */
  palette: PaletteName;
  /** Deterministic variation (camera, windows, layout, light). Same spec → same bytes. */
  seed: number;
  width?: number; // default 1800
  height?: number; // default 1200
}

type Builder = (ctx: SceneContext) => Stage;

const BUILDERS: Partial<Record<SceneKind, Builder>> = {
  'living-room': livingRoom,
  bedroom,
  kitchen,
  bathroom,
  cafe,
  restaurant,
  'bar-lounge': barLounge,
  'hotel-lobby': hotelLobby,
  'retail-store': retailStore,
  'boutique-display': boutiqueDisplay,
  office,
  'meeting-room': meetingRoom,
  reception,
  clinic,
  facade,
};

const SOFT_SCALE = 0.25;

/** Builds the layered SVG documents for a spec (exposed for previews and tests). */
function artworkParts(spec: ArtworkSpec): ArtworkParts {
  const width = Math.round(spec.width ?? 1800);
  const height = Math.round(spec.height ?? 1200);
  if (!(width >= 16 && height >= 16 && width <= 8000 && height <= 8000)) throw new Error(`Invalid artwork size ${width}×${height}`);
  const build = BUILDERS[spec.scene];
  if (!build) throw new Error(`Unknown scene: ${String(spec.scene)}`);
  if (!PALETTES.includes(spec.palette)) throw new Error(`Unknown palette: ${String(spec.palette)}`);
  const rng = createRng(hashString(`${spec.scene}|${spec.palette}|${Math.trunc(spec.seed)}`));
  const stage = build({ width, height, pal: getPalette(spec.palette), paletteName: spec.palette, rng });
  return finish(stage, SOFT_SCALE);
}

async function softLayer(svg: string): Promise<string> {
  const png = await sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Renders a spec to a high-quality JPEG (4:4:4, q90). */
export async function renderArtwork(spec: ArtworkSpec): Promise<Buffer> {
  const parts = artworkParts(spec);
  const [under, over] = await Promise.all([softLayer(parts.under), softLayer(parts.over)]);
  const svg = parts.main.replace(SOFT_UNDER, under).replace(SOFT_OVER, over);
  return sharp(Buffer.from(svg), { density: 72 }).removeAlpha().jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
}
