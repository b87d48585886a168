import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessage, subscribeEmail } from '../../db/schema.ts';
import { issueStamp } from './form-stamp.ts';
import { jsonInit, useTestApi } from '../test/test-app.ts';
import { VISITOR_MESSAGE } from '../../shared/test/visitor-message.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

const HOUR = 3_600_000;
let counter = 0;
const contact = () => ({ ...VISITOR_MESSAGE, email: `mona${++counter}@example.com` });
const stampFrom = (msAgo: number) => issueStamp(api.handle.db, Date.now() - msAgo);

const postContact = async (extra: object) => {
  const body = { ...contact(), ...extra };
  const res = await api.app.request('/api/contact', jsonInit('POST', body));
  const answer = await res.json();
  const [stored] = await api.handle.db.select().from(contactMessage).where(eq(contactMessage.email, body.email));
  return { res, answer, stored };
};

const postSubscribe = async (extra: object) => {
  const email = `reader${++counter}@example.com`;
  const res = await api.app.request('/api/subscribe', jsonInit('POST', { email, ...extra }));
  const [{ n }] = (await api.handle.db.select({ n: count() }).from(subscribeEmail).where(eq(subscribeEmail.email, email))) as [{ n: number }];
  return { res, stored: n };
};

describe('the contact form guard', () => {
  it('hands out a signed stamp', async () => {
    const res = await api.app.request('/api/form-stamp');
    expect(res.status).toBe(200);
    expect((await res.json()).stamp).toMatch(/^\d+\.[\w-]{43}$/);
  });

  it('keeps a message with a fair stamp and an empty honeypot as "New"', async () => {
    const { res, stored } = await postContact({ website: '', stamp: await stampFrom(30_000) });
    expect(res.status).toBe(201);
    expect(stored?.status).toBe('New');
  });

  it('accepts an API client that sends no stamp, as the spec allows', async () => {
    const { res, stored } = await postContact({});
    expect(res.status).toBe(201);
    expect(stored?.status).toBe('New');
  });

  it.each([
    ['the honeypot is filled', async () => ({ website: 'https://cheap-seo.example', stamp: await stampFrom(30_000) })],
    ['it arrives faster than a person types', async () => ({ stamp: (await (await api.app.request('/api/form-stamp')).json()).stamp })],
    ['the stamp is stale', async () => ({ stamp: await stampFrom(25 * HOUR) })],
    ['the stamp is forged', async () => ({ stamp: `${Date.now() - 30_000}.${'A'.repeat(43)}` })],
    ['the stamp is not a stamp', async () => ({ stamp: 'hello' })],
  ])('answers like a success but stores the message as "Spam" when %s', async (_, extra) => {
    const { res, answer, stored } = await postContact(await extra());
    expect(res.status).toBe(201);
    expect(answer).not.toHaveProperty('status');
    expect(stored?.status).toBe('Spam');
  });
});

describe('the newsletter form guard', () => {
  it('stores a subscription with a fair stamp, or none at all', async () => {
    expect((await postSubscribe({ website: '', stamp: await stampFrom(10_000) })).stored).toBe(1);
    expect((await postSubscribe({})).stored).toBe(1);
  });

  it.each([
    ['the honeypot is filled', async () => ({ website: 'x' })],
    ['it arrives too fast', async () => ({ stamp: await stampFrom(100) })],
    ['the stamp is stale', async () => ({ stamp: await stampFrom(25 * HOUR) })],
    ['the stamp is forged', async () => ({ stamp: `${Date.now() - 30_000}.forged` })],
  ])('answers like a success but stores nothing when %s', async (_, extra) => {
    const { res, stored } = await postSubscribe(await extra());
    expect(res.status).toBe(201);
    expect(stored).toBe(0);
  });
});
