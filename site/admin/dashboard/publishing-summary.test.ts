import { describe, expect, it } from 'vitest';
import type { PublishStatus } from '../lib/api-types.ts';
import { publishingSummary } from './publishing-summary.ts';

const idle: PublishStatus = {
  mode: 'static',
  state: 'idle',
  lastPublishedAt: '2026-11-22T10:00:00.000Z',
  lastBuildDurationMs: 8200,
  lastError: null,
  lastFailedAt: null,
  pendingReasons: [],
};
const now = new Date('2026-11-22T10:05:00.000Z');

describe('publishing summary', () => {
  it('says when the site was last published and how long the build took', () => {
    const summary = publishingSummary(idle, 'en', now);
    expect(summary.label).toBe('Up to date');
    expect(summary.detail).toMatch(/^Last published November 22, 2026 at .+ \(5 minutes ago\) · built in 8 s\.$/);
  });

  it('shows the error of a failed build and that the previous version stays online', () => {
    const summary = publishingSummary({ ...idle, lastError: 'astro build exited with code 1', lastFailedAt: '2026-11-22T10:04:00.000Z' }, 'en', now);
    expect(summary.tone).toBe('danger');
    expect(summary.error).toBe('astro build exited with code 1');
    expect(summary.detail).toContain('The previous version stays online.');
  });

  it('tells about queued and running builds', () => {
    expect(publishingSummary({ ...idle, state: 'scheduled', pendingReasons: ['project "a" updated'] }, 'en', now).detail).toContain('1 change is waiting.');
    expect(publishingSummary({ ...idle, state: 'building' }, 'en', now).headline).toBe('Publishing your changes…');
  });

  it('explains the development mode, where nothing is published', () => {
    expect(publishingSummary({ ...idle, mode: 'dev' }, 'en', now).label).toBe('Live preview');
  });
});
