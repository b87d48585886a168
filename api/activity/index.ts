export { activityInsert, appendActivity, type ActivityEntry } from './activity-log.ts';
export { recordActivity, recordActivityIn, recordFailedSignIn } from './record-activity.ts';
