import type { Database } from '../../db/client.ts';
import { appendActivity } from '../activity/index.ts';
import { issueName, queueDueIssues } from '../newsletter/index.ts';
import { carryOutDueProjects } from '../projects/index.ts';
import { carryOutDueContent } from '../site-content/index.ts';

/** What a pass carried out, for the server's log and the tests. */
export interface CarriedOut {
  what: string;
  scheduledFor: string;
  /** Its time passed while the server was off: carried out at start. */
  late: boolean;
}

/**
 * One pass of the schedules: the projects going live or taken down, the site content's scheduled drafts and the
 * newsletter issues whose time has come. Each is taken by a conditional write in the database, so when several
 * processes share the database each change is made, recorded and published once. `contentChanged` hears of a
 * change to the public pages (the publisher rebuilds the site); `startedAt` is the process's start: a time
 * before it passed while the server was off, and is said so.
 */
export const carryOutDue = async (db: Database, now: Date, startedAt: Date, contentChanged: (reason: string) => void): Promise<CarriedOut[]> => {
  const missed = (time: string) => Date.parse(time) < startedAt.getTime();
  const done: CarriedOut[] = [];

  const projects = await carryOutDueProjects(db, now, startedAt);
  for (const project of projects) {
    const what = `project "${project.slug}" ${project.action === 'project.went-live' ? 'went live' : 'was taken down'}`;
    done.push({ what, scheduledFor: project.scheduledFor, late: missed(project.scheduledFor) });
  }
  if (projects.length > 0) contentChanged(`scheduled: ${projects.map((project) => `project "${project.slug}"`).join(', ')}`);

  const content = await carryOutDueContent(db, now, startedAt);
  if (content) {
    done.push({ what: `site content (${content.sections.join(', ')}) went live`, scheduledFor: content.scheduledFor, late: missed(content.scheduledFor) });
    contentChanged(`scheduled: site content published (${content.sections.join(', ')})`);
  }

  for (const { issue, scheduledFor } of await queueDueIssues(db, now)) {
    const late = missed(scheduledFor);
    await appendActivity(db, {
      action: 'newsletter.went-out',
      actor: null,
      target: issueName(issue),
      targetId: issue.id,
      details: { scheduledFor, late },
      clientAddress: 'server',
    });
    done.push({ what: `newsletter ${issue.id} went out`, scheduledFor, late });
  }
  return done;
};
