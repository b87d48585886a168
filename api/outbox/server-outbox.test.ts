import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFile, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { ensureSiteContent } from '../../db/stored-site-content.ts';
import { contentFingerprint, sourceFingerprint } from '../publishing/fingerprints.ts';
import { BUILD_INFO_FILE } from '../publishing/build-folders.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { type ServerProcess, serverEnv, spawnServer } from '../test/server-process.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { must } from '../../shared/must.ts';

/** The outbox as the real server process runs it: started with the server, sending within seconds, surviving a restart. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-outbox-'));
const port = 4461 + Math.floor(Math.random() * 18);
const base = `http://127.0.0.1:${port}`;

let smtp = await startSmtpServer();
const smtpPort = smtp.port;
const env = serverEnv(dir, {
  PORT: String(port),
  SITE_URL: base,
  OWNER_EMAIL: 'office@nileatelier.test',
  OWNER_PASSWORD: 'outbox-test-owner',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Nile Atelier <notices@nileatelier.test>',
});

let server: ServerProcess | undefined;

const start = async () => {
  server = spawnServer(env);
  await server.ready();
};

const stop = () => must(server).stop();

const sendMessage = async (subject: string) => {
  const res = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: 'Omar Farouk', email: 'omar@example.com', phone: '+20 122 555 0199', subject, message: 'A 90 m² café unit in Zamalek needs a full fit-out.' }),
  });
  expect(res.status).toBe(201);
};

/** A live build that matches the database and the code, so the server starts without building the site (not under test here). */
beforeAll(async () => {
  const database = await openDatabase({ url: env.DATABASE_URL });
  await migrateDatabase(database.db);
  await ensureSiteContent(database.db);
  const builds = createSiteBuilds(env.SITE_DIR);
  const { id, dir: buildDir } = await builds.newBuildDir();
  await mkdir(buildDir, { recursive: true });
  await writeFile(join(buildDir, 'index.html'), '<!doctype html><title>Nile Atelier</title>');
  const info = {
    id,
    builtAt: new Date().toISOString(),
    durationMs: 1,
    contentFingerprint: await contentFingerprint(database.db),
    sourceFingerprint: await sourceFingerprint(root, 'server'),
  };
  await writeFile(join(buildDir, BUILD_INFO_FILE), JSON.stringify(info));
  await builds.activate(buildDir);
  database.close();
});

afterAll(async () => {
  await server?.stop();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the outbox in the server process', { timeout: 240_000 }, () => {
  it('mails the office within seconds of a message', async () => {
    await start();
    await sendMessage('Café fit-out');
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(must(smtp.received[0]).envelopeTo).toEqual(['office@nileatelier.test']);
    expect(must(smtp.received[0]).parsed.subject).toBe('New message: Café fit-out');
  });

  it('keeps a notice while the mail server is down and sends it once it is back and the app restarts', async () => {
    await smtp.close();
    await sendMessage('While the mail server was down');
    await expect.poll(() => must(server).output(), { timeout: 15_000 }).toContain('[outbox] notice for message 2 not sent');
    expect(await stop()).toBe(0);

    smtp = await startSmtpServer({ port: smtpPort });
    await start();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(must(smtp.received[0]).parsed.subject).toBe('New message: While the mail server was down');
  });
});
