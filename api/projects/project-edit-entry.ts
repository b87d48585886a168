import type { Project } from '../../db/schema.ts';
import type { ActivityEntry } from '../activity/index.ts';

/** Fields whose change is recorded as its own kind of entry, or not at all (the order has its own route). */
const OWN_ENTRY: readonly (keyof Project)[] = ['id', 'status', 'position', 'publishAt', 'unpublishAt'];

/**
 * What an edit did: publishing or drafting is its own entry, a change of `featured` alone is
 * recorded as featuring, and any other change as an edit naming its fields (the schedule has its own entry,
 * project-schedule.ts).
 */
export const projectEditEntries = (before: Project, after: Project): ActivityEntry[] => {
  const target = { target: after.title, targetId: after.id };
  const entries: ActivityEntry[] = [];
  if (before.status !== after.status) entries.push({ action: after.status === 'Published' ? 'project.published' : 'project.drafted', ...target });
  const fields = (Object.keys(after) as (keyof Project)[]).filter((key) => !OWN_ENTRY.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (fields.length === 1 && fields[0] === 'featured') entries.push({ action: after.featured ? 'project.featured' : 'project.unfeatured', ...target });
  else if (fields.length > 0) entries.push({ action: 'project.edited', ...target, details: { fields } });
  return entries;
};
