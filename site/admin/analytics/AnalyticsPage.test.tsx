import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeSourceKey } from '../../../shared/lead-source.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { ar } from '../i18n/ar.ts';
import type { AnalyticsFigures } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { VisitorsCard } from '../dashboard/VisitorsCard.tsx';
import AnalyticsPage from './AnalyticsPage.tsx';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const week: AnalyticsFigures = {
  range: '7d',
  unit: 'day',
  from: '2026-11-20',
  to: '2026-11-26',
  series: [3, 5, 2, 8, 6, 4, 12].map((visitors, i) => ({ start: `2026-11-${20 + i}`, visitors, views: visitors * 3 })),
  totals: { visitors: 40, views: 120 },
  previous: { from: '2026-11-13', to: '2026-11-19', visitors: 32, views: 150 },
  pages: [
    { path: '/', views: 50 },
    { path: '/portfolio/villa-zamalek', views: 30 },
    { path: '(other)', views: 2 },
  ],
  projects: [
    { slug: 'villa-zamalek', title: 'Villa in Zamalek', views: 42 },
    { slug: 'gone', title: null, views: 1 },
  ],
  sources: [
    { key: 'direct', kind: 'direct', visitors: 20, leads: 1, leadsPer100: 5 },
    { key: 'newsletter', kind: 'campaign', name: 'newsletter', visitors: 12, leads: 3, leadsPer100: 25 },
    { key: 'google', kind: 'search', name: 'Google', visitors: 8, leads: 0, leadsPer100: 0 },
  ],
  languages: [
    { lang: 'en', views: 90 },
    { lang: 'ar', views: 30 },
  ],
  devices: [
    { device: 'phone', visitors: 30 },
    { device: 'desktop', visitors: 10 },
  ],
};

const year: AnalyticsFigures = {
  ...week,
  range: '12m',
  unit: 'month',
  from: '2025-12-01',
  series: Array.from({ length: 12 }, (_, i) => ({ start: `${i === 0 ? 2025 : 2026}-${String(i === 0 ? 12 : i).padStart(2, '0')}-01`, visitors: 100 + i, views: 300 + i })),
  totals: { visitors: 1266, views: 3666 },
  previous: { from: '2024-12-01', to: '2025-11-26', visitors: 0, views: 0 },
};

afterEach(() => vi.restoreAllMocks());

const rowsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('AnalyticsPage', () => {
  it('shows the totals with their change, the chart’s numbers as a table, and the ranked lists', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(week));
    renderAdmin(<AnalyticsPage />, { path: '/admin/analytics' });
    expect(await screen.findByText('+25 % on the 7 days before')).toBeInTheDocument();
    expect(screen.getByText('−20 % on the 7 days before')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Visitors and page views per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayVisitorsPage views', 'Thu 26 Nov1236', 'Wed 25 Nov412', 'Tue 24 Nov618', 'Mon 23 Nov824', 'Sun 22 Nov26', 'Sat 21 Nov515', 'Fri 20 Nov39']);
    expect(rowsOf('Top pages')).toEqual(['PagePage views', '/50', '/portfolio/villa-zamalek30', 'Other pages2']);
    expect(rowsOf('Top projects')).toEqual(['ProjectPage views', 'Villa in Zamalek42', 'gone (no longer in the portfolio)1']);
    expect(rowsOf('Sources')).toEqual(['SourceVisitorsLeadsLeads per 100 visitors', 'Direct or unknownDirect2015.0', 'newsletterCampaign12325.0', 'GoogleSearch800.0']);
    expect(rowsOf('Languages')).toEqual(['LanguagePage viewsShare', 'English9075 %', 'Arabic3025 %']);
    expect(rowsOf('Devices')).toEqual(['DeviceVisitorsShare', 'Phone3075 %', 'Desktop1025 %']);
  });

  it('shows the table instead of the chart when asked, and asks the server for the range chosen', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => reply(String(input).includes('range=12m') ? year : week));
    const { container } = renderAdmin(<AnalyticsPage />, { path: '/admin/analytics' });
    await screen.findByText('+25 % on the 7 days before');
    expect(container.querySelector('svg rect')).not.toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(container.querySelector('figure svg')).toBeNull();
    expect(screen.getByRole('table', { name: 'Visitors and page views per day' })).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    expect(await screen.findAllByText('None in the 12 months before')).toHaveLength(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/analytics?range=12m', expect.anything());
    const months = within(screen.getByRole('table', { name: 'Visitors and page views per month' })).getAllByRole('row');
    expect(months).toHaveLength(13);
    expect(months[1]).toHaveTextContent('November 2026111311');
  });

  it('says when nothing was counted in the range, and why the leads are missing where they are not kept', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply({
        ...week,
        series: week.series.map((point) => ({ ...point, visitors: 0, views: 0 })),
        totals: { visitors: 0, views: 0 },
        previous: { ...week.previous, visitors: 0, views: 0 },
        pages: [],
        projects: [],
        sources: [],
        languages: [],
        devices: [],
      }),
    );
    renderAdmin(<AnalyticsPage />, { path: '/admin/analytics' });
    expect(await screen.findByText('No visits in this range yet')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing counted in this range.')).toHaveLength(5);
  });
});

