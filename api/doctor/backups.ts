import { listBackups } from '../backups/index.ts';
import { check, fail, ok, warn } from './check.ts';

const HOUR_MS = 3_600_000;

const age = (ms: number) =>
  ms < 2 * HOUR_MS ? `${Math.max(0, Math.round(ms / 60_000))} min` : ms < 48 * HOUR_MS ? `${Math.round(ms / HOUR_MS)} hours` : `${Math.round(ms / (24 * HOUR_MS))} days`;

/** The newest backup in BACKUP_DIR and its age, against the schedule (older than two intervals, as the dashboard warns). */
export const backups = check('Backups', async ({ config, now }) => {
  const { dir, intervalHours } = config.backup;
  const [newest] = await listBackups(dir);
  if (!newest)
    return warn(
      intervalHours > 0
        ? `none yet in ${dir}: the server takes the first one soon after its start, or run npm run backup`
        : `none in ${dir}, and automatic backups are off (BACKUP_INTERVAL_HOURS=0): run npm run backup`,
    );
  const ageMs = now().getTime() - Date.parse(newest.manifest.createdAt);
  const taken = `${newest.manifest.name}, ${age(ageMs)} old`;
  if (intervalHours === 0) return warn(`${taken}; automatic backups are off (BACKUP_INTERVAL_HOURS=0)`);
  if (ageMs > 2 * intervalHours * HOUR_MS)
    return fail(`${taken}: older than ${2 * intervalHours} hours. Is the service running? The dashboard says why the last backup failed; npm run backup takes one now`);
  return ok(taken);
});
