import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { activity, contactAttachment, contactMessage, meta, project, session, subscribeEmail, user, whatsappVisitor } from '../../db/schema.ts';
import { createSession } from '../sessions/sessions.ts';
import { createBackup } from './create-backup.ts';
import { listBackups, pruneBackups } from './list-backups.ts';
import { DATABASE_FILE, describeFile, MANIFEST_FILE, readManifest } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { must } from '../../shared/must.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nile-backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes of a file waiting for a message, to look for in a backup's database file. */
const UNSENT_FILE = Buffer.from(`%PDF-1.4 never sent ${'unsent-bytes '.repeat(200)}`);

/** One install: a database file with content and a session, and an uploads folder with images. */
const makeInstall = async (name: string, { migrations }: { migrations?: string } = {}) => {
  const root = join(dir, name);
  const uploadsDir = join(root, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const url = `file:${join(root, 'site.db')}`;
  const database = await openDatabase({ url });
  if (migrations) await migrate(database.db, { migrationsFolder: migrations });
  else await migrateDatabase(database.db);
  // Only the first migration's columns, so the same rows fit an install of any schema version.
  const inserted = await database.client.execute({ sql: "INSERT INTO user (email, name, password) VALUES (?, 'Mona', 'argon-hash') RETURNING id", args: [`${name}@example.com`] });
  const adminId = Number(inserted.rows[0]?.id);
  await database.client.execute({
    sql: "INSERT INTO project (title, slug, category, description, imageUrl, imageAlt) VALUES (?, ?, 'Residential', 'A loft.', '/uploads/a.webp', 'Loft')",
    args: [`${name} loft`, `${name}-loft`],
  });
  await database.client.execute("INSERT INTO contact_message (name, email, phone, subject, message) VALUES ('Karim', 'karim@example.com', '+20 100 000 0000', 'Fit-out', 'Hello')");
  await database.client.execute("INSERT INTO subscribe_email (email) VALUES ('one@example.com'), ('two@example.com')");
  if (!migrations) {
    await createSession(database.db, adminId);
    const [message] = await database.db.select().from(contactMessage);
    await database.db
      .insert(contactAttachment)
      .values({ token: 'a'.repeat(22), messageId: message?.id, name: 'plan.pdf', type: 'application/pdf', size: 4, sentSize: 4, data: Buffer.from('%PDF') });
    await database.db
      .insert(contactAttachment)
      .values({ token: 'w'.repeat(22), name: 'waiting.pdf', type: 'application/pdf', size: UNSENT_FILE.length, sentSize: UNSENT_FILE.length, data: UNSENT_FILE });
    await database.db.insert(whatsappVisitor).values({ day: '2026-11-26', visitor: 'hash-of-today', lastCountedAt: '2026-11-26T10:00:00.000Z' });
    await database.db.insert(meta).values({ key: 'visitor-salt:2026-11-26', value: 'salt' });
  }
  writeFileSync(join(uploadsDir, 'a.webp'), `image of ${name}`);
  writeFileSync(join(uploadsDir, 'b.webp'), 'second image');
  return { root, url, uploadsDir, database, backupDir: join(root, 'backups') };
};

const countsOf = async (url: string) => {
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    return {
      projects: (await db.select().from(project)).map((row) => row.title),
      messages: (await db.select().from(contactMessage)).length,
      subscribers: (await db.select().from(subscribeEmail)).length,
      users: (await db.select().from(user)).map((row) => row.email),
      sessions: (await db.select().from(session)).length,
      activity: (await db.select().from(activity)).map((row) => row.action),
    };
  } finally {
    database.close();
  }
};

