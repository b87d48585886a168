import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTempDatabase } from '../../db/test/temp-database.ts';
import { meta } from '../../db/schema.ts';
import { createVisitorIds } from './visitor-ids.ts';

const temp = setUpTempDatabase('visitors');

const salts = () => temp.db.select().from(meta).where(like(meta.key, 'visitor-salt:%'));

describe('visitor ids', () => {
  it('are the same all day for one address and browser, and differ between visitors', async () => {
    let clock = new Date('2026-11-26T08:00:00Z');
    const ids = createVisitorIds(temp.db, { now: () => clock });
    const first = await ids.idOf('203.0.113.7', 'Mozilla/5.0 (iPhone)');
    clock = new Date('2026-11-26T20:00:00Z');
    expect(await ids.idOf('203.0.113.7', 'Mozilla/5.0 (iPhone)')).toEqual(first);
    expect((await ids.idOf('203.0.113.8', 'Mozilla/5.0 (iPhone)')).visitor).not.toBe(first.visitor);
    expect((await ids.idOf('203.0.113.7', 'Mozilla/5.0 (Windows)')).visitor).not.toBe(first.visitor);
    expect(first.visitor).not.toContain('203.0.113.7');
  });

  it('are shared by every process on the database, through one salt of the day', async () => {
    const clock = () => new Date('2026-11-26T09:00:00Z');
    const one = await createVisitorIds(temp.db, { now: clock }).idOf('198.51.100.1', 'UA');
    const other = await createVisitorIds(temp.db, { now: clock }).idOf('198.51.100.1', 'UA');
    expect(other).toEqual(one);
  });

  it('change at midnight in Cairo, when the old salt is deleted and the new day announced', async () => {
    const days: string[] = [];
    let clock = new Date('2026-11-26T21:30:00Z'); // 23:30 in Cairo
    const ids = createVisitorIds(temp.db, { now: () => clock, onNewDay: (day) => void days.push(day) });
    const before = await ids.idOf('192.0.2.1', 'UA');
    clock = new Date('2026-11-26T22:30:00Z'); // 00:30 on the 27th in Cairo
    const after = await ids.idOf('192.0.2.1', 'UA');
    expect([before.day, after.day]).toEqual(['2026-11-26', '2026-11-27']);
    expect(after.visitor).not.toBe(before.visitor);
    expect(days).toEqual(['2026-11-26', '2026-11-27']);
    expect((await salts()).map((row) => row.key)).toEqual(['visitor-salt:2026-11-27']);
  });
});
