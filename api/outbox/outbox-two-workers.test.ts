import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../db/client.ts';
import { contactMessage, outbox } from '../../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createOutboxWorker } from './outbox-worker.ts';

/** Two server processes on one database file: each opens its own connection and runs its own worker. */
const dir = mkdtempSync(join(tmpdir(), 'nile-outbox-two-'));
const url = `file:${join(dir, 'site.db')}`;
const smtp = await startSmtpServer();
const first = await openDatabase({ url });
await migrateDatabase(first.db);
const second = await openDatabase({ url });

afterAll(async () => {
  first.close();
  second.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

const workerOn = (handle: DatabaseHandle, leaseMs?: number) =>
  createOutboxWorker({
    db: handle.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: 'Nile Atelier <notices@nileatelier.test>' }),
    siteUrl: 'https://nileatelier.test',
    leaseMs,
    log: () => undefined,
  });

const queueNotices = async (subjects: string[]) => {
  const messages = await first.db
    .insert(contactMessage)
    .values(
      subjects.map((subject) => ({
        name: 'Omar Farouk',
        email: 'omar@example.com',
        phone: '+20 122 555 0199',
        subject,
        message: 'A café unit in Zamalek needs a fit-out.',
        status: 'New' as const,
      })),
    )
    .returning();
  return first.db
    .insert(outbox)
    .values(messages.map((message) => ({ kind: 'notice' as const, messageId: message.id, recipients: 'office@nileatelier.test' })))
    .returning();
};

const subjectsReceived = () => smtp.received.map((mail) => mail.parsed.subject);

describe('the outbox with two workers on one database', () => {
  it('delivers each notice exactly once when both workers send at the same time', async () => {
    smtp.received.length = 0;
    const subjects = Array.from({ length: 24 }, (_, i) => `Fit-out enquiry ${i + 1}`);
    await queueNotices(subjects);

    const [a, b] = [workerOn(first), workerOn(second)];
    const counts = await Promise.all([a.runOnce({ all: true }), b.runOnce({ all: true }), a.runOnce(), b.runOnce()]);

    expect(counts[0] + counts[1]).toBe(subjects.length);
    expect(subjectsReceived().sort()).toEqual(subjects.map((subject) => `New message: ${subject}`).sort());
    const rows = await second.db.select().from(outbox);
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 1 && row.claimedBy === null)).toBe(true);
  });

  it('sends again a notice whose worker died while sending, once its lease has run out', async () => {
    smtp.received.length = 0;
    const [dead, live] = await queueNotices(['Claimed by a process that died', 'Claimed by a process still sending']);
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await first.db
      .update(outbox)
      .set({ state: 'sending', claimedBy: 'dead-process', leaseUntil: past })
      .where(eq(outbox.id, dead?.id ?? -1));
    await first.db
      .update(outbox)
      .set({ state: 'sending', claimedBy: 'busy-process', leaseUntil: future })
      .where(eq(outbox.id, live?.id ?? -1));

    expect(await workerOn(second).runOnce({ all: true })).toBe(1);
    expect(subjectsReceived()).toEqual(['New message: Claimed by a process that died']);
    const [retried] = await first.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, dead?.id ?? -1));
    expect(retried).toMatchObject({ state: 'sent', claimedBy: null });
    const [untouched] = await first.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, live?.id ?? -1));
    expect(untouched).toMatchObject({ state: 'sending', claimedBy: 'busy-process' });
  });
});
