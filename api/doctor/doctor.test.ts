import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../backups/create-backup.ts';
import { loadConfig } from '../config.ts';
import { openPreparedDatabase } from '../prepared-database.ts';
import { BUILD_INFO_FILE } from '../publishing/build-folders.ts';
import { contentFingerprint, sourceFingerprint } from '../publishing/fingerprints.ts';
import { PROJECT_ROOT } from '../publishing/project-root.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { replicaState } from '../replica/replica-state.ts';
import { startReplica } from '../replica/start-replica.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import type { CheckResult } from './check.ts';
import { runDoctor } from './run-doctor.ts';

/*
 * A temporary install as the server leaves it (a migrated private database, its data folders, a live build of
 * today's content and code, a backup, a replica streamed by Litestream, a mail server that asks for a login, an
 * S3 bucket): every check passes. Then each thing is broken in turn, and its check fails with its own message.
 */
const dir = mkdtempSync(join(tmpdir(), 'nile-doctor-'));
const databasePath = join(dir, 'data', 'site.db');
const replicaDir = join(dir, 'replica');
let smtp: { port: number; close: () => Promise<void> };
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let litestream: Awaited<ReturnType<typeof startReplica>> | undefined;

/** A mail server that takes the login doctor / secret only. */
const startSmtpWithLogin = async () => {
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'doctor' && auth.password === 'secret' ? callback(null, { user: 'doctor' }) : callback(new Error('Invalid username or password')),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const healthyEnv = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'development',
  DATABASE_URL: `file:${databasePath}`,
  SITE_DIR: join(dir, 'data', 'site'),
  BACKUP_DIR: join(dir, 'data', 'backups'),
  SMTP_URL: `smtp://doctor:secret@127.0.0.1:${smtp.port}`,
  ...s3.env,
  DATABASE_REPLICA_URL: `file://${replicaDir}`,
});

const doctor = async (env: NodeJS.ProcessEnv) => {
  const results: CheckResult[] = [];
  for await (const result of runDoctor(env)) results.push(result);
  return results;
};
const find = (results: CheckResult[], label: string) => {
  const found = results.find((result) => result.label === label);
  if (!found) throw new Error(`no check "${label}" in:\n${results.map((result) => result.label).join('\n')}`);
  return found;
};
const printed = (results: CheckResult[]) => results.map(({ status, label, detail }) => `${status} ${label}: ${detail}`).join('\n');

