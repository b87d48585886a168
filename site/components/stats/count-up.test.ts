import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { localize } from '../../../shared/site-content/localize.ts';
import { FakeIntersectionObserver } from '../../test/intersection-observer.ts';
import { COUNT_DURATION_MS, IN_VIEW_THRESHOLD, startCountUps } from './count-up.ts';
import { formatNumber } from './format-stat.ts';

/** The counters as StatCounters.astro renders them: each showing its target. */
const renderCounters = () => {
  document.body.innerHTML = localize(defaultSiteContent.home.counters, 'en')
    .map(
      (stat) =>
        `<div data-count-up data-target="${stat.value}" data-decimals="${stat.decimals}"><dt>${stat.label}</dt>` +
        `<dd><span data-count-value>${formatNumber(stat.value, stat.decimals)}</span>${stat.suffix}</dd></div>`,
    )
    .join('');
};

const shown = () => [...document.querySelectorAll('[data-count-value]')].map((value) => value.textContent);

describe('stat counters', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'Date'] });
    FakeIntersectionObserver.install();
    renderCounters();
  });

  it('waits at 0 until half of a counter is in view, then reaches the target in 2 seconds', () => {
    startCountUps();
    expect(shown()).toEqual(['0.0', '0', '0', '0']);
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(IN_VIEW_THRESHOLD);

    FakeIntersectionObserver.reportAll(0.3);
    vi.advanceTimersByTime(COUNT_DURATION_MS);
    expect(shown()).toEqual(['0.0', '0', '0', '0']);

    FakeIntersectionObserver.reportAll(0.5);
    vi.advanceTimersByTime(COUNT_DURATION_MS / 2);
    const halfway = shown();
    expect(Number(halfway[3])).toBeGreaterThan(0);
    expect(Number(halfway[3])).toBeLessThan(25);

    vi.advanceTimersByTime(COUNT_DURATION_MS / 2 + 50);
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);
  });

  it('runs only the first time: leaving and re-entering the view does not restart it', () => {
    startCountUps();
    FakeIntersectionObserver.reportAll(1);
    vi.advanceTimersByTime(COUNT_DURATION_MS + 50);
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);

    FakeIntersectionObserver.reportAll(0);
    FakeIntersectionObserver.reportAll(1);
    vi.advanceTimersByTime(100);
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('keeps the targets when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    startCountUps();
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
