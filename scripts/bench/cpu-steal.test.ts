import { describe, expect, it } from 'vitest';
import { averageSteal, formatSteal, measureSteal, parseCpuLine } from './cpu-steal.ts';

describe('the CPU steal the benchmarks print', () => {
  it('reads the stolen ticks and the total from the first line of /proc/stat', () => {
    const stat = 'cpu  2960310 94988 808525 3612576 16176 0 44845 184457 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n';
    expect(parseCpuLine(stat)).toEqual({ steal: 184457, total: 2960310 + 94988 + 808525 + 3612576 + 16176 + 0 + 44845 + 184457 });
  });

  it('answers null for text that is not a CPU line', () => {
    expect(parseCpuLine('intr 1 2 3')).toBeNull();
    expect(parseCpuLine('cpu 1 2 three 4 5 6 7 8')).toBeNull();
    expect(parseCpuLine('')).toBeNull();
  });

  it('measures a share between 0 and 1 on Linux', () => {
    const stolen = measureSteal();
    const until = Date.now() + 50;
    while (Date.now() < until) Math.sqrt(Math.random());
    const share = stolen();
    if (process.platform === 'linux') {
      expect(share).not.toBeNull();
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    } else expect(share).toBeNull();
  });

  it('averages the shares of several measurements, unknown when one of them is', () => {
    expect(averageSteal([0.1, 0.3])).toBeCloseTo(0.2);
    expect(averageSteal([0.1, null])).toBeNull();
    expect(averageSteal([])).toBeNull();
  });

  it('prints a share as whole percent', () => {
    expect(formatSteal(0.1234)).toBe('12 %');
    expect(formatSteal(null)).toBe('–');
  });
});
