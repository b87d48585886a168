import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user as userTable } from '../../db/schema.ts';
import { useTestApi } from '../test/test-app.ts';
import { ensureOwner } from './owner.ts';
import { verifyPassword } from './passwords.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
const ownerRow = async (email: string) => (await api.deps.db.select().from(userTable).where(eq(userTable.email, email)))[0];

describe('owner account', () => {
  it('is created approved with OWNER_PASSWORD and nothing is printed', async () => {
    const lines: string[] = [];
    await ensureOwner(api.deps.db, { email: 'boss@example.com', password: 'given-password', name: 'The Boss' }, (line) => lines.push(line));
    const owner = await ownerRow('boss@example.com');
    expect(owner).toMatchObject({ approved: true, role: 'admin', name: 'The Boss' });
    expect(await verifyPassword(must(owner).password, 'given-password')).toBe(true);
    expect(lines).toEqual([]);
  });

  it('gets a strong generated password, printed once, when none is given', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await ensureOwner(api.deps.db, { email: 'generated@example.com', password: undefined, name: 'Owner' }, log);
    const printed = /Generated password[^:]*: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(printed?.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(must(await ownerRow('generated@example.com')).password, must(printed))).toBe(true);

    await ensureOwner(api.deps.db, { email: 'generated@example.com', password: undefined, name: 'Owner' }, log);
    expect(lines.filter((line) => line.includes('Generated password'))).toHaveLength(1);
  });

  it('is approved again at start if someone unapproved it in the database', async () => {
    await ensureOwner(api.deps.db, { email: 'unapproved@example.com', password: 'given-password', name: 'The Boss' }, () => {});
    await api.deps.db.update(userTable).set({ approved: false }).where(eq(userTable.email, 'unapproved@example.com'));
    await ensureOwner(api.deps.db, { email: 'unapproved@example.com', password: 'other', name: 'The Boss' }, () => {});
    const owner = await ownerRow('unapproved@example.com');
    expect(must(owner).approved).toBe(true);
    expect(await verifyPassword(must(owner).password, 'given-password')).toBe(true);
  });
});
