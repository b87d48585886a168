import { describe, expect, it, beforeAll } from 'vitest';
import { contactMessage, subscribeEmail } from '../../db/schema.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
});

describe('admin contact messages', () => {
  it('lists messages newest first and deletes one', async () => {
    await api.app.request(
      '/api/contact',
      jsonInit('POST', { name: 'First Sender', email: 'a@example.com', phone: '0100000001', subject: 'First', message: 'The first message here.' }),
    );
    await api.app.request(
      '/api/contact',
      jsonInit('POST', { name: 'Second Sender', email: 'b@example.com', phone: '0100000002', subject: 'Second', message: 'The second message here.' }),
    );
    const list = (await (await api.app.request('/api/admin/contact-messages', { headers: { Cookie: cookie } })).json()).messages;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Second Sender', 'First Sender']);
    expect(list[0]).toMatchObject({ email: 'b@example.com', phone: '0100000002', subject: 'Second', message: 'The second message here.' });

    const res = await api.app.request(`/api/admin/contact-messages/${list[0].id}`, jsonInit('DELETE', undefined, cookie));
    expect(res.status).toBe(200);
    expect(await api.handle.db.select().from(contactMessage)).toHaveLength(1);
    expect((await api.app.request(`/api/admin/contact-messages/${list[0].id}`, jsonInit('DELETE', undefined, cookie))).status).toBe(404);
  });
});

describe('admin subscribers', () => {
  it('lists subscribers newest first and deletes one', async () => {
    await api.app.request('/api/subscribe', jsonInit('POST', { email: 'one@example.com' }));
    await api.app.request('/api/subscribe', jsonInit('POST', { email: 'two@example.com' }));
    const list = await (await api.app.request('/api/admin/subscribers', { headers: { Cookie: cookie } })).json();
    expect(list.map((s: { email: string }) => s.email)).toEqual(['two@example.com', 'one@example.com']);
    expect(list[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const res = await api.app.request(`/api/admin/subscribers/${list[1].id}`, jsonInit('DELETE', undefined, cookie));
    expect(res.status).toBe(200);
    expect((await api.handle.db.select().from(subscribeEmail)).map((s) => s.email)).toEqual(['two@example.com']);
    expect((await api.app.request('/api/admin/subscribers/0', jsonInit('DELETE', undefined, cookie))).status).toBe(400);
  });
});
