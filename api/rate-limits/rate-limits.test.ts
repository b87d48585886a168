import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessage } from '../../db/schema.ts';
import { jsonInit, useTestApi } from '../test/test-app.ts';

// A scale of 0.02 turns the contact limit of 100 into 2 and registration's 50 into 1.
const api = useTestApi({ RATE_LIMIT_SCALE: '0.02' });

const message = (subject: string) => ({ name: 'Rate Test', email: 'rate@example.com', phone: '0100 000 0000', subject, message: 'Checking the rate limit here.' });

describe('rate limits', () => {
  it('answer 429 with Retry-After once a client passes the contact limit, and store nothing more', async () => {
    expect((await api.app.request('/api/contact', jsonInit('POST', message('First')))).status).toBe(201);
    // Invalid submissions store nothing and are not counted.
    expect((await api.app.request('/api/contact', jsonInit('POST', { name: 'x' }))).status).toBe(400);
    expect((await api.app.request('/api/contact', jsonInit('POST', message('Second')))).status).toBe(201);
    const limited = await api.app.request('/api/contact', jsonInit('POST', message('Third')));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Too many requests\. Please try again in \d+ seconds?\./);
    const [{ n }] = (await api.handle.db.select({ n: count() }).from(contactMessage)) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('limit registrations per client', async () => {
    const register = (email: string) => api.app.request('/api/admin/register', jsonInit('POST', { email, name: 'Rate Person', password: 'secret-pass', role: 'admin' }));
    expect((await register('first-rate@example.com')).status).toBe(201);
    expect((await register('second-rate@example.com')).status).toBe(429);
  });
});
