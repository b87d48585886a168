/**
 * Runs the browser journeys. Without Chromium they cannot run, and that is a failure: a green
 * `npm test` must mean the journeys ran. SKIP_E2E=1 leaves them out on purpose, and says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const banner = (lines: string[]) => console.error(`\n${'!'.repeat(78)}\n${lines.map((line) => `  ${line}`).join('\n')}\n${'!'.repeat(78)}\n`);

if (['1', 'true', 'yes'].includes(process.env.SKIP_E2E ?? '')) {
  banner(['Browser journeys SKIPPED on purpose (SKIP_E2E is set).']);
  process.exit(0);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  banner([
    `Browser journeys NOT RUN: Chromium was not found at ${chromium}.`,
    'Install it with: apt-get install chromium   (or set CHROMIUM_PATH),',
    'or run without them on purpose: SKIP_E2E=1 npm test',
  ]);
  process.exit(1);
}
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
