import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { argumentsAfterEnvFile } from './env-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-env-file-'));
const file = join(dir, 'env');
writeFileSync(file, '# the service environment\nNILE_ENV_FILE_TEST_URL=https://nileatelier.example\nNILE_ENV_FILE_TEST_KEPT=from-file\n');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.NILE_ENV_FILE_TEST_URL;
  delete process.env.NILE_ENV_FILE_TEST_KEPT;
});

describe('--env-file on a script’s command line', () => {
  it('reads the service’s variables, leaves those already set, and hands on the other arguments', () => {
    process.env.NILE_ENV_FILE_TEST_KEPT = 'set-by-hand';
    expect(argumentsAfterEnvFile(['backup-2026-11-28', '--env-file', file, '--from-replica'])).toEqual(['backup-2026-11-28', '--from-replica']);
    expect(process.env.NILE_ENV_FILE_TEST_URL).toBe('https://nileatelier.example');
    expect(process.env.NILE_ENV_FILE_TEST_KEPT).toBe('set-by-hand');
    delete process.env.NILE_ENV_FILE_TEST_URL;
    expect(argumentsAfterEnvFile([`--env-file=${file}`])).toEqual([]);
    expect(process.env.NILE_ENV_FILE_TEST_URL).toBe('https://nileatelier.example');
  });
});
