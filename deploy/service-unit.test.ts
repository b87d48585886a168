import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const UNIT = fileURLToPath(new URL('./nile-atelier.service', import.meta.url));
const SOCKET = fileURLToPath(new URL('./nile-atelier.socket', import.meta.url));
const ENV_TEMPLATE = fileURLToPath(new URL('./nile-atelier.env.example', import.meta.url));
const README = fileURLToPath(new URL('../README.md', import.meta.url));

/** The unit's `Key=value` lines of section `[Service]`. */
const serviceSettings = () => {
  const lines = readFileSync(UNIT, 'utf8').split('\n');
  const start = lines.indexOf('[Service]');
  const end = lines.findIndex((line, index) => index > start && line.startsWith('['));
  return new Map(
    lines
      .slice(start + 1, end)
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  );
};

describe('deploy/nile-atelier.service', () => {
  it('passes systemd-analyze verify, alone and with its socket', () => {
    for (const units of [[UNIT], [UNIT, SOCKET]]) {
      const verified = spawnSync('systemd-analyze', ['verify', ...units], { encoding: 'utf8' });
      expect(`${verified.stdout}${verified.stderr}`.trim()).toBe('');
      expect(verified.status).toBe(0);
    }
  });

  it('runs sandboxed as its own user, restarts after a failure and stops on SIGTERM', () => {
    const settings = serviceSettings();
    expect(settings.get('User')).toBe('nile-atelier');
    expect(settings.get('Restart')).toBe('on-failure');
    expect(settings.get('MemoryMax')).toMatch(/^\d+[KMG]$/);
    expect(settings.get('NoNewPrivileges')).toBe('yes');
    expect(settings.get('ProtectSystem')).toBe('strict');
    expect(settings.get('PrivateTmp')).toBe('yes');
    expect(settings.get('EnvironmentFile')).toBe('/etc/nile-atelier/env');
    expect(settings.get('KillSignal')).toBe('SIGTERM');
    expect(settings.get('ReadWritePaths')?.split(' ')[0]).toBe('/var/lib/nile-atelier');
  });
});

describe('deploy/nile-atelier.env.example', () => {
  it('names every variable of the README, with production values', () => {
    const readmeTable = readFileSync(README, 'utf8').split('## Environment')[1]?.split('\n## ')[0] ?? '';
    const documented = [...readmeTable.matchAll(/^\| ((?:`[A-Z0-9_]+`(?:, )?)+) \|/gm)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1]),
    );
    expect(documented.length).toBeGreaterThan(30);
    const template = readFileSync(ENV_TEMPLATE, 'utf8');
    expect(documented.filter((name) => !new RegExp(`\\b${name}=`).test(template))).toEqual([]);
    for (const line of ['NODE_ENV=production', 'TRUST_PROXY=true', 'HOST=127.0.0.1']) expect(template).toContain(`\n${line}\n`);
    expect(template).toMatch(/\nSITE_URL=https:\/\//);
  });
});
