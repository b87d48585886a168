import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { newsletter, subscribeEmail } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { serverEnv, spawnServer } from '../test/server-process.ts';
import { fakeLiveSite } from '../test/served-build.ts';
import { queueIssue } from './issues.ts';

/*
 * An issue of 200 emails sent by the real server, `kill -9` in the middle, then two server processes on the same
 * database: every address receives the issue once, and the issue ends sent.
 */
const READERS = 200;
const dir = mkdtempSync(join(tmpdir(), 'nile-newsletter-crash-'));
const smtp = await startSmtpServer();
const env = serverEnv(dir, {
  SMTP_URL: smtp.url,
  SITE_URL: 'https://nileatelier.test',
  NEWSLETTER_PER_MINUTE: '3000',
  BACKUP_INTERVAL_HOURS: '0',
  RATE_LIMIT_SCALE: '0',
  OWNER_PASSWORD: 'newsletter-crash-owner',
  PUBLISH_DEBOUNCE_MS: String(60 * 60 * 1000),
});

const servers: ChildProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = async () => {
  const started = spawnServer(env);
  servers.push(started.child);
  await started.ready(60_000);
  return started;
};

const until = async (done: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out with ${smtp.received.length} emails received`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('a newsletter send through kill -9', { timeout: 180_000 }, () => {
  it('resumes after a restart and reaches every address once, with two processes sending', async () => {
    await fakeLiveSite(env.SITE_DIR);
    const first = await start();
    const handle = await openDatabase({ url: env.DATABASE_URL });
    try {
      await handle.db
        .insert(subscribeEmail)
        .values(
          Array.from({ length: READERS }, (_, i) => ({ email: `reader${i}@example.com`, lang: i % 3 === 0 ? ('ar' as const) : ('en' as const), status: 'confirmed' as const })),
        );
      const [issue] = await handle.db.insert(newsletter).values({ subjectEn: 'News', bodyEn: 'Our latest work.', subjectAr: 'أخبار', bodyAr: 'أحدث أعمالنا.' }).returning();
      const id = must(issue).id;
      expect(await queueIssue(handle.db, id, new Date())).toMatchObject({ recipients: READERS });

      await until(() => smtp.received.length >= 60, 60_000);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const beforeRestart = smtp.received.length;
      expect(beforeRestart).toBeLessThan(READERS);

      await Promise.all([start(), start()]);
      await until(async () => must((await handle.db.select().from(newsletter).where(eq(newsletter.id, id)))[0]).status === 'sent', 120_000);

      const addresses = smtp.received.flatMap((mail) => mail.envelopeTo);
      expect(new Set(addresses).size).toBe(READERS);
      expect(addresses).toHaveLength(READERS);
    } finally {
      handle.close();
    }
  });
});
