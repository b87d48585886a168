/**
 * npm run bench:uploads — the server's memory under parallel image uploads (audit finding 4).
 * Starts the real app in a child process (same V8 flags as `npm start`) and sends, ten at a time:
 *   1. a small PNG declaring 7,700 × 7,700 pixels (a decompression bomb; refused from its header),
 *   2. a real 6,000 × 4,000 JPEG under 5 MB (decoded, resized and stored, two at a time).
 * For each round it prints the answers, the time and the server's peak and settled resident memory.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { largeBlankPng } from '../api/test/large-blank-png.ts';
import { BENCH_SITE_URL, memoryMb, startApiServer } from './bench/server-process.ts';

const PARALLEL = 10;
const OWNER = { email: 'owner@nileatelier.com', password: 'bench-owner-pass' };
const dir = mkdtempSync(join(tmpdir(), 'nile-bench-uploads-'));

const { child: server, base } = await startApiServer(dir, { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password }, 'bench server');

const megabytes = (field: 'VmHWM' | 'VmRSS') => memoryMb(server.pid, field);
/** Resets the kernel's peak-memory mark, so each round reports its own peak. */
const resetPeak = () => writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

const login = await fetch(`${base}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BENCH_SITE_URL },
  body: JSON.stringify(OWNER),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

const upload = async (data: Buffer, name: string) => {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${base}/api/admin/upload`, {
    method: 'POST',
    headers: { cookie, origin: BENCH_SITE_URL, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
};

const bomb = await largeBlankPng(7700, 7700);
const noise = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
  .png()
  .toBuffer();
let photo = Buffer.alloc(0);
// The best quality that stays under the 5 MB limit, like a camera's photo.
for (const quality of [85, 75, 65, 55, 45]) {
  photo = await sharp(noise).resize(6000, 4000).jpeg({ quality }).toBuffer();
  if (photo.length < 4.9 * 1024 * 1024) break;
}

const rows: Record<string, string | number>[] = [];
await settle();
rows.push({ round: 'idle after start', answers: '-', 'seconds': 0, 'peak RSS MB': Math.round(megabytes('VmHWM')), 'RSS after MB': Math.round(megabytes('VmRSS')) });

for (const [round, file, name] of [
  [`${PARALLEL} × 7,700² PNG bomb (${(bomb.length / 1024).toFixed(0)} KB)`, bomb, 'bomb.png'],
  [`${PARALLEL} × 6,000 × 4,000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB)`, photo, 'photo.jpg'],
] as const) {
  resetPeak();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => upload(file, name)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const peak = megabytes('VmHWM');
  await settle();
  const tally = new Map<number, number>();
  for (const code of answers) tally.set(code, (tally.get(code) ?? 0) + 1);
  const counts = [...tally];
  rows.push({ round, answers: counts.map(([code, n]) => `${n}× ${code}`).join(', '), seconds, 'peak RSS MB': Math.round(peak), 'RSS after MB': Math.round(megabytes('VmRSS')) });
}

console.table(rows);
server.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
