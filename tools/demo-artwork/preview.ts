/**
 * Developer preview: renders artwork to PNG files for eyeballing.
 *   node tools/demo-artwork/preview.ts [outDir] [scene ...]
 * Options via env: PALETTE=sand SEEDS=1,2,3
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PALETTES, renderArtwork, SCENES } from './index.ts';
import type { PaletteName, SceneKind } from './index.ts';

const outDir = process.argv[2] ?? '/tmp/artwork';
const scenes = (process.argv.slice(3).length ? process.argv.slice(3) : SCENES) as SceneKind[];
const seeds = (process.env.SEEDS ?? '1').split(',').map(Number);
const palettes = (process.env.PALETTE ? process.env.PALETTE.split(',') : null) as PaletteName[] | null;
mkdirSync(outDir, { recursive: true });
let i = 0;
for (const scene of scenes) {
  for (const seed of seeds) {
    const palette = palettes ? (palettes[i % palettes.length] as PaletteName) : (PALETTES[i % PALETTES.length] as PaletteName);
    i++;
    const t0 = performance.now();
    const buf = await renderArtwork({ scene, palette, seed });
    const ms = performance.now() - t0;
    const file = join(outDir, `${scene}-${palette}-${seed}.png`);
    // PNG copy (the image viewer used for review only reads PNG); the real output is JPEG
    writeFileSync(file, await sharp(buf).png().toBuffer());
    console.log(`${file}  ${(buf.length / 1024).toFixed(0)} KB  ${ms.toFixed(0)} ms`);
  }
}
