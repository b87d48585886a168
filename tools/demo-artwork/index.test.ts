import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PALETTES, renderArtwork, SCENES } from './index.ts';
import type { ArtworkSpec } from './index.ts';

/** Number of distinct colours after quantising to 4 bits per channel on a small thumbnail. */
async function distinctColours(img: Buffer): Promise<{ distinct: number; top: number }> {
  const { data } = await sharp(img).resize(96, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 3) {
    const key = ((data[i] as number) >> 4) * 256 + ((data[i + 1] as number) >> 4) * 16 + ((data[i + 2] as number) >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = data.length / 3;
  // colours that each cover at least 1% of the image
  const top = [...counts.values()].filter((c) => c / total >= 0.01).length;
  return { distinct: counts.size, top };
}

async function meanAbsDiff(a: Buffer, b: Buffer): Promise<number> {
  const ra = await sharp(a).resize(180, 120, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const rb = await sharp(b).resize(180, 120, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs((ra[i] as number) - (rb[i] as number));
  return sum / ra.length;
}

describe('renderArtwork', () => {
  it('exposes the scene and palette lists', () => {
    expect(SCENES).toHaveLength(15);
    expect(PALETTES.length).toBeGreaterThanOrEqual(6);
    expect(PALETTES.length).toBeLessThanOrEqual(8);
  });

  it('renders at the default and a requested size', async () => {
    const def = await sharp(await renderArtwork({ scene: 'living-room', palette: 'sand', seed: 1 })).metadata();
    expect([def.width, def.height]).toEqual([1800, 1200]);
    const custom = await sharp(await renderArtwork({ scene: 'cafe', palette: 'terracotta', seed: 2, width: 640, height: 360 })).metadata();
    expect([custom.width, custom.height, custom.format]).toEqual([640, 360, 'jpeg']);
  });

  it('is deterministic: the same spec gives identical bytes', async () => {
    const spec: ArtworkSpec = { scene: 'hotel-lobby', palette: 'nile-blue', seed: 7, width: 900, height: 600 };
    const a = await renderArtwork(spec);
    const b = await renderArtwork({ ...spec });
    expect(a.equals(b)).toBe(true);
  });

  it('varies with the seed and with the scene', async () => {
    const base: ArtworkSpec = { scene: 'restaurant', palette: 'walnut', seed: 1, width: 900, height: 600 };
    const a = await renderArtwork(base);
    const otherSeed = await renderArtwork({ ...base, seed: 2 });
    const otherScene = await renderArtwork({ ...base, scene: 'office' });
    expect(await meanAbsDiff(a, otherSeed)).toBeGreaterThan(4);
    expect(await meanAbsDiff(a, otherScene)).toBeGreaterThan(8);
  });

  it('renders every scene as a detailed, non-flat image', async () => {
    for (const [i, scene] of SCENES.entries()) {
      const palette = PALETTES[i % PALETTES.length] as (typeof PALETTES)[number];
      const img = await renderArtwork({ scene, palette, seed: 3, width: 600, height: 400 });
      const stats = await sharp(img).stats();
      const sd = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
      expect(sd, `${scene} contrast`).toBeGreaterThan(18);
      const { distinct, top } = await distinctColours(img);
      expect(distinct, `${scene} colours`).toBeGreaterThan(60);
      expect(top, `${scene} dominant colours`).toBeGreaterThanOrEqual(6);
    }
  }, 60_000);

  it('rejects unknown scenes and palettes', async () => {
    await expect(renderArtwork({ scene: 'garage' as never, palette: 'sand', seed: 1 })).rejects.toThrow(/scene/);
    await expect(renderArtwork({ scene: 'cafe', palette: 'neon' as never, seed: 1 })).rejects.toThrow(/palette/);
  });
});
