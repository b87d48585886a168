import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTempDatabase } from '../../db/test/temp-database.ts';
import { eq } from 'drizzle-orm';
import { analyticsDay, project, projectTranslation } from '../../db/schema.ts';
import { OTHER_KEY } from '../../shared/analytics.ts';
import { addDays } from '../../shared/cairo-day.ts';
import { analyticsFigures, rangeSpans } from './figures.ts';

const temp = setUpTempDatabase('figures');
const TODAY = '2026-11-26';

const count = (day: string, metric: string, key: string, n: number) => ({ day, metric, key, count: n });

beforeAll(async () => {
  await temp.db.insert(project).values(
    ['villa-zamalek', 'cafe-maadi'].map((slug, i) => ({
      title: i === 0 ? 'Villa in Zamalek' : 'Café in Maadi',
      slug,
      category: 'residential',
      description: 'A project of the studio.',
      imageUrl: '/uploads/a.webp',
      imageAlt: 'A room',
    })),
  );
  await temp.db.insert(analyticsDay).values([
    // The last 7 days: 2 visitors and 3 views a day, on the 20th to the 26th.
    ...Array.from({ length: 7 }, (_, i) => [count(addDays(TODAY, -i), 'visitors', '', 2), count(addDays(TODAY, -i), 'views', '', 3)]).flat(),
    // The 7 days before: 1 visitor and 1 view on one of them.
    count('2026-11-15', 'visitors', '', 1),
    count('2026-11-15', 'views', '', 1),
    // Earlier in the last 30 days, and a year ago.
    count('2026-11-01', 'visitors', '', 4),
    count('2026-11-01', 'views', '', 9),
    count('2025-12-10', 'visitors', '', 10),
    count('2025-12-10', 'views', '', 20),
    count('2024-12-10', 'visitors', '', 5),
    count('2024-12-10', 'views', '', 6),
    count(TODAY, 'page', '/', 8),
    count(TODAY, 'page', '/portfolio/villa-zamalek', 5),
    count('2026-11-25', 'page', '/ar/portfolio/villa-zamalek', 4),
    count(TODAY, 'page', '/portfolio/cafe-maadi', 2),
    count(TODAY, 'page', '/portfolio/gone-project', 1),
    count(TODAY, 'page', OTHER_KEY, 1),
    count(TODAY, 'lang', 'en', 17),
    count('2026-11-25', 'lang', 'ar', 4),
    count(TODAY, 'device', 'phone', 9),
    count(TODAY, 'device', 'desktop', 5),
    count(TODAY, 'source', 'direct', 8),
    count(TODAY, 'source', 'newsletter', 4),
    count(TODAY, 'source', 'google', 2),
    count('2026-11-01', 'source', 'instagram', 4),
  ]);
});

