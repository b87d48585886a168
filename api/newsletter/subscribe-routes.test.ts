import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribeEmail } from '../../db/schema.ts';
import { jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();

const storedCount = async () => must((await api.handle.db.select({ n: count() }).from(subscribeEmail))[0]).n;
const rowsFor = (email: string) => api.handle.db.select().from(subscribeEmail).where(eq(subscribeEmail.email, email));

describe('POST /api/subscribe', () => {
  it('subscribes an email, stored trimmed and lowercased', async () => {
    const res = await api.app.request('/api/subscribe', jsonInit('POST', { email: '  Reader@Example.COM ' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: 'reader@example.com' });
    expect(await rowsFor('reader@example.com')).toHaveLength(1);
  });

  it('answers 409 for an email already subscribed and keeps a single row', async () => {
    await api.app.request('/api/subscribe', jsonInit('POST', { email: 'twice@example.com' }));
    const res = await api.app.request('/api/subscribe', jsonInit('POST', { email: 'TWICE@example.com' }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(en.subscribe.alreadySubscribed);
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
  });

  it('refuses a missing email with the spec message, and stores nothing', async () => {
    const before = await storedCount();
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const res = await api.app.request('/api/subscribe', jsonInit('POST', body));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(en.subscribe.emailRequired);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses an invalid email, and stores nothing', async () => {
    const before = await storedCount();
    const res = await api.app.request('/api/subscribe', jsonInit('POST', { email: 'nobody@' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.subscribe.invalidEmail);
    expect(await storedCount()).toBe(before);
  });

  it('keeps one row when the same email arrives several times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => api.app.request('/api/subscribe', jsonInit('POST', { email: 'burst@example.com' }))));
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsFor('burst@example.com')).toHaveLength(1);
  });

  it('stores every one of many different emails sent at once', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `crowd${i}@example.com`);
    const responses = await Promise.all(emails.map((email) => api.app.request('/api/subscribe', jsonInit('POST', { email }))));
    expect(responses.every((res) => res.status === 201)).toBe(true);
    const bodies = await Promise.all(responses.map((res) => res.json()));
    expect(bodies.map((body) => body.email)).toEqual(emails);
  });
});
