export { createBackup, SAFETY_PREFIX } from './create-backup.ts';
export { listBackups } from './list-backups.ts';
