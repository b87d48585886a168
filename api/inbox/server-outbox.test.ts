import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFile, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { contentFingerprint, sourceFingerprint } from '../publishing/fingerprints.ts';
import { BUILD_INFO_FILE, createSiteBuilds } from '../publishing/site-builds.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { must } from '../../shared/must.ts';

/** The outbox as the real server process runs it: started with the server, sending within seconds, surviving a restart. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-outbox-'));
const port = 4461 + Math.floor(Math.random() * 18);
const base = `http://127.0.0.1:${port}`;

let smtp = await startSmtpServer();
const smtpPort = smtp.port;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  SITE_URL: base,
  DATABASE_URL: `file:${join(dir, 'site.db')}`,
  UPLOADS_DIR: join(dir, 'uploads'),
  SITE_DIR: join(dir, 'site'),
  BACKUP_DIR: join(dir, 'backups'),
  SEED_DEMO_CONTENT: '0',
  OWNER_EMAIL: 'office@nileatelier.test',
  OWNER_PASSWORD: 'outbox-test-owner',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Nile Atelier <notices@nileatelier.test>',
};

let server: ChildProcess | undefined;
let output = '';

const start = async () => {
  output = '';
  server = spawn(process.execPath, [join(root, 'scripts/start.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  must(server.stdout).on('data', (chunk: Buffer) => (output += chunk.toString()));
  must(server.stderr).on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${output}`);
};

const stop = () =>
  new Promise<number | null>((resolve) => {
    must(server).once('exit', (code) => resolve(code));
    must(server).kill('SIGTERM');
  });

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
  const builds = createSiteBuilds(env.SITE_DIR);
  const { id, dir: buildDir } = await builds.newBuildDir();
  await mkdir(buildDir, { recursive: true });
  await writeFile(join(buildDir, 'index.html'), '<!doctype html><title>Nile Atelier</title>');
  const info = {
    id,
    builtAt: new Date().toISOString(),
    durationMs: 1,
    contentFingerprint: await contentFingerprint(database.db),
    sourceFingerprint: await sourceFingerprint(root),
  };
  await writeFile(join(buildDir, BUILD_INFO_FILE), JSON.stringify(info));
  await builds.activate(buildDir);
  database.close();
});

afterAll(async () => {
  if (server && server.exitCode === null) await stop();
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
    await expect.poll(() => output, { timeout: 15_000 }).toContain('[outbox] notice for message 2 not sent');
    expect(await stop()).toBe(0);

    smtp = await startSmtpServer({ port: smtpPort });
    await start();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(must(smtp.received[0]).parsed.subject).toBe('New message: While the mail server was down');
  });
});
