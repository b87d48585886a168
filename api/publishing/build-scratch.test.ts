import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inBuildScratch } from './build-scratch.ts';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'nile-checkout-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a build’s working folder', () => {
  it('is its own for every build, inside the checkout, and gone afterwards with the working directory given back', async () => {
    const before = process.cwd();
    const folders: string[] = [];
    for (let build = 0; build < 2; build++) {
      await inBuildScratch(root, async () => {
        folders.push(process.cwd());
        expect(existsSync(process.cwd())).toBe(true);
      });
    }
    const [first, second] = folders;
    expect(first).not.toBe(second);
    for (const folder of folders) {
      expect(folder.startsWith(join(root, 'node_modules', '.astro', 'builds'))).toBe(true);
      expect(existsSync(folder)).toBe(false);
    }
    expect(process.cwd()).toBe(before);
  });

  it('gives the working directory back when the build fails', async () => {
    const before = process.cwd();
    await expect(inBuildScratch(root, async () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed');
    expect(process.cwd()).toBe(before);
  });
});
