import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, contactMessage, outbox, subscribeEmail } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { authed, createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { ERASED } from './erase-email.ts';

const api = useTestApi();
let cookie = '';
let admin = { id: 0, name: '' };

const message = (email: string, name: string) => ({ name, email, phone: '+20 100 555 0101', subject: 'A kitchen in Maadi', message: 'We would like a quote for our kitchen.' });
const log = (entry: Partial<typeof activity.$inferInsert>) =>
  api.deps.db.insert(activity).values({ userId: admin.id, actorName: admin.name, clientAddress: '203.0.113.9', action: 'message.read', ...entry });

let sara: number[] = [];
let other = 0;

beforeAll(async () => {
  const signedIn = await createUserWithSession(api.deps, { name: 'Mona' });
  cookie = signedIn.cookie;
  admin = { id: signedIn.user.id, name: signedIn.user.name };
  const rows = await api.deps.db
    .insert(contactMessage)
    .values([message('sara@example.com', 'Sara Fahmy'), message('Sara@Example.COM', 'Sara F.'), message('omar@example.com', 'Omar Said')])
    .returning({ id: contactMessage.id });
  sara = rows.slice(0, 2).map((row) => row.id);
  other = must(rows[2]).id;
  await api.deps.db.insert(outbox).values([
    { kind: 'acknowledgement', messageId: must(sara[0]), recipients: 'sara@example.com' },
    { kind: 'notice', messageId: other, recipients: 'office@nileatelier.com' },
  ]);
  await api.deps.db.insert(subscribeEmail).values([{ email: 'sara@example.com' }, { email: 'omar@example.com' }]);
  await log({ action: 'message.read', target: 'Sara Fahmy', targetId: sara[0] });
  await log({ action: 'subscriber.deleted', target: 'sara@example.com', targetId: 99 });
  await log({ action: 'subscribers.exported', details: { note: 'sent to SARA@example.com and omar@example.com' } });
  await log({ action: 'message.read', target: 'Omar Said', targetId: other });
});

describe('POST /api/admin/privacy/erase', () => {
  it('erases every message, its outbox rows and the subscription of one address, and redacts its mentions in the log', async () => {
    const res = await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email: ' Sara@example.com ' }, cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en.privacy.erased, erased: { messages: 2, subscriptions: 1, testimonials: 0, outbox: 0, activityMentions: 3 } });

    const db = api.deps.db;
    expect((await db.select().from(contactMessage)).map((row) => row.id)).toEqual([other]);
    expect((await db.select().from(outbox)).map((row) => row.messageId)).toEqual([other]);
    expect((await db.select().from(subscribeEmail)).map((row) => row.email)).toEqual(['omar@example.com']);

    const entries = await db.select().from(activity).orderBy(activity.id);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/sara@example\.com/i);
    expect(text).not.toMatch(/Sara Fahmy/);
    expect(entries.find((entry) => entry.targetId === sara[0])?.target).toBe(ERASED);
    expect(entries.find((entry) => entry.action === 'subscriber.deleted')?.target).toBe(ERASED);
    expect(entries.find((entry) => entry.action === 'subscribers.exported')?.details).toEqual({ note: `sent to ${ERASED} and omar@example.com` });
    // Nobody else's records change.
    expect(entries.find((entry) => entry.targetId === other)?.target).toBe('Omar Said');
  });

  it('logs one entry that says what was done, without the address', async () => {
    const [entry] = await api.deps.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
    expect(must(entry)).toMatchObject({
      action: 'data.erased',
      actorName: 'Mona',
      target: null,
      details: { messages: 2, subscriptions: 1, testimonials: 0, outbox: 0, activityMentions: 3 },
    });
    const page = await (await api.app.request('/api/admin/activity', authed(cookie))).json();
    expect(JSON.stringify(page)).toContain('Mona erased the data of one email address');
    expect(JSON.stringify(page)).not.toMatch(/sara@example\.com/i);
  });

  it('refuses anything but an email address, and changes nothing', async () => {
    const before = await api.deps.db.select().from(contactMessage);
    const res = await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email: '%' }, cookie));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.privacy.invalidEmail);
    expect(await api.deps.db.select().from(contactMessage)).toEqual(before);
  });

  it('is for approved admins only', async () => {
    expect((await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email: 'omar@example.com' }))).status).toBe(401);
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email: 'omar@example.com' }, pending.cookie))).status).toBe(403);
    expect(await api.deps.db.select().from(subscribeEmail).where(eq(subscribeEmail.email, 'omar@example.com'))).toHaveLength(1);
  });
});

describe('erasing each kind of person', () => {
  const erase = async (email: string) => {
    const res = await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email }, cookie));
    expect(res.status).toBe(200);
    return (await res.json()).erased as Record<string, number>;
  };
  const mentions = async (email: string) => {
    const db = api.deps.db;
    const rows = [...(await db.select().from(contactMessage)), ...(await db.select().from(subscribeEmail)), ...(await db.select().from(outbox))];
    return rows.filter((row) => JSON.stringify(row).toLowerCase().includes(email.toLowerCase()));
  };

  it('erases a person who only subscribed', async () => {
    await api.deps.db.insert(subscribeEmail).values({ email: 'only-subscribed@example.com' });
    expect(await erase('Only-Subscribed@example.com')).toMatchObject({ messages: 0, subscriptions: 1 });
    expect(await mentions('only-subscribed@example.com')).toEqual([]);
  });

  it('erases a person who only wrote, with the emails about their messages', async () => {
    const [row] = await api.deps.db.insert(contactMessage).values(message('only-wrote@example.com', 'Hany Wrote')).returning({ id: contactMessage.id });
    await api.deps.db.insert(outbox).values({ kind: 'acknowledgement', messageId: must(row).id, recipients: 'only-wrote@example.com' });
    expect(await erase('only-wrote@example.com')).toMatchObject({ messages: 1, subscriptions: 0 });
    expect(await mentions('only-wrote@example.com')).toEqual([]);
  });

  it('erases a person who wrote and subscribed', async () => {
    await api.deps.db.insert(contactMessage).values(message('both@example.com', 'Dina Both'));
    await api.deps.db.insert(subscribeEmail).values({ email: 'both@example.com' });
    expect(await erase('both@example.com')).toMatchObject({ messages: 1, subscriptions: 1 });
    expect(await mentions('both@example.com')).toEqual([]);
  });

  it('erases a person only an email in the outbox names, and keeps what the outbox owes the others', async () => {
    const [kept] = await api.deps.db.insert(contactMessage).values(message('someone-else@example.com', 'Someone Else')).returning({ id: contactMessage.id });
    await api.deps.db.insert(outbox).values([
      { kind: 'notice', messageId: must(kept).id, recipients: 'office@nileatelier.com, Left-The-Office@example.com' },
      { kind: 'notice', messageId: must(kept).id, recipients: 'left-the-office@example.com' },
    ]);
    expect(await erase('left-the-office@example.com')).toMatchObject({ messages: 0, subscriptions: 0, outbox: 2 });
    expect(await mentions('left-the-office@example.com')).toEqual([]);
    const notices = await api.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.messageId, must(kept).id));
    expect(notices.map((row) => row.recipients)).toEqual(['office@nileatelier.com']);
  });
});
