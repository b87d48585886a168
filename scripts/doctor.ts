/**
 * npm run doctor — checks the install as it runs and prints one line per check: ✓, ⚠ (a warning, which does
 * not fail it), ✗ with what to do, or "skipped". Exits 1 when a check fails. Run it as the service's user, with
 * its environment: `sudo -u nile-atelier npm run doctor -- --env-file /etc/nile-atelier/env`.
 * `--ca <file>` trusts an extra certificate authority for the public address (NODE_EXTRA_CA_CERTS works too).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CheckStatus } from '../api/doctor/check.ts';
import { runDoctor } from '../api/doctor/run-doctor.ts';
import { argumentsAfterEnvFile } from './env-file.ts';

const { values } = parseArgs({ args: argumentsAfterEnvFile(), options: { ca: { type: 'string' } } });
const ca = values.ca ? readFileSync(values.ca, 'utf8') : undefined;

const MARKS: Record<CheckStatus, string> = { ok: '✓', warn: '⚠', fail: '✗', skipped: '–' };
const counts: Record<CheckStatus, number> = { ok: 0, warn: 0, fail: 0, skipped: 0 };

for await (const { status, label, detail } of runDoctor(process.env, { ca })) {
  counts[status] += 1;
  console.log(`${MARKS[status]} ${label}: ${status === 'skipped' ? `skipped (${detail})` : detail}`);
}
const tally = [`${counts.ok} passed`, `${counts.warn} warning${counts.warn === 1 ? '' : 's'}`, `${counts.skipped} skipped`, `${counts.fail} failed`].join(', ');
console.log(counts.fail > 0 ? `\n✗ ${tally}: fix what failed and run the doctor again.` : `\n✓ ${tally}.`);
process.exitCode = counts.fail > 0 ? 1 : 0;
