import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readManifest, type BackupManifest } from './manifest.ts';
import { REGULAR_PREFIX } from './create-backup.ts';

export interface BackupEntry {
  dir: string;
  manifest: BackupManifest;
}

/** Complete backups in the folder, newest first; unfinished (`.partial`) and foreign folders are ignored. */
export const listBackups = async (backupDir: string): Promise<BackupEntry[]> => {
  const entries = await readdir(backupDir, { withFileTypes: true }).catch(() => []);
  const backups = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.partial'))
      .map(async (entry) => {
        const dir = join(backupDir, entry.name);
        const manifest = await readManifest(dir).catch(() => null);
        return manifest ? { dir, manifest } : null;
      }),
  );
  return backups.filter((entry) => entry !== null).sort((a, b) => b.manifest.createdAt.localeCompare(a.manifest.createdAt));
};

/**
 * Keeps the newest `keep` regular backups. The copies a restore made of the data it replaced
 * (`before-restore-…`) are never pruned: only a person decides they are no longer needed.
 */
export const pruneBackups = async (backupDir: string, keep: number) => {
  const regular = (await listBackups(backupDir)).filter((entry) => entry.manifest.name.startsWith(REGULAR_PREFIX));
  const removed = regular.slice(Math.max(keep, 1));
  for (const entry of removed) await rm(entry.dir, { recursive: true, force: true });
  return removed.map((entry) => entry.manifest.name);
};
