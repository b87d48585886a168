import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTitlesIn } from '../../db/project-translations.ts';
import { analyticsDay, project } from '../../db/schema.ts';
import { type AnalyticsRange, OTHER_KEY } from '../../shared/analytics.ts';
import { addDays } from '../../shared/cairo-day.ts';
import { describeSourceKey, type SourceDescription } from '../../shared/lead-source.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import type { DeviceClass } from '../visitors/index.ts';
import { leadsBySource } from './leads-by-source.ts';
import { projectSlugOf } from './page-paths.ts';
import type { Metric } from './store-counts.ts';

interface Span {
  from: string;
  to: string;
}

/** The same day of the month `months` later (the month's last day when it is shorter). */
const addMonths = (day: string, months: number) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
};

/** Every day from `from` to `to`, both included. */
const daysOf = ({ from, to }: Span) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/**
 * The days a range covers up to `today`, the same stretch just before it (7 or 30 days), or a year
 * before it (12 months), and how its chart is cut: by day, or by month for 12 months.
 */
export const rangeSpans = (range: AnalyticsRange, today: string) => {
  if (range === '12m') {
    const from = `${addMonths(today, -11).slice(0, 7)}-01`;
    return { unit: 'month' as const, current: { from, to: today }, previous: { from: addMonths(from, -12), to: addMonths(today, -12) } };
  }
  const length = range === '7d' ? 7 : 30;
  const from = addDays(today, 1 - length);
  return { unit: 'day' as const, current: { from, to: today }, previous: { from: addDays(from, -length), to: addDays(from, -1) } };
};

const TOP = 10;
const MAX_SOURCES = 20;

/** A metric's counts over a span, by key, largest first. */
const byKey = async (db: Database, metric: Metric, { from, to }: Span, limit?: number) => {
  const total = sql<number>`sum(${analyticsDay.count})`.mapWith(Number);
  const query = db
    .select({ key: analyticsDay.key, count: total })
    .from(analyticsDay)
    .where(and(eq(analyticsDay.metric, metric), between(analyticsDay.day, from, to)))
    .groupBy(analyticsDay.key)
    .orderBy(desc(total), analyticsDay.key);
  return limit === undefined ? query : query.limit(limit);
};

/** Visitors and page views per day over a span (days without any are absent). */
const perDay = async (db: Database, { from, to }: Span) => {
  const rows = await db
    .select({ day: analyticsDay.day, metric: analyticsDay.metric, count: analyticsDay.count })
    .from(analyticsDay)
    .where(and(inArray(analyticsDay.metric, ['visitors', 'views']), eq(analyticsDay.key, ''), between(analyticsDay.day, from, to)));
  const days = new Map<string, { visitors: number; views: number }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { visitors: 0, views: 0 };
    day[row.metric as 'visitors' | 'views'] += row.count;
    days.set(row.day, day);
  }
  return days;
};

const sum = (values: Iterable<{ visitors: number; views: number }>) => {
  const total = { visitors: 0, views: 0 };
  for (const value of values) {
    total.visitors += value.visitors;
    total.views += value.views;
  }
  return total;
};

type SourceFigure = { key: string; visitors: number; leads: number; leadsPer100: number | null } & (SourceDescription | { kind: 'other' });

/** Leads per 100 visitors, to one decimal; null without visitors to share them. */
const per100 = (leads: number, visitors: number) => (visitors === 0 ? null : Math.round((leads / visitors) * 1000) / 10);

/**
 * The Analytics screen's figures for a range ending `today` (a Cairo day): visitors and page views per
 * day (per month for 12 months) with their totals and those of the stretch before; the top pages, the
 * top projects (both editions of a project together, by its title in the reader's language), the sources with their leads, the
 * languages by page views and the devices by visitors. A visitor is counted once per day, so the
 * visitors of a range are the sum of its days' visitors.
 */
export const analyticsFigures = async (db: Database, range: AnalyticsRange, today: string, lang: ContentLocale = 'en') => {
  const { unit, current, previous } = rangeSpans(range, today);
  const [days, before, pages, pagesForProjects, sources, leads, languages, devices] = await Promise.all([
    perDay(db, current),
    perDay(db, previous),
    byKey(db, 'page', current, TOP),
    byKey(db, 'page', current),
    byKey(db, 'source', current),
    leadsBySource(db, current.from, current.to),
    byKey(db, 'lang', current),
    byKey(db, 'device', current),
  ]);

  const series = new Map<string, { start: string; visitors: number; views: number }>();
  for (const day of daysOf(current)) {
    const start = unit === 'month' ? `${day.slice(0, 7)}-01` : day;
    const bucket = series.get(start) ?? { start, visitors: 0, views: 0 };
    const counted = days.get(day);
    bucket.visitors += counted?.visitors ?? 0;
    bucket.views += counted?.views ?? 0;
    series.set(start, bucket);
  }

  const projectViews = new Map<string, number>();
  for (const { key, count } of pagesForProjects) {
    const slug = projectSlugOf(key);
    if (slug) projectViews.set(slug, (projectViews.get(slug) ?? 0) + count);
  }
  const topSlugs = [...projectViews].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP);
  const titles = new Map(
    topSlugs.length === 0
      ? []
      : (
          await withTitlesIn(
            db,
            lang,
            await db
              .select({ id: project.id, slug: project.slug, title: project.title })
              .from(project)
              .where(
                inArray(
                  project.slug,
                  topSlugs.map(([slug]) => slug),
                ),
              ),
          )
        ).map((row) => [row.slug, row.title]),
  );

  const visitorsBySource = new Map(sources.map((row) => [row.key, row.count]));
  const sourceKeys = [...new Set([...visitorsBySource.keys(), ...leads.keys()])];
  const sourceFigures: SourceFigure[] = sourceKeys.map((key) => {
    const visitors = visitorsBySource.get(key) ?? 0;
    const sourceLeads = leads.get(key) ?? 0;
    const description = key === OTHER_KEY ? { kind: 'other' as const } : describeSourceKey(key);
    return { key, ...description, visitors, leads: sourceLeads, leadsPer100: per100(sourceLeads, visitors) };
  });
  sourceFigures.sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key));

  return {
    range,
    unit,
    from: current.from,
    to: current.to,
    series: [...series.values()],
    totals: sum(days.values()),
    previous: { from: previous.from, to: previous.to, ...sum(before.values()) },
    pages: pages.map((row) => ({ path: row.key, views: row.count })),
    projects: topSlugs.map(([slug, views]) => ({ slug, title: titles.get(slug) ?? null, views })),
    sources: sourceFigures.slice(0, MAX_SOURCES),
    languages: languages.map((row) => ({ lang: row.key as 'en' | 'ar', views: row.count })),
    devices: devices.map((row) => ({ device: row.key as DeviceClass, visitors: row.count })),
  };
};

export type AnalyticsFigures = Awaited<ReturnType<typeof analyticsFigures>>;
