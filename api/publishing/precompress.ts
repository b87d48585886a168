import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

/** Whether a built file is sent precompressed: a text asset of 1 KB or more. */
export const isPrecompressed = (name: string, bytes: number) => COMPRESSIBLE.test(name) && bytes >= MIN_BYTES;

/** A file's brotli (quality 11) and gzip (level 9) forms, made once at build time. */
export const compressForServing = async (content: Buffer) => {
  const [brotliForm, gzipForm] = await Promise.all([brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gz(content, { level: 9 })]);
  return { brotli: brotliForm, gzip: gzipForm };
};
