import { runLitestream } from './litestream.ts';

/** A Go duration as Litestream prints it (`1.5s`, `-250ms`, `2m3s`, `1h0m0s`) in milliseconds. */
export const parseGoDuration = (text: string): number => {
  const sign = text.startsWith('-') ? -1 : 1;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, µs: 0.001, ns: 0.000001 };
  let total = 0;
  for (const [, amount, unit] of text.replace(/^[-+]/, '').matchAll(/([\d.]+)(h|ms|m|s|us|µs|ns)/g)) total += Number(amount) * (units[unit ?? 's'] ?? 0);
  return sign * total;
};

export interface ReplicaLag {
  /** How long the newest change of the database has waited to reach the replica; 0 when it is there. */
  lagMs: number;
  /** When the replica last received a change. */
  updatedAt: string;
}

/**
 * How far behind the replica is, as Litestream reckons it (`litestream generations`: the time of the
 * database's last change minus that of the replica's newest one, for the newest generation). Throws when
 * the replica cannot be read or holds nothing yet.
 */
export const replicaLag = async (configPath: string, databasePath: string): Promise<ReplicaLag> => {
  const { code, output } = await runLitestream(['generations', '-config', configPath, databasePath], { timeoutMs: 30_000 });
  if (code !== 0) throw new Error(output.trim() || `litestream generations exited with ${code}`);
  const rows = output
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length >= 5);
  const newest = rows.sort((a, b) => String(a[4]).localeCompare(String(b[4]))).at(-1);
  if (!newest) throw new Error('the replica holds nothing yet');
  return { lagMs: Math.max(0, parseGoDuration(newest[2] ?? '0s')), updatedAt: newest[4] ?? '' };
};
