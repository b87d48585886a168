import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay } from '../../db/schema.ts';
import { ANALYTICS_RANGES } from '../../shared/analytics.ts';
import { addDays, cairoDay } from '../../shared/cairo-day.ts';
import { en } from '../../shared/messages/en.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import type { AnalyticsFigures } from './figures.ts';

const api = useTestApi();
let cookie = '';

/** Days counted: every day of the last 800, each with 2 visitors and 5 page views. */
const DAYS = 800;

beforeAll(async () => {
  cookie = (await createUserWithSession(api.deps)).cookie;
  // Around the test's own today, so the answer does not depend on the moment it is asked.
  const today = addDays(cairoDay(), 1);
  const rows = Array.from({ length: DAYS }, (_, i) => addDays(today, -i)).flatMap((day) => [
    { day, metric: 'visitors', key: '', count: 2 },
    { day, metric: 'views', key: '', count: 5 },
  ]);
  for (let i = 0; i < rows.length; i += 500) await api.handle.db.insert(analyticsDay).values(rows.slice(i, i + 500));
});

const figures = async (query: string) => {
  const res = await api.app.request(`/api/admin/analytics${query}`, { headers: { Cookie: cookie } });
  return { status: res.status, body: (await res.json()) as AnalyticsFigures & { message?: string } };
};

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

describe('GET /api/admin/analytics', () => {
  it('answers the figures of each range, up to today in Cairo, against the stretch before', async () => {
    for (const range of ANALYTICS_RANGES) {
      const { status, body } = await figures(`?range=${range}`);
      expect(status, range).toBe(200);
      const days = daysFrom(body.from, body.to);
      expect(days, range).toBe(range === '7d' ? 7 : range === '30d' ? 30 : days);
      expect(body.series, range).toHaveLength(range === '12m' ? 12 : days);
      expect(body.totals, range).toEqual({ visitors: 2 * days, views: 5 * days });
      expect(
        body.series.reduce((sum, point) => sum + point.views, 0),
        range,
      ).toBe(5 * days);
      const before = daysFrom(body.previous.from, body.previous.to);
      expect(body.previous, range).toEqual({ from: body.previous.from, to: body.previous.to, visitors: 2 * before, views: 5 * before });
    }
  });

  it('answers the last 7 days without a range', async () => {
    const { status, body } = await figures('');
    expect([status, body.range, body.series.length]).toEqual([200, '7d', 7]);
  });

  it('refuses another range with a clear 400', async () => {
    for (const query of ['?range=1y', '?range=', '?range=7d&range=30d']) {
      const { status, body } = await figures(query);
      expect([status, body.message], query).toEqual([400, en.analytics.rangeInvalid(ANALYTICS_RANGES)]);
    }
  });
});

describe('POST /api/hit where the server counts its own pages', () => {
  it('is answered 404: only pages with a beacon report their views', async () => {
    const res = await api.app.request('/api/hit', jsonInit('POST', { path: '/' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: en.analytics.notCountedHere });
  });
});
