import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessage, subscribeEmail } from '../../db/schema.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });
let cookie = '';

interface Listed {
  id: number;
  name: string;
  status: string;
  note: string | null;
  noticeStatus: string | null;
}
interface ListedPage {
  messages: Listed[];
  total: number;
  page: number;
  limit: number;
}

const send = async (name: string, extra: object = {}) => {
  const res = await api.app.request(
    '/api/contact',
    jsonInit('POST', { name, email: 'lead@example.com', phone: '0100000001', subject: `About ${name}`, message: 'Please call me about a fit-out.', ...extra }),
  );
  return ((await res.json()) as { id: number }).id;
};
const listPage = async (query = '') => (await (await api.app.request(`/api/admin/contact-messages${query}`, { headers: { Cookie: cookie } })).json()) as ListedPage;
const list = async (query = '') => (await listPage(query)).messages;
const patch = (id: number, body: unknown) => api.app.request(`/api/admin/contact-messages/${id}`, jsonInit('PATCH', body, cookie));
const summary = async () =>
  (await (await api.app.request('/api/admin/contact-messages/summary', { headers: { Cookie: cookie } })).json()) as {
    newCount: number;
    byStatus: Record<string, number>;
    weeks: { weekStart: string; messages: number; subscribers: number }[];
  };

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
});

describe('the inbox', () => {
  it('gives each message a status, starting "New", and counts the new ones', async () => {
    const id = await send('Karim Nabil');
    const [listed] = await list();
    expect(listed).toMatchObject({ id, name: 'Karim Nabil', status: 'New', note: null, noticeStatus: null });
    expect((await summary()).newCount).toBe(1);

    const res = await patch(id, { status: 'Read' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'Read' });
    expect((await summary()).newCount).toBe(0);

    expect((await patch(id, { status: 'New' })).status).toBe(200);
    expect((await summary()).newCount).toBe(1);
  });

  it('moves a message through Replied and Archived and keeps a private note', async () => {
    const id = await send('Salma Fathy');
    await patch(id, { status: 'Replied' });
    const noted = await patch(id, { note: '  Quoted EGP 1.2M for the full fit-out.  ' });
    expect(await noted.json()).toMatchObject({ status: 'Replied', note: 'Quoted EGP 1.2M for the full fit-out.' });
    await patch(id, { status: 'Archived' });
    expect((await list()).find((message) => message.id === id)).toMatchObject({ status: 'Archived', note: 'Quoted EGP 1.2M for the full fit-out.' });
    expect(await (await patch(id, { note: '' })).json()).toMatchObject({ note: null });
  });

  it('filters the list by status', async () => {
    const spam = await send('Bot McBotface', { website: 'https://spam.example' });
    const archived = await send('Archived Lead');
    await patch(archived, { status: 'Archived' });
    expect((await list('?status=Spam')).map((message) => message.id)).toEqual([spam]);
    expect((await list('?status=Archived')).map((message) => message.id)).toContain(archived);
    expect((await list('?status=Archived')).every((message) => message.status === 'Archived')).toBe(true);
    expect((await list()).map((message) => message.id)).toEqual(expect.arrayContaining([spam, archived]));
  });

  it('counts messages by status and per week, spam left out of the chart', async () => {
    await api.handle.db.insert(subscribeEmail).values({ email: 'weekly@example.com' });
    const { byStatus, weeks } = await summary();
    const all = await list();
    for (const status of ['New', 'Read', 'Replied', 'Archived', 'Spam']) {
      expect(byStatus[status]).toBe(all.filter((message) => message.status === status).length);
    }
    expect(weeks).toHaveLength(12);
    expect(new Date(`${must(weeks[11]).weekStart}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(must(weeks[11]).messages).toBe(all.length - must(byStatus.Spam));
    expect(must(weeks[11]).subscribers).toBe(1);
    expect(weeks.slice(0, 11).every((week) => week.messages === 0)).toBe(true);
  });

  it('refuses bad updates with a clear message and changes nothing', async () => {
    const id = await send('Careful Lead');
    for (const [body, message] of [
      [{ status: 'Done' }, 'Status must be one of New, Read, Replied, Archived, Spam.'],
      [{}, 'Send a status or a note to change.'],
      [{ note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters.'],
      [{ note: 42 }, 'The note must be text.'],
    ] as const) {
      const res = await patch(id, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await list()).find((message) => message.id === id)).toMatchObject({ status: 'New', note: null });
    expect((await patch(999_999, { status: 'Read' })).status).toBe(404);
    expect((await api.app.request('/api/admin/contact-messages?status=Nope', { headers: { Cookie: cookie } })).status).toBe(400);
  });

  it('answers one page when no page is asked for: the newest 25 and the total, never every message', async () => {
    await api.handle.db.insert(contactMessage).values(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Bulk ${index}`,
        email: 'bulk@example.com',
        phone: '0100000002',
        subject: 'Bulk',
        message: 'One of many.',
        status: 'New' as const,
      })),
    );
    const [{ stored }] = (await api.handle.db.select({ stored: count() }).from(contactMessage)) as [{ stored: number }];
    const first = await listPage();
    expect(first).toMatchObject({ page: 1, limit: 25, total: stored });
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0]?.name).toBe('Bulk 29');
    expect((await listPage('?page=2')).messages.map((message) => message.name)).not.toContain('Bulk 29');
  });

  it('keeps the inbox to signed-in, approved admins', async () => {
    expect((await api.app.request('/api/admin/contact-messages/summary')).status).toBe(401);
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request('/api/admin/contact-messages/1', jsonInit('PATCH', { status: 'Read' }, pending.cookie))).status).toBe(403);
    expect((await api.app.request('/api/admin/notifications', { headers: { Cookie: pending.cookie } })).status).toBe(403);
  });
});

describe('notification settings', () => {
  it("defaults to the owner's email and says when email is not set up", async () => {
    const res = await api.app.request('/api/admin/notifications', { headers: { Cookie: cookie } });
    expect(await res.json()).toMatchObject({ notificationEmails: ['owner@nileatelier.test'], acknowledgeVisitors: false, smtpConfigured: false });
    const test = await api.app.request('/api/admin/notifications/test', jsonInit('POST', {}, cookie));
    expect(test.status).toBe(409);
    expect((await test.json()).message).toBe(en.inbox.emailNotSetUp);
  });

  it('saves a list of addresses and refuses a bad one', async () => {
    const saved = await api.app.request(
      '/api/admin/notifications',
      jsonInit('PUT', { notificationEmails: ['Sales@NileAtelier.test', 'office@nileatelier.test'], acknowledgeVisitors: true }, cookie),
    );
    expect(await saved.json()).toMatchObject({ notificationEmails: ['sales@nileatelier.test', 'office@nileatelier.test'], acknowledgeVisitors: true });
    const bad = await api.app.request('/api/admin/notifications', jsonInit('PUT', { notificationEmails: ['not an email'], acknowledgeVisitors: false }, cookie));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please enter valid email addresses, separated by commas.');
    const now = await (await api.app.request('/api/admin/notifications', { headers: { Cookie: cookie } })).json();
    expect(now.notificationEmails).toEqual(['sales@nileatelier.test', 'office@nileatelier.test']);
  });
});
