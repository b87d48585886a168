import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity } from '../../db/schema.ts';
import { activitySentence } from '../../shared/activity.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

let now = new Date();
const api = useTestApi({ RATE_LIMIT_SCALE: '0', TRUST_PROXY: 'true' }, { clock: () => now });

const failFrom = (email: string, client: string) => {
  const init = jsonInit('POST', { email, password: 'a-wrong-guess' });
  return api.app.request('/api/admin/login', { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': client } });
};
const failuresOf = (email: string) => api.handle.db.select().from(activity).where(eq(activity.target, email)).orderBy(activity.id);

describe('failed sign-ins in the activity log', () => {
  it('are one record per account and client, with a count, however many arrive at once', async () => {
    await createUserWithSession(api.deps, { email: 'flooded@example.com' });
    const answers = await Promise.all(Array.from({ length: 40 }, () => failFrom('flooded@example.com', '203.0.113.7')));
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    const records = await failuresOf('flooded@example.com');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ action: 'session.sign-in-failed', clientAddress: '203.0.113.7', details: { count: 40 } });
    expect(activitySentence({ ...records[0], details: records[0]?.details ?? null } as Parameters<typeof activitySentence>[0])).toBe(
      '40 sign-ins as flooded@example.com failed from 203.0.113.7',
    );
  });

  it('start a new record for another client, another account, or after 15 minutes', async () => {
    for (const [email, client] of [
      ['spread@example.com', '198.51.100.1'],
      ['spread@example.com', '198.51.100.1'],
      ['spread@example.com', '198.51.100.2'],
      ['unknown-account@example.com', '198.51.100.1'],
    ] as const)
      expect((await failFrom(email, client)).status).toBe(401);
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await failFrom('spread@example.com', '198.51.100.1')).status).toBe(401);

    const spread = await failuresOf('spread@example.com');
    expect(spread.map((record) => [record.clientAddress, record.details])).toEqual([
      ['198.51.100.1', { count: 2 }],
      ['198.51.100.2', { count: 1 }],
      ['198.51.100.1', { count: 1 }],
    ]);
    expect((await failuresOf('unknown-account@example.com')).map((record) => record.details)).toEqual([{ count: 1 }]);
  });
});
