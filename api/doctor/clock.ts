import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AppConfig } from '../config.ts';
import { check, type DoctorContext, fail, ok, warn } from './check.ts';

/** Certificates, the bucket's signatures and the replica's lag all read the clock; a few seconds off is already visible in the lag. */
const MAX_SKEW_MS = 10_000;
const TIMEOUT_MS = 5000;

/** The S3 services this install talks to, whose Date header tells the time. */
const timeServers = ({ uploadsS3, replica }: AppConfig) => {
  const servers = [uploadsS3 ? (uploadsS3.endpoint ?? `https://s3.${uploadsS3.region}.amazonaws.com`) : null];
  if (replica?.url.startsWith('s3://')) servers.push(replica.endpoint ?? `https://s3.${replica.region}.amazonaws.com`);
  return [...new Set(servers.filter((server) => server !== null))];
};

/** How far this clock is ahead of `server`'s (negative: behind), from its Date header, which counts whole seconds. */
const skewFrom = async (server: string, now: DoctorContext['now']) => {
  const sent = now().getTime();
  const answer = await fetch(server, { method: 'HEAD', signal: AbortSignal.timeout(TIMEOUT_MS) });
  const received = now().getTime();
  const date = Date.parse(answer.headers.get('date') ?? '');
  if (Number.isNaN(date)) throw new Error(`${server} sent no Date`);
  return (sent + received) / 2 - (date + 500);
};

const ntpSynchronised = async () => {
  const { stdout } = await promisify(execFile)('timedatectl', ['show', '--property=NTPSynchronized', '--value'], { timeout: TIMEOUT_MS });
  return stdout.trim() === 'yes';
};

export const clock = check('Clock', async ({ config, now }) => {
  for (const server of timeServers(config)) {
    const skew = await skewFrom(server, now).catch(() => null);
    if (skew === null) continue;
    const off = `${(Math.abs(skew) / 1000).toFixed(1)} s ${skew > 0 ? 'ahead of' : 'behind'} ${server}`;
    if (Math.abs(skew) > MAX_SKEW_MS) return fail(`${off}: turn on time synchronisation (sudo timedatectl set-ntp true)`);
    return ok(`${now().toISOString()}, ${off}`);
  }
  const synchronised = await ntpSynchronised().catch(() => null);
  if (synchronised === true) return ok(`${now().toISOString()}, synchronised (timedatectl)`);
  if (synchronised === false) return fail('not synchronised with a time server (timedatectl): sudo timedatectl set-ntp true');
  return warn(`${now().toISOString()}; could not tell whether it is right: no time server to compare with, and timedatectl did not answer`);
});
