import { chmod, copyFile, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { copyThroughClient, vacuumInto } from './snapshot-database.ts';
import { DATABASE_FILE, describeFile, MANIFEST_FILE, UPLOADS_FOLDER, type BackupManifest } from './manifest.ts';

export interface BackupSource {
  client: Client;
  /** True for a libSQL server reached over the network (DATABASE_URL not a file). */
  remote: boolean;
  /** The local uploads folder; absent when images live in a bucket. */
  uploadsDir: string | undefined;
  backupDir: string;
}

export const REGULAR_PREFIX = 'backup-';
export const SAFETY_PREFIX = 'before-restore-';

const stamp = (date: Date) => date.toISOString().replaceAll(':', '-').replace('.', '-');

const countRows = async (client: Client, table: string) => Number((await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]?.n ?? 0);

/** Uploaded images are written once under a new name and never changed, so a hard link is a safe copy. */
const linkOrCopy = async (from: string, to: string) => {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
};

const copyUploads = async (uploadsDir: string, target: string) => {
  await mkdir(target, { recursive: true });
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => entry.name)
    .sort();
  for (const name of names) await linkOrCopy(join(uploadsDir, name), join(target, name));
  return names;
};

/**
 * Sessions are credentials: the copy keeps none. Nor does it keep the day's visitor salt or the WhatsApp
 * clicks' visitor ids, which identify a visitor only until midnight and must not outlive the day in a backup.
 * Nor the files waiting for a message: anyone may send those, and the ones never sent are gone within the
 * hour. VACUUM leaves no trace of them in free pages. (A message's attachments are rows of the database: they are in the copy.)
 */
const scrubAndCount = async (path: string) => {
  const copy = createClient({ url: `file:${path}` });
  try {
    await copy.execute('DELETE FROM session');
    const attachments = await copy.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'contact_attachment'");
    if (attachments.rows.length > 0) await copy.execute('DELETE FROM contact_attachment WHERE messageId IS NULL');
    await copy.execute("DELETE FROM meta WHERE key LIKE 'visitor-salt:%'");
    // A backup taken with new code before the server migrated the data has no such table yet.
    const visitors = await copy.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'whatsapp_visitor'");
    if (visitors.rows.length > 0) await copy.execute('DELETE FROM whatsapp_visitor');
    const [projects, messages, subscribers, users] = await Promise.all(['project', 'contact_message', 'subscribe_email', 'user'].map((table) => countRows(copy, table)));
    const migration = await copy.execute('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1').catch(() => null);
    await copy.execute('VACUUM');
    const schemaVersion = migration?.rows[0]?.created_at;
    return {
      counts: { projects: projects ?? 0, messages: messages ?? 0, subscribers: subscribers ?? 0, users: users ?? 0 },
      schemaVersion: schemaVersion == null ? null : String(schemaVersion),
    };
  } finally {
    copy.close();
  }
};

/**
 * One consistent backup in its own timestamped folder: the database first (one snapshot), then
 * the images (never changed once written, so every image the snapshot names is there), then the
 * manifest. It is written as `<name>.partial` and renamed when complete.
 */
export const createBackup = async (source: BackupSource, { prefix = REGULAR_PREFIX, now = new Date() } = {}) => {
  const name = `${prefix}${stamp(now)}`;
  const finalDir = join(source.backupDir, name);
  const work = `${finalDir}.partial`;
  // Password hashes and messages are in there: only the server's own user may read a backup.
  await mkdir(source.backupDir, { recursive: true, mode: 0o700 });
  await mkdir(work, { mode: 0o700 });
  try {
    const databasePath = join(work, DATABASE_FILE);
    await (source.remote ? copyThroughClient : vacuumInto)(source.client, databasePath);
    await chmod(databasePath, 0o600);
    const { counts, schemaVersion } = await scrubAndCount(databasePath);

    const files: BackupManifest['files'] = { [DATABASE_FILE]: await describeFile(databasePath) };
    const uploads = source.uploadsDir ? await copyUploads(source.uploadsDir, join(work, UPLOADS_FOLDER)) : [];
    for (const upload of uploads) {
      const relative = `${UPLOADS_FOLDER}/${upload}`;
      files[relative] = await describeFile(join(work, relative));
    }

    const manifest: BackupManifest = {
      format: 1,
      name,
      createdAt: now.toISOString(),
      schemaVersion,
      database: source.remote ? 'remote' : 'file',
      uploads: source.uploadsDir ? 'included' : 'remote',
      counts: { ...counts, uploads: uploads.length },
      totalBytes: Object.values(files).reduce((sum, file) => sum + file.bytes, 0),
      files,
    };
    await writeFile(join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(work, finalDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
};