describe('VisitorsCard', () => {
  it('shows the visitors of the last 7 days against the 7 days before, and leads to the Analytics screen', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(week));
    renderAdmin(<VisitorsCard />, { path: '/admin/dashboard' });
    expect(await screen.findByText('40')).toBeInTheDocument();
    expect(screen.getByText('+25 % on the 7 days before')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open analytics' })).toHaveAttribute('href', '/admin/analytics');
  });
});

describe('AnalyticsPage in Arabic', () => {
  beforeEach(() => $adminLanguage.set('ar'));
  afterEach(() => $adminLanguage.set('en'));

  const withMoreSources: AnalyticsFigures = {
    ...week,
    sources: [
      ...week.sources,
      { key: 'meta ads', kind: 'ad', name: 'Meta ads', visitors: 5, leads: 1, leadsPer100: 20 },
      { key: 'archdaily.com', kind: 'site', name: 'archdaily.com', visitors: 2, leads: 0, leadsPer100: 0 },
      { key: '(other)', kind: 'other', visitors: 1, leads: 0, leadsPer100: 0 },
    ],
  };

  it('says the changes, days, sources, languages and devices in Arabic, and keeps paths and hosts left to right', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(withMoreSources));
    renderAdmin(<AnalyticsPage />, { path: '/admin/analytics' });
    expect(await screen.findByText('زيادة 25% عن الأيام السبعة السابقة')).toBeInTheDocument();
    expect(screen.getByText('انخفاض 20% عن الأيام السبعة السابقة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'إحصاءات الزيارات' })).toBeInTheDocument();
    const days = within(screen.getByRole('table', { name: 'الزوار ومشاهدات الصفحات لكل يوم' })).getAllByRole('row');
    expect(days.map((row) => row.textContent).slice(0, 3)).toEqual(['اليومالزوارالمشاهدات', 'الخميس، 26 نوفمبر1236', 'الأربعاء، 25 نوفمبر412']);
    expect(rowsOf('المصادر')).toEqual([
      'المصدرالزوارالاستفساراتاستفسارات لكل 100 زائر',
      'مباشر أو غير معروفمباشر2015.0',
      'newsletterحملة12325.0',
      'جوجلبحث800.0',
      'إعلانات ميتاإعلان5120.0',
      'archdaily.comموقع200.0',
      'مصادر أخرىأخرى100.0',
    ]);
    expect(screen.getByText('archdaily.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('newsletter')).toHaveAttribute('dir', 'auto');
    expect(rowsOf('اللغات')).toEqual(['اللغةالمشاهداتالنسبة', 'الإنجليزية9075%', 'العربية3025%']);
    expect(rowsOf('الأجهزة')).toEqual(['الجهازالزوارالنسبة', 'هاتف محمول3075%', 'كمبيوتر1025%']);
    expect(screen.getByText('/portfolio/villa-zamalek').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('gone (لم يعد في معرض الأعمال)', { normalizer: (text) => text.replace(/[\u2066-\u2069]/g, '') })).toBeInTheDocument();
  });

  it('names the months as Egypt does', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => reply(String(input).includes('range=12m') ? year : week));
    renderAdmin(<AnalyticsPage />, { path: '/admin/analytics' });
    await userEvent.click(await screen.findByRole('radio', { name: 'آخر 12 شهرًا' }));
    expect(await screen.findAllByText('لم يُسجَّل شيء في الأشهر الاثني عشر السابقة')).toHaveLength(2);
    const months = within(screen.getByRole('table', { name: 'الزوار ومشاهدات الصفحات لكل شهر' })).getAllByRole('row');
    expect([months[1]?.textContent, months[12]?.textContent]).toEqual(['نوفمبر 2026111311', 'ديسمبر 2025100300']);
  });

  it('leads from the dashboard’s card in Arabic', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(week));
    renderAdmin(<VisitorsCard />, { path: '/admin/dashboard' });
    expect(await screen.findByText('زيادة 25% عن الأيام السبعة السابقة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'زوار هذا الأسبوع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الإحصاءات' })).toHaveAttribute('href', '/admin/analytics');
  });

  it('has an Arabic name for every search engine, network and ad network the sources are named by', () => {
    for (const name of Object.keys(ar.analytics.sourceNames))
      expect(describeSourceKey(name.toLowerCase()), name).toMatchObject({ name, kind: expect.stringMatching(/^(search|social|ad)$/) });
  });
});
