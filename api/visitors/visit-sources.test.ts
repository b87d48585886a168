import { describe, expect, it } from 'vitest';
import { setUpTempDatabase } from '../../db/test/temp-database.ts';
import { createVisitorIds } from './visitor-ids.ts';
import { firstVisitOf, forgetVisitsBefore, rememberFirstVisits, type FirstVisit } from './visit-sources.ts';

const temp = setUpTempDatabase('visit-sources');

const visit = (over: Partial<FirstVisit>): FirstVisit => ({
  day: '2026-11-26',
  visitor: 'v1',
  landingPage: '/portfolio/villa',
  referrer: 'instagram.com',
  utmSource: 'instagram',
  utmMedium: 'paid',
  utmCampaign: 'spring',
  clickId: null,
  ...over,
});

describe('first visits of the day', () => {
  it('keep the first page and source of a visitor day, not a later one', async () => {
    const remember = (visits: FirstVisit[]) => temp.handle.inWriteTransaction((run) => rememberFirstVisits(run, visits));
    expect(await remember([visit({})])).toEqual([{ day: '2026-11-26', visitor: 'v1' }]);
    expect(await remember([visit({ landingPage: '/contact', referrer: null, utmSource: null }), visit({ visitor: 'v2' })])).toEqual([{ day: '2026-11-26', visitor: 'v2' }]);
    expect(await firstVisitOf(temp.db, '2026-11-26', 'v1')).toMatchObject({ landingPage: '/portfolio/villa', utmSource: 'instagram' });
    expect(await firstVisitOf(temp.db, '2026-11-26', 'nobody')).toBeNull();
  });

  it('keep each visit its own source and landing page when one write holds visits of several sources', async () => {
    const visits = [
      visit({ day: '2026-11-25', visitor: 'a', landingPage: '/ar/portfolio' }),
      visit({ day: '2026-11-25', visitor: 'b', landingPage: '/contact', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null }),
      visit({ day: '2026-11-25', visitor: 'c', landingPage: '/', referrer: 'google.com', utmSource: null, utmMedium: null, utmCampaign: null, clickId: 'gclid' }),
      visit({ day: '2026-11-25', visitor: 'd', landingPage: '/about' }),
    ];
    const fresh = await temp.handle.inWriteTransaction((run) => rememberFirstVisits(run, visits));
    expect(fresh.map((row) => row.visitor).sort()).toEqual(['a', 'b', 'c', 'd']);
    for (const expected of visits) expect(await firstVisitOf(temp.db, expected.day, expected.visitor)).toEqual(expected);
  });

  it('are forgotten with the day: a new day deletes the visits of the days before it', async () => {
    let clock = new Date('2026-11-26T10:00:00Z');
    const ids = createVisitorIds(temp.db, { now: () => clock, onNewDay: (day) => forgetVisitsBefore(temp.db, day) });
    const { day, visitor } = await ids.idOf('203.0.113.9', 'UA');
    await temp.handle.inWriteTransaction((run) => rememberFirstVisits(run, [visit({ day, visitor })]));
    expect(await firstVisitOf(temp.db, day, visitor)).not.toBeNull();
    clock = new Date('2026-11-27T10:00:00Z');
    await ids.idOf('203.0.113.9', 'UA');
    expect(await firstVisitOf(temp.db, day, visitor)).toBeNull();
    expect(await firstVisitOf(temp.db, '2026-11-26', 'v1')).toBeNull();
  });
});
