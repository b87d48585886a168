import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside every text asset, so the server never compresses per request. */
export const precompress = async (dir: string) => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return;
        await writeFile(`${path}.br`, await brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
      }),
  );
};
