import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../../shared/company.ts';
import { FakeIntersectionObserver } from '../../test/intersection-observer.ts';
import StatCounters from './StatCounters.tsx';
import { COUNT_DURATION_MS, IN_VIEW_THRESHOLD } from './use-count-up.ts';

const shown = () => screen.getAllByTestId('counter-value').map((value) => value.textContent);

describe('StatCounters', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'Date'] });
    FakeIntersectionObserver.install();
  });

  it('names the four statistics of the spec for everyone, screen readers included', () => {
    render(<StatCounters stats={company.stats} />);
    for (const text of ['1.3 Billion EGP', '16,700 m²', '20+', '25+']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('waits at 0 until half of a counter is in view, then reaches the target in 2 seconds', () => {
    render(<StatCounters stats={company.stats} />);
    expect(shown()).toEqual(['0.0', '0', '0', '0']);
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(IN_VIEW_THRESHOLD);

    act(() => FakeIntersectionObserver.reportAll(0.3));
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS));
    expect(shown()).toEqual(['0.0', '0', '0', '0']);

    act(() => FakeIntersectionObserver.reportAll(0.5));
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS / 2));
    const halfway = shown();
    expect(Number(halfway[3])).toBeGreaterThan(0);
    expect(Number(halfway[3])).toBeLessThan(25);

    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS / 2 + 50));
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);
  });

  it('runs only the first time: leaving and re-entering the view does not restart it', () => {
    render(<StatCounters stats={company.stats} />);
    act(() => FakeIntersectionObserver.reportAll(1));
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS + 50));
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);

    act(() => FakeIntersectionObserver.reportAll(0));
    act(() => FakeIntersectionObserver.reportAll(1));
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('shows the targets at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    render(<StatCounters stats={company.stats} />);
    expect(shown()).toEqual(['1.3', '16,700', '20', '25']);
  });
});
