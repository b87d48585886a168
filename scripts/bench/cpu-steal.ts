import { readFileSync } from 'node:fs';

/**
 * This machine is a virtual one: in some minutes its host gives part of its cores' time to other guests,
 * and every figure of those minutes is slower for it. Linux counts that time as "steal"
 * in the first line of /proc/stat; the benchmarks print its share beside their figures.
 */
export const parseCpuLine = (stat: string) => {
  const fields = (stat.split('\n', 1)[0] ?? '').trim().split(/\s+/);
  if (fields[0] !== 'cpu') return null;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user and nice)
  const ticks = fields.slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, tick) => sum + tick, 0) };
};

const readCpuLine = () => {
  try {
    return parseCpuLine(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
};

/** Starts measuring; the function returned answers the share of the machine's CPU time stolen since, or null where Linux does not count it. */
export const measureSteal = () => {
  const start = readCpuLine();
  return () => {
    const end = readCpuLine();
    if (!start || !end || end.total <= start.total) return null;
    return (end.steal - start.steal) / (end.total - start.total);
  };
};

/** The mean share over measurements of equal length (rounds, runs), or null when any of them is unknown. */
export const averageSteal = (shares: (number | null)[]) =>
  shares.length > 0 && shares.every((share) => share !== null) ? shares.reduce((sum, share) => sum + share, 0) / shares.length : null;

/** "12 %", or "–" where it is not known. */
export const formatSteal = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);
