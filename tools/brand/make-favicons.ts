/**
 * Writes the favicon set into public/ from the logo mark (tools/brand/logo-mark.svg).
 *   node tools/brand/make-favicons.ts
 * The outputs are committed; run again only when the mark changes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const publicDir = (name: string) => fileURLToPath(new URL(`../../public/${name}`, import.meta.url));

const mark = await readFile(here('./logo-mark.svg'));
// Platforms that round or mask the icon themselves get a full-bleed square.
const squareMark = Buffer.from(mark.toString().replace('rx="12"', 'rx="0"'));
const png = (size: number, padding = 0, source = padding ? squareMark : mark) =>
  sharp(source, { density: 72 * Math.ceil(size / 64) * 2 })
    .resize(size - padding * 2, size - padding * 2)
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#1a1612' })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An .ico holding one PNG image (every current browser reads PNG-in-ICO). */
const ico = (image: Buffer, size: number) => {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, image]);
};

await writeFile(publicDir('favicon.svg'), mark);
await writeFile(publicDir('favicon.ico'), ico(await png(32), 32));
await writeFile(publicDir('apple-touch-icon.png'), await png(180, 18));
await writeFile(publicDir('icon-192.png'), await png(192));
await writeFile(publicDir('icon-512.png'), await png(512));
// Maskable icons keep the mark inside the central safe zone (80 %).
await writeFile(publicDir('icon-maskable-512.png'), await png(512, 52));

const manifest = {
  name: 'Nile Atelier',
  short_name: 'Nile Atelier',
  description: 'Construction & interior fit-out studio in Cairo',
  start_url: '/',
  display: 'browser',
  background_color: '#fbfaf7',
  theme_color: '#1a1612',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
await writeFile(publicDir('site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log('Favicons written to public/.');
