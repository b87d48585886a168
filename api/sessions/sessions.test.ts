import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session as sessionTable } from '../../db/schema.ts';
import { createUserWithSession, useTestApi } from '../test/test-app.ts';
import { createSession, SESSION_LIFETIME_MS, validateSessionToken } from './sessions.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('validates a fresh token without renewing it', async () => {
    const { user } = await createUserWithSession(api.deps);
    const { token } = await createSession(api.deps.db, user.id);
    const result = await validateSessionToken(api.deps.db, token);
    expect(result?.user.id).toBe(user.id);
    expect(result?.renewed).toBe(false);
  });

  it('slides the expiry forward when a session is used in its second half', async () => {
    const { user } = await createUserWithSession(api.deps);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = await createSession(api.deps.db, user.id, start);
    const later = new Date(start.getTime() + 20 * DAY);
    const result = await validateSessionToken(api.deps.db, token, later);
    expect(result?.renewed).toBe(true);
    expect(must(result).session.expiresAt.getTime()).toBe(later.getTime() + SESSION_LIFETIME_MS);
    const [row] = await api.deps.db.select().from(sessionTable).where(eq(sessionTable.id, session.id));
    expect(must(row).expiresAt.getTime()).toBe(Math.floor((later.getTime() + SESSION_LIFETIME_MS) / 1000) * 1000);
  });

  it('rejects and deletes an expired session', async () => {
    const { user } = await createUserWithSession(api.deps);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = await createSession(api.deps.db, user.id, start);
    expect(await validateSessionToken(api.deps.db, token, new Date(start.getTime() + 31 * DAY))).toBeNull();
    expect(await api.deps.db.select().from(sessionTable).where(eq(sessionTable.id, session.id))).toHaveLength(0);
  });

  it('rejects a token whose secret does not match the stored hash', async () => {
    const { user } = await createUserWithSession(api.deps);
    const { session } = await createSession(api.deps.db, user.id);
    expect(await validateSessionToken(api.deps.db, `${session.id}.not-the-secret`)).toBeNull();
  });
});