beforeAll(async () => {
  [smtp, s3] = await Promise.all([startSmtpWithLogin(), startS3TestServer({ port: 0 })]);
  const config = loadConfig(healthyEnv());
  mkdirSync(join(dir, 'data'), { mode: 0o700 });
  const database = await openPreparedDatabase(config);
  try {
    const builds = createSiteBuilds(config.siteDir);
    const { id, dir: build } = await builds.newBuildDir();
    mkdirSync(build);
    writeFileSync(join(build, 'index.html'), '<!doctype html><title>Nile Atelier</title>');
    const [content, source] = await Promise.all([contentFingerprint(database.db), sourceFingerprint(PROJECT_ROOT, 'server')]);
    writeFileSync(join(build, BUILD_INFO_FILE), JSON.stringify({ id, builtAt: new Date().toISOString(), durationMs: 1, contentFingerprint: content, sourceFingerprint: source }));
    await builds.activate(build);
    await createBackup({ client: database.client, remote: false, uploadsDir: undefined, backupDir: config.backup.dir });
  } finally {
    database.close();
  }
  const replica = config.replica;
  if (!replica) throw new Error('no replica in the test environment');
  litestream = await startReplica(config.database.url, replica);
  const deadline = Date.now() + 20_000;
  while (!(await replicaState(config.database.url, replica)).ok) {
    if (Date.now() > deadline) throw new Error('Litestream did not fill the replica');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all([litestream?.stop(), smtp?.close(), s3?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run doctor', { timeout: 30_000 }, () => {
  it('passes every check of a healthy install; the checks of the public address are skipped outside production', async () => {
    const results = await doctor(healthyEnv());
    console.log(printed(results));
    expect(results.filter(({ status }) => status !== 'ok').map(({ label, status, detail }) => `${status} ${label}: ${detail}`)).toEqual([
      'skipped SITE_URL is https: NODE_ENV is not production',
      'skipped Public address over HTTPS: NODE_ENV is not production',
      'skipped Certificate: NODE_ENV is not production',
      'skipped HSTS: NODE_ENV is not production',
      'skipped Server header: NODE_ENV is not production',
    ]);
    expect(results.map(({ label }) => label)).toEqual([
      'Environment',
      'Required variables',
      'SITE_URL is https',
      'TRUST_PROXY behind a proxy',
      'Database opens',
      'Database integrity',
      'Database migrations',
      'Database file mode',
      'Data folders writable',
      'Free disk space',
      'Live build',
      'SMTP',
      'S3 bucket',
      'Replica',
      'Backups',
      'Clock',
      'Public address over HTTPS',
      'Certificate',
      'HSTS',
      'Server header',
    ]);
    expect(find(results, 'Replica').detail).toMatch(/^file:\/\/.+ answers, (less than a second|\d+ s) behind$/);
    expect(find(results, 'SMTP').detail).toBe(`smtp://doctor@127.0.0.1:${smtp.port} answers and accepts the login`);
  });

  it('fails on a missing variable, and on an invalid one before anything else', async () => {
    const production = await doctor({ ...healthyEnv(), NODE_ENV: 'production', SITE_URL: undefined });
    expect(find(production, 'Required variables')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/^SITE_URL is not set: add it to the environment file/) });

    const invalid = await doctor({ ...healthyEnv(), SMTP_URL: 'mail.example.com' });
    expect(invalid).toEqual([{ status: 'fail', label: 'Environment', detail: expect.stringContaining('SMTP_URL must look like smtp://user:pass@host:587') }]);
  });

  it('fails on http and on a proxy not trusted in production', async () => {
    const results = await doctor({ ...healthyEnv(), NODE_ENV: 'production', SITE_URL: 'http://nileatelier.com' });
    expect(find(results, 'SITE_URL is https')).toMatchObject({ status: 'fail', detail: expect.stringContaining('Set SITE_URL=https://') });
    expect(find(results, 'TRUST_PROXY behind a proxy')).toMatchObject({ status: 'fail', detail: expect.stringContaining('Set TRUST_PROXY=true') });
  });

  it('fails on a read-only data folder', async () => {
    const siteDir = join(dir, 'data', 'site');
    const mode = statSync(siteDir).mode;
    chmodSync(siteDir, 0o500);
    try {
      expect(find(await doctor(healthyEnv()), 'Data folders writable')).toMatchObject({
        status: 'fail',
        detail: `${siteDir} is not writable (0500): chmod u+w ${siteDir}`,
      });
    } finally {
      chmodSync(siteDir, mode);
    }
  });

  it('fails on a world-readable database', async () => {
    chmodSync(databasePath, 0o644);
    try {
      expect(find(await doctor(healthyEnv()), 'Database file mode')).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(/^site\.db is 0644: others may read the accounts and messages\. Run chmod 600 .*site\.db$/),
      });
    } finally {
      chmodSync(databasePath, 0o600);
    }
  });

  it('fails on an unreachable mail server, and on a refused login', async () => {
    const unreachable = await doctor({ ...healthyEnv(), SMTP_URL: 'smtp://doctor:secret@127.0.0.1:9' });
    expect(find(unreachable, 'SMTP')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^cannot talk to smtp:\/\/doctor@127\.0\.0\.1:9 \(.*ECONNREFUSED.*\): check the host and port/),
    });
    const refused = await doctor({ ...healthyEnv(), SMTP_URL: `smtp://doctor:wrong@127.0.0.1:${smtp.port}` });
    expect(find(refused, 'SMTP')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/refused the login .*: check the user and password in SMTP_URL$/) });
  });

  it('fails on a bucket that is not there', async () => {
    const results = await doctor({ ...healthyEnv(), UPLOADS_S3_BUCKET: 'no-such-bucket' });
    expect(find(results, 'S3 bucket')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^no-such-bucket at http:\/\/127\.0\.0\.1:\d+: NotFound.*HTTP 404\. Check UPLOADS_S3_BUCKET/),
    });
  });

  it('fails on a live build older than the code, and warns of a fresh install with no backup yet', async () => {
    const results = await doctor({ ...healthyEnv(), ANALYTICS: 'beacon', BACKUP_DIR: join(dir, 'no-backups-yet') });
    expect(find(results, 'Live build')).toMatchObject({ status: 'fail', detail: expect.stringContaining("is older than the site's code: the last build failed") });
    expect(find(results, 'Backups')).toMatchObject({ status: 'warn', detail: expect.stringMatching(/^none yet in .*no-backups-yet: the server takes the first one/) });
  });

  it('fails on a replica more than a minute behind', async () => {
    await litestream?.stop();
    litestream = undefined;
    // Litestream no longer runs: the database changes, and the replica's newest change is five minutes old.
    const database = await openPreparedDatabase(loadConfig(healthyEnv()));
    await database.client.execute("INSERT INTO meta (key, value) VALUES ('doctor-test', 'changed after the replica stopped')");
    database.close();
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    const backdate = (path: string) => {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isDirectory()) backdate(join(path, entry.name));
        utimesSync(join(path, entry.name), fiveMinutesAgo, fiveMinutesAgo);
      }
    };
    backdate(replicaDir);
    expect(find(await doctor(healthyEnv()), 'Replica')).toMatchObject({
      status: 'fail',
      detail: `file://${replicaDir} is 5 min behind, more than 1 min: is Litestream running? (journalctl -u nile-atelier | grep replica; a restart starts it again)`,
    });
  });
});
