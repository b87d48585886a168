import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Writes small, distinct PNG photos to upload, named so their default alt text is recognisable. */
export const makeTestImages = async (dir: string, names: string[]) => {
  mkdirSync(dir, { recursive: true });
  const colours = ['#8c6d3f', '#1f4e5f', '#5e7a52', '#a3360a'];
  return Promise.all(
    names.map(async (name, index) => {
      const path = join(dir, `${name}.png`);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${colours[index % colours.length]}"/><circle cx="${300 + index * 250}" cy="400" r="180" fill="#f3efe8"/></svg>`;
      writeFileSync(path, await sharp(Buffer.from(svg)).png().toBuffer());
      return path;
    }),
  );
};
