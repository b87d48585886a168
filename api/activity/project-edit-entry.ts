import type { Project } from '../../db/schema.ts';
import type { ActivityEntry } from './record-activity.ts';

/** Which fields an edit changed; a change of `featured` alone is recorded as featuring, not as an edit. */
export const projectEditEntry = (before: Project, after: Project): ActivityEntry => {
  const fields = (Object.keys(after) as (keyof Project)[]).filter(
    (key) => key !== 'id' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const target = { target: after.title, targetId: after.id };
  if (fields.length === 1 && fields[0] === 'featured') return { action: after.featured ? 'project.featured' : 'project.unfeatured', ...target };
  return { action: 'project.edited', ...target, details: { fields } };
};