describe('backups', () => {
  it('writes the database and uploads with a manifest of counts and checksums, and no sessions', async () => {
    const install = await makeInstall('studio');
    const { dir: backup, manifest } = await createBackup({ client: install.database.client, remote: false, uploadsDir: install.uploadsDir, backupDir: install.backupDir });
    install.database.close();

    expect(manifest.counts).toEqual({ projects: 1, messages: 1, subscribers: 2, users: 1, uploads: 2 });
    expect(Object.keys(manifest.files).sort()).toEqual([DATABASE_FILE, 'uploads/a.webp', 'uploads/b.webp']);
    expect(await readManifest(backup)).toEqual(manifest);
    expect(readFileSync(join(backup, 'uploads/a.webp'), 'utf8')).toBe('image of studio');
    expect((await countsOf(`file:${join(backup, DATABASE_FILE)}`)).sessions).toBe(0);
    const copy = await openDatabase({ url: `file:${join(backup, DATABASE_FILE)}` });
    try {
      // A message's files are in the database, so in the backup; files waiting for a message and who visited today are not.
      expect((await copy.db.select().from(contactAttachment)).map((file) => file.name)).toEqual(['plan.pdf']);
      expect(readFileSync(join(backup, DATABASE_FILE)).includes(UNSENT_FILE.subarray(9, 200))).toBe(false);
      expect(await copy.db.select().from(whatsappVisitor)).toEqual([]);
      expect((await copy.db.select().from(meta)).map((row) => row.key)).not.toContain('visitor-salt:2026-11-26');
    } finally {
      copy.close();
    }
    expect(statSync(backup).mode & 0o777).toBe(0o700);
    expect(statSync(join(backup, DATABASE_FILE)).mode & 0o777).toBe(0o600);
  });

  it('reads a remote database through the client into the same backup', async () => {
    const install = await makeInstall('hosted');
    const { dir: backup, manifest } = await createBackup({ client: install.database.client, remote: true, uploadsDir: undefined, backupDir: install.backupDir });
    install.database.close();
    expect(manifest).toMatchObject({ database: 'remote', uploads: 'remote', counts: { projects: 1, messages: 1, subscribers: 2, users: 1, uploads: 0 } });
    const copied = await countsOf(`file:${join(backup, DATABASE_FILE)}`);
    expect(copied).toMatchObject({ projects: ['hosted loft'], users: ['hosted@example.com'], sessions: 0 });
  });

  it('restores into a fresh install with everything back and everyone signed out', async () => {
    const source = await makeInstall('studio');
    const { dir: backup } = await createBackup({ client: source.database.client, remote: false, uploadsDir: source.uploadsDir, backupDir: source.backupDir });
    source.database.close();

    const fresh = { url: `file:${join(dir, 'fresh/data/site.db')}`, uploadsDir: join(dir, 'fresh/data/uploads'), backupDir: join(dir, 'fresh/backups') };
    const { safety } = await restoreBackup(backup, { database: { url: fresh.url }, uploadsDir: fresh.uploadsDir, backup: { dir: fresh.backupDir } });

    expect(safety).toBeNull();
    expect(await countsOf(fresh.url)).toEqual({
      projects: ['studio loft'],
      messages: 1,
      subscribers: 2,
      users: ['studio@example.com'],
      sessions: 0,
      activity: ['backup.restored'],
    });
    expect(readdirSync(fresh.uploadsDir).sort()).toEqual(['a.webp', 'b.webp']);
    expect(readFileSync(join(fresh.uploadsDir, 'a.webp'), 'utf8')).toBe('image of studio');
  });

  it('keeps the data it replaces as a backup of its own', async () => {
    const source = await makeInstall('studio');
    const { dir: backup } = await createBackup({ client: source.database.client, remote: false, uploadsDir: source.uploadsDir, backupDir: source.backupDir });
    source.database.close();
    const other = await makeInstall('other');
    other.database.close();

    const { safety } = await restoreBackup(backup, { database: { url: other.url }, uploadsDir: other.uploadsDir, backup: { dir: other.backupDir } });

    expect((await countsOf(other.url)).projects).toEqual(['studio loft']);
    expect(readFileSync(join(other.uploadsDir, 'a.webp'), 'utf8')).toBe('image of studio');
    expect(safety).toMatch(/before-restore-/);
    expect((await countsOf(`file:${join(must(safety), DATABASE_FILE)}`)).projects).toEqual(['other loft']);
    expect(readFileSync(join(must(safety), 'uploads/a.webp'), 'utf8')).toBe('image of other');
  });

  it('refuses a damaged backup and changes nothing', async () => {
    const source = await makeInstall('studio');
    const { dir: backup } = await createBackup({ client: source.database.client, remote: false, uploadsDir: source.uploadsDir, backupDir: source.backupDir });
    source.database.close();
    writeFileSync(join(backup, 'uploads/b.webp'), 'tampered');
    const other = await makeInstall('other');
    other.database.close();

    await expect(restoreBackup(backup, { database: { url: other.url }, uploadsDir: other.uploadsDir, backup: { dir: other.backupDir } })).rejects.toThrow(
      'uploads/b.webp: checksum does not match',
    );
    expect((await countsOf(other.url)).projects).toEqual(['other loft']);
    expect(readFileSync(join(other.uploadsDir, 'a.webp'), 'utf8')).toBe('image of other');
    expect(await listBackups(other.backupDir)).toEqual([]);
  });

  it('restores only the regular files its manifest lists: files slipped into the folder stay behind', async () => {
    const source = await makeInstall('studio');
    const { dir: backup } = await createBackup({ client: source.database.client, remote: false, uploadsDir: source.uploadsDir, backupDir: source.backupDir });
    source.database.close();
    writeFileSync(join(backup, 'uploads/unlisted.webp'), 'not in the manifest');
    symlinkSync(join(source.root, 'site.db'), join(backup, 'uploads/database.webp'));
    mkdirSync(join(backup, 'uploads/nested'));
    writeFileSync(join(backup, 'uploads/nested/deep.webp'), 'in a folder');

    const fresh = { url: `file:${join(dir, 'fresh/site.db')}`, uploadsDir: join(dir, 'fresh/uploads'), backupDir: join(dir, 'fresh/backups') };
    await restoreBackup(backup, { database: { url: fresh.url }, uploadsDir: fresh.uploadsDir, backup: { dir: fresh.backupDir } });
    expect(readdirSync(fresh.uploadsDir).sort()).toEqual(['a.webp', 'b.webp']);
  });

  it.each([
    ['a listed image that is a symbolic link', 'uploads/linked.webp', 'not a regular file'],
    ['a listed path that climbs out of the backup', 'uploads/../../outside.webp', 'not a file a backup holds'],
    ['a listed file in a folder of its own', 'uploads/nested/deep.webp', 'not a file a backup holds'],
    ['a listed name the uploads storage never gives out', 'uploads/.htaccess', 'not a file a backup holds'],
    ['a listed file beside the database', 'secrets.txt', 'not a file a backup holds'],
  ])('refuses a backup with %s, and changes nothing', async (_case, listed, problem) => {
    const source = await makeInstall('studio');
    const { dir: backup } = await createBackup({ client: source.database.client, remote: false, uploadsDir: source.uploadsDir, backupDir: source.backupDir });
    source.database.close();
    // Whatever the manifest names is made, with its true checksum: only the name or the kind of file is wrong.
    const outside = join(dir, 'outside.webp');
    writeFileSync(outside, 'a file elsewhere on the machine');
    const path = join(backup, listed);
    mkdirSync(join(path, '..'), { recursive: true });
    if (listed === 'uploads/linked.webp') symlinkSync(outside, path);
    else if (!existsSync(path)) writeFileSync(path, 'slipped in');
    const manifest = await readManifest(backup);
    manifest.files[listed] = await describeFile(path);
    writeFileSync(join(backup, MANIFEST_FILE), JSON.stringify(manifest));
    const other = await makeInstall('other');
    other.database.close();

    await expect(restoreBackup(backup, { database: { url: other.url }, uploadsDir: other.uploadsDir, backup: { dir: other.backupDir } })).rejects.toThrow(`${listed}: ${problem}`);
    expect((await countsOf(other.url)).projects).toEqual(['other loft']);
    expect(readdirSync(other.uploadsDir).sort()).toEqual(['a.webp', 'b.webp']);
    expect(readFileSync(join(other.uploadsDir, 'a.webp'), 'utf8')).toBe('image of other');
  });

  it('restores a backup from an older schema into the current one', async () => {
    // A database made with the first migration only, as an install from before the activity log.
    const oldMigrations = join(dir, 'old-migrations');
    const current = fileURLToPath(new URL('../../db/migrations', import.meta.url));
    cpSync(current, oldMigrations, { recursive: true });
    const journal = JSON.parse(readFileSync(join(oldMigrations, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.slice(0, 1);
    writeFileSync(join(oldMigrations, 'meta/_journal.json'), JSON.stringify(journal));
    const source = await makeInstall('older', { migrations: oldMigrations });
    const { dir: backup } = await createBackup({ client: source.database.client, remote: false, uploadsDir: source.uploadsDir, backupDir: source.backupDir });
    const tables = await source.database.client.execute("SELECT name FROM sqlite_master WHERE name = 'activity'");
    expect(tables.rows).toHaveLength(0);
    source.database.close();

    const target = `file:${join(dir, 'new/site.db')}`;
    await restoreBackup(backup, { database: { url: target }, uploadsDir: join(dir, 'new/uploads'), backup: { dir: join(dir, 'new/backups') } });
    expect(await countsOf(target)).toMatchObject({ projects: ['older loft'], activity: ['backup.restored'] });
  });

  it('keeps only the newest BACKUP_KEEP regular backups', async () => {
    const install = await makeInstall('studio');
    const source = { client: install.database.client, remote: false, uploadsDir: install.uploadsDir, backupDir: install.backupDir };
    for (const hour of [1, 2, 3]) await createBackup(source, { now: new Date(Date.UTC(2026, 10, 23, hour)) });
    install.database.close();
    expect(await pruneBackups(install.backupDir, 2)).toEqual(['backup-2026-11-23T01-00-00-000Z']);
    expect((await listBackups(install.backupDir)).map((entry) => entry.manifest.name)).toEqual(['backup-2026-11-23T03-00-00-000Z', 'backup-2026-11-23T02-00-00-000Z']);
  });
});
