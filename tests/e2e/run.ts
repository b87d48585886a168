/**
 * Runs the browser journeys. Without Chromium they cannot run: outside CI that is said loudly
 * and the journeys are left out; with CI set it is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  Browser journeys NOT RUN: Chromium was not found at ${chromium}.\n  Install it with: apt-get install chromium   (or set CHROMIUM_PATH)\n${banner}\n`);
  process.exit(process.env.CI ? 1 : 0);
}
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
