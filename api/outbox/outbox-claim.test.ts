import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessage, outbox } from '../../db/schema.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { createOutboxWorker } from './outbox-worker.ts';

/*
 * The outbox's claim shown step by step rather than by two workers hoping to collide: one worker holds a row
 * (its send is made to wait), and the other finds nothing to send until the claim is released or has lapsed.
 */
const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

/** A mail server whose answer the test gives: each send waits until the test lets it go. */
const heldMailer = () => {
  const sent: OutgoingMail[] = [];
  let arrived: () => void = () => {};
  let release: () => void = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const mailer: Mailer = {
    send: async (mail) => {
      arrived();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      sent.push(mail);
    },
    close: () => {},
  };
  return { mailer, sent, arrival, release: () => release() };
};

const instantMailer = () => {
  const sent: OutgoingMail[] = [];
  return { sent, mailer: { send: async (mail: OutgoingMail) => void sent.push(mail), close: () => {} } satisfies Mailer };
};

const queueNotice = async (subject: string) => {
  const [message] = await api.handle.db
    .insert(contactMessage)
    .values({ name: 'Omar', email: 'omar@example.com', phone: '+20 122 555 0199', subject, message: 'A café in Zamalek.', status: 'New' })
    .returning();
  const [row] = await api.handle.db.insert(outbox).values({ kind: 'notice', messageId: message?.id, recipients: 'office@nileatelier.test' }).returning();
  return { messageId: message?.id ?? 0, outboxId: row?.id ?? 0 };
};

const worker = (mailer: Mailer, now = () => new Date()) => createOutboxWorker({ db: api.handle.db, mailer, siteUrl: 'https://nileatelier.test', now, log: () => {} });

describe('the outbox claim', () => {
  it('keeps a row another worker holds out of reach until that worker is done', async () => {
    const { outboxId } = await queueNotice('Held by the first worker');
    const first = heldMailer();
    const second = instantMailer();

    const firstPass = worker(first.mailer).runOnce({ all: true });
    await first.arrival;
    const [claimed] = await api.handle.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(claimed).toMatchObject({ state: 'sending', claimedBy: expect.any(String) });
    expect(await worker(second.mailer).runOnce({ all: true })).toBe(0);
    expect(second.sent).toEqual([]);

    first.release();
    expect(await firstPass).toBe(1);
    expect(await worker(second.mailer).runOnce({ all: true })).toBe(0);
    expect(first.sent.map((mail) => mail.subject)).toEqual(['New message: Held by the first worker']);
    expect((await api.handle.db.select().from(outbox).where(eq(outbox.id, outboxId)))[0]).toMatchObject({ state: 'sent', claimedBy: null, attempts: 1 });
  });

  it('lets another worker take a claim whose lease has run out, by its clock', async () => {
    const { outboxId } = await queueNotice('Its worker died');
    const dying = heldMailer();
    const dyingPass = worker(dying.mailer).runOnce({ all: true });
    await dying.arrival;

    const takeover = instantMailer();
    const inTenMinutes = new Date(Date.now() + 10 * 60_000 + 1000);
    expect(await worker(takeover.mailer).runOnce({ all: true })).toBe(0);
    expect(await worker(takeover.mailer, () => inTenMinutes).runOnce({ all: true })).toBe(1);
    expect(takeover.sent.map((mail) => mail.subject)).toEqual(['New message: Its worker died']);
    // The first worker, back too late, records nothing over the new owner's outcome.
    dying.release();
    await dyingPass;
    expect((await api.handle.db.select().from(outbox).where(eq(outbox.id, outboxId)))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('deleting a message', () => {
  it('deletes its outbox rows with it, so nothing is sent about it afterwards', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const { messageId } = await queueNotice('Deleted before its notice');
    await api.handle.db.insert(outbox).values({ kind: 'acknowledgement', messageId, recipients: 'omar@example.com' });
    const res = await api.app.request(`/api/admin/contact-messages/${messageId}`, jsonInit('DELETE', undefined, cookie));
    expect(res.status).toBe(200);
    expect(await api.handle.db.select().from(outbox).where(eq(outbox.messageId, messageId))).toEqual([]);
    expect(await api.handle.db.select().from(contactMessage).where(eq(contactMessage.id, messageId))).toEqual([]);
    const mails = instantMailer();
    await worker(mails.mailer).runOnce({ all: true });
    expect(mails.sent.filter((mail) => mail.subject.includes('Deleted before its notice'))).toEqual([]);
  });
});
