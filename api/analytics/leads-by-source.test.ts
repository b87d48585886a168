import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTempDatabase } from '../../db/test/temp-database.ts';
import { analyticsDay, contactMessage, whatsappClick } from '../../db/schema.ts';
import { analyticsFigures } from './figures.ts';
import { leadsBySource } from './leads-by-source.ts';

const temp = setUpTempDatabase('leads-by-source');

const message = (createdAt: string, source: { referrer?: string; utmSource?: string; clickId?: 'gclid' | 'fbclid' }, { status = 'New', channel = 'form' } = {}) => ({
  name: 'Mona',
  email: 'mona@example.com',
  phone: '+20 100 000 0000',
  subject: 'A flat',
  message: 'We would like a quote.',
  createdAt,
  status: status as 'New' | 'Spam',
  referrer: source.referrer ?? null,
  utmSource: source.utmSource ?? null,
  clickId: source.clickId ?? null,
  channel: channel as 'form' | 'walk-in',
});

const click = (day: string, source: { referrer?: string; utmSource?: string }) => ({
  createdAt: `${day}T10:00:00.000Z`,
  day,
  lang: 'en' as const,
  referrer: source.referrer ?? null,
  utmSource: source.utmSource ?? null,
});

beforeAll(async () => {
  await temp.db.insert(contactMessage).values([
    message('2026-11-24T09:00:00.000Z', { utmSource: 'newsletter' }),
    message('2026-11-25T12:00:00.000Z', { referrer: 'www.google.com' }),
    message('2026-11-25T13:00:00.000Z', { referrer: 'google.com.eg' }),
    message('2026-11-25T14:00:00.000Z', {}),
    message('2026-11-25T15:00:00.000Z', { referrer: 'l.instagram.com', clickId: 'fbclid' }),
    // Spam, a walk-in the office logged, and messages outside the days asked for are left out.
    message('2026-11-25T16:00:00.000Z', { utmSource: 'newsletter' }, { status: 'Spam' }),
    message('2026-11-25T17:00:00.000Z', {}, { channel: 'walk-in' }),
    // 23:30 on the 19th in Cairo (UTC+2 in November), and 00:30 on the 27th.
    message('2026-11-19T21:30:00.000Z', { utmSource: 'newsletter' }),
    message('2026-11-26T22:30:00.000Z', { utmSource: 'newsletter' }),
    // 00:30 on the 20th and 23:30 on the 26th in Cairo: inside.
    message('2026-11-19T22:30:00.000Z', { referrer: 'archdaily.com' }),
    message('2026-11-26T21:30:00.000Z', { referrer: 'archdaily.com' }),
  ]);
  await temp.db
    .insert(whatsappClick)
    .values([click('2026-11-26', { utmSource: 'newsletter' }), click('2026-11-26', { referrer: 'instagram.com' }), click('2026-11-19', { referrer: 'instagram.com' })]);
});

describe('leads by source', () => {
  it('count the messages of the site’s form that are not spam and the WhatsApp clicks, per source key, over Cairo days', async () => {
    const leads = await leadsBySource(temp.db, '2026-11-20', '2026-11-26');
    expect(Object.fromEntries(leads)).toEqual({ newsletter: 2, google: 2, direct: 1, 'meta ads': 1, 'archdaily.com': 2, instagram: 1 });
  });

  it('set each source’s leads beside its visitors on the Analytics screen, with leads per 100 visitors', async () => {
    await temp.db.insert(analyticsDay).values([
      { day: '2026-11-26', metric: 'source', key: 'newsletter', count: 40 },
      { day: '2026-11-26', metric: 'source', key: 'direct', count: 120 },
    ]);
    const { sources } = await analyticsFigures(temp.db, '7d', '2026-11-26');
    expect(sources.map(({ key, visitors, leads, leadsPer100 }) => ({ key, visitors, leads, leadsPer100 }))).toEqual([
      { key: 'direct', visitors: 120, leads: 1, leadsPer100: 0.8 },
      { key: 'newsletter', visitors: 40, leads: 2, leadsPer100: 5 },
      { key: 'archdaily.com', visitors: 0, leads: 2, leadsPer100: null },
      { key: 'google', visitors: 0, leads: 2, leadsPer100: null },
      { key: 'instagram', visitors: 0, leads: 1, leadsPer100: null },
      { key: 'meta ads', visitors: 0, leads: 1, leadsPer100: null },
    ]);
  });
});
