import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { analyticsDay } from '../../db/schema.ts';
import { analyticsFigures } from './figures.ts';
import { leadsBySource } from './leads-by-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-leads-by-source-'));
/** A database that keeps leads with their sources: the source columns of contact_message and the whatsapp_click table. */
let withLeads: DatabaseHandle;
/** A database that keeps neither. */
let without: DatabaseHandle;

const SOURCE_COLUMNS = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'clickId', 'channel'];

const message = (createdAt: string, source: { referrer?: string; utmSource?: string; clickId?: string }, { status = 'New', channel = 'form' } = {}) => ({
  sql: 'INSERT INTO contact_message (name, email, phone, subject, message, createdAt, status, referrer, utmSource, clickId, channel) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  args: [
    'Mona',
    'mona@example.com',
    '+20 100 000 0000',
    'A flat',
    'We would like a quote.',
    createdAt,
    status,
    source.referrer ?? null,
    source.utmSource ?? null,
    source.clickId ?? null,
    channel,
  ],
});

const click = (day: string, source: { referrer?: string; utmSource?: string }) => ({
  sql: 'INSERT INTO whatsapp_click (createdAt, day, referrer, utmSource) VALUES (?, ?, ?, ?)',
  args: [`${day}T10:00:00.000Z`, day, source.referrer ?? null, source.utmSource ?? null],
});

beforeAll(async () => {
  withLeads = await openDatabase({ url: `file:${join(dir, 'leads.db')}` });
  without = await openDatabase({ url: `file:${join(dir, 'plain.db')}` });
  await migrateDatabase(withLeads.db);
  await migrateDatabase(without.db);
  for (const column of SOURCE_COLUMNS) await withLeads.client.execute(`ALTER TABLE contact_message ADD COLUMN ${column} text`);
  await withLeads.client.execute(
    'CREATE TABLE whatsapp_click (id integer PRIMARY KEY, createdAt text NOT NULL, day text NOT NULL, landingPage text, referrer text, utmSource text, utmMedium text, utmCampaign text, clickId text)',
  );
  await withLeads.client.batch([
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
    click('2026-11-26', { utmSource: 'newsletter' }),
    click('2026-11-26', { referrer: 'instagram.com' }),
    click('2026-11-19', { referrer: 'instagram.com' }),
  ]);
});

afterAll(() => {
  withLeads.close();
  without.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('leads by source', () => {
  it('count the messages of the site’s form that are not spam and the WhatsApp clicks, per source key, over Cairo days', async () => {
    const leads = await leadsBySource(withLeads.db, '2026-11-20', '2026-11-26');
    expect(Object.fromEntries(leads ?? [])).toEqual({ newsletter: 2, google: 2, direct: 1, 'meta ads': 1, 'archdaily.com': 2, instagram: 1 });
  });

  it('are not known where the database keeps no lead with its source', async () => {
    expect(await leadsBySource(without.db, '2026-11-20', '2026-11-26')).toBeNull();
  });

  it('set each source’s leads beside its visitors on the Analytics screen, with leads per 100 visitors', async () => {
    await withLeads.db.insert(analyticsDay).values([
      { day: '2026-11-26', metric: 'source', key: 'newsletter', count: 40 },
      { day: '2026-11-26', metric: 'source', key: 'direct', count: 120 },
    ]);
    const { sources, leadsRecorded } = await analyticsFigures(withLeads.db, '7d', '2026-11-26');
    expect(leadsRecorded).toBe(true);
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