describe('the figures of a range', () => {
  it('cover the last 7 or 30 days against the same stretch before, and the last 12 months against a year before', () => {
    expect(rangeSpans('7d', TODAY)).toEqual({ unit: 'day', current: { from: '2026-11-20', to: TODAY }, previous: { from: '2026-11-13', to: '2026-11-19' } });
    expect(rangeSpans('30d', TODAY)).toEqual({ unit: 'day', current: { from: '2026-10-28', to: TODAY }, previous: { from: '2026-09-28', to: '2026-10-27' } });
    expect(rangeSpans('12m', TODAY)).toEqual({ unit: 'month', current: { from: '2025-12-01', to: TODAY }, previous: { from: '2024-12-01', to: '2025-11-26' } });
    expect(rangeSpans('12m', '2028-02-29').previous).toEqual({ from: '2026-03-01', to: '2027-02-28' });
  });

  it('answer the last 7 days day by day, with the top pages and projects, sources, languages and devices', async () => {
    const figures = await analyticsFigures(temp.db, '7d', TODAY);
    expect(figures).toEqual({
      range: '7d',
      unit: 'day',
      from: '2026-11-20',
      to: TODAY,
      series: Array.from({ length: 7 }, (_, i) => ({ start: addDays('2026-11-20', i), visitors: 2, views: 3 })),
      totals: { visitors: 14, views: 21 },
      previous: { from: '2026-11-13', to: '2026-11-19', visitors: 1, views: 1 },
      pages: [
        { path: '/', views: 8 },
        { path: '/portfolio/villa-zamalek', views: 5 },
        { path: '/ar/portfolio/villa-zamalek', views: 4 },
        { path: '/portfolio/cafe-maadi', views: 2 },
        { path: OTHER_KEY, views: 1 },
        { path: '/portfolio/gone-project', views: 1 },
      ],
      projects: [
        { slug: 'villa-zamalek', title: 'Villa in Zamalek', views: 9 },
        { slug: 'cafe-maadi', title: 'Café in Maadi', views: 2 },
        { slug: 'gone-project', title: null, views: 1 },
      ],
      sources: [
        { key: 'direct', kind: 'direct', visitors: 8, leads: 0, leadsPer100: 0 },
        { key: 'newsletter', kind: 'campaign', name: 'newsletter', visitors: 4, leads: 0, leadsPer100: 0 },
        { key: 'google', kind: 'search', name: 'Google', visitors: 2, leads: 0, leadsPer100: 0 },
      ],
      languages: [
        { lang: 'en', views: 17 },
        { lang: 'ar', views: 4 },
      ],
      devices: [
        { device: 'phone', visitors: 9 },
        { device: 'desktop', visitors: 5 },
      ],
    });
  });

  it('name the top projects in the reader’s language where they have a title in it', async () => {
    const [villa] = await temp.db.select({ id: project.id }).from(project).where(eq(project.slug, 'villa-zamalek'));
    if (!villa) throw new Error('Expected the villa.');
    await temp.db.insert(projectTranslation).values({ projectId: villa.id, locale: 'ar', title: 'فيلا في الزمالك' });
    expect((await analyticsFigures(temp.db, '7d', TODAY, 'ar')).projects).toEqual([
      { slug: 'villa-zamalek', title: 'فيلا في الزمالك', views: 9 },
      { slug: 'cafe-maadi', title: 'Café in Maadi', views: 2 },
      { slug: 'gone-project', title: null, views: 1 },
    ]);
    expect((await analyticsFigures(temp.db, '7d', TODAY)).projects[0]).toEqual({ slug: 'villa-zamalek', title: 'Villa in Zamalek', views: 9 });
    await temp.db.delete(projectTranslation);
  });

  it('answer the last 30 days day by day, days without visits included', async () => {
    const figures = await analyticsFigures(temp.db, '30d', TODAY);
    expect(figures.series).toHaveLength(30);
    expect(figures.series[0]).toEqual({ start: '2026-10-28', visitors: 0, views: 0 });
    expect(figures.series.find((point) => point.start === '2026-11-01')).toEqual({ start: '2026-11-01', visitors: 4, views: 9 });
    expect(figures.totals).toEqual({ visitors: 14 + 1 + 4, views: 21 + 1 + 9 });
    expect(figures.previous).toEqual({ from: '2026-09-28', to: '2026-10-27', visitors: 0, views: 0 });
    expect(figures.sources.map((source) => [source.key, source.visitors])).toEqual([
      ['direct', 8],
      ['instagram', 4],
      ['newsletter', 4],
      ['google', 2],
    ]);
  });

  it('answer the last 12 months month by month, against the 12 months a year before', async () => {
    const figures = await analyticsFigures(temp.db, '12m', TODAY);
    expect(figures.unit).toBe('month');
    expect(figures.series.map((point) => point.start)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(figures.series[0]).toEqual({ start: '2025-12-01', visitors: 10, views: 20 });
    expect(figures.series.at(-1)).toEqual({ start: '2026-11-01', visitors: 14 + 1 + 4, views: 21 + 1 + 9 });
    expect(figures.totals).toEqual({ visitors: 29, views: 51 });
    expect(figures.previous).toEqual({ from: '2024-12-01', to: '2025-11-26', visitors: 5, views: 6 });
  });
});
