import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activity, project, type Project } from '../../db/schema.ts';
import type { ApiMessages } from '../../shared/messages/en.ts';
import type { ProjectStatus } from '../../shared/project-status.ts';
import { takenDownAfterLive } from '../../shared/schemas/schedule.ts';
import type { ActivityEntry } from '../activity/index.ts';

type Schedule = Pick<Project, 'status' | 'publishAt' | 'unpublishAt'>;
type SentSchedule = { status?: ProjectStatus; publishAt?: string | null; unpublishAt?: string | null };

export type ScheduleProblem = { field: 'publishAt' | 'unpublishAt'; message: (m: ApiMessages) => string };

/**
 * The status and schedule a project has after a write (`before` is null for a new project). A field left out
 * keeps its stored value; a project with a time to go live is a draft until then; "Published" sent without a
 * time publishes now and drops a schedule left from before. A time is refused when it was changed to one that
 * has passed, or when the take-down does not come after going live.
 */
export const scheduleAfterWrite = (before: Schedule | null, sent: SentSchedule, now: Date): Schedule | ScheduleProblem => {
  const has = (key: 'publishAt' | 'unpublishAt') => sent[key] !== undefined;
  const changed = (key: 'publishAt' | 'unpublishAt') => has(key) && (sent[key] ?? null) !== (before?.[key] ?? null);
  let publishAt = has('publishAt') ? (sent.publishAt ?? null) : (before?.publishAt ?? null);
  const unpublishAt = has('unpublishAt') ? (sent.unpublishAt ?? null) : (before?.unpublishAt ?? null);
  if (sent.status === 'Published' && !has('publishAt')) publishAt = null;
  for (const field of ['publishAt', 'unpublishAt'] as const) {
    const at = field === 'publishAt' ? publishAt : unpublishAt;
    if (changed(field) && at !== null && Date.parse(at) <= now.getTime()) return { field, message: (m) => m.schedules.inPast };
  }
  if (!takenDownAfterLive(publishAt, unpublishAt)) return { field: 'unpublishAt', message: (m) => m.schedules.unpublishBeforePublish };
  const status = publishAt !== null ? 'Draft' : (sent.status ?? before?.status ?? 'Published');
  return { status, publishAt, unpublishAt };
};

/** The activity entry of a changed schedule: scheduled (with its times) or unscheduled; none when it stayed. */
export const scheduleEntry = (before: Schedule | null, after: Project): ActivityEntry | null => {
  if ((before?.publishAt ?? null) === after.publishAt && (before?.unpublishAt ?? null) === after.unpublishAt) return null;
  const target = { target: after.title, targetId: after.id };
  if (after.publishAt === null && after.unpublishAt === null) return { action: 'project.unscheduled', ...target };
  return { action: 'project.scheduled', ...target, details: { publishAt: after.publishAt, unpublishAt: after.unpublishAt } };
};

/** Every project with a time ahead, soonest first: for "Coming up". */
export const scheduledProjects = (db: Database) =>
  db
    .select({ id: project.id, title: project.title, slug: project.slug, publishAt: project.publishAt, unpublishAt: project.unpublishAt })
    .from(project)
    .where(or(isNotNull(project.publishAt), isNotNull(project.unpublishAt)))
    .orderBy(asc(project.id));

interface CarriedOut {
  slug: string;
  title: string;
  action: 'project.went-live' | 'project.taken-down';
  scheduledFor: string;
}

/**
 * One due change of a project and its activity entry, both conditional on the project still being due at that
 * time, in one batch: one transaction that runs from BEGIN to COMMIT without waiting. Of two processes reaching
 * it at the same moment, the first changes and records it; the second's statements match nothing.
 */
const carryOut = async (db: Database, row: Pick<Project, 'id' | 'title' | 'slug'>, change: 'publish' | 'unpublish', due: string, late: boolean): Promise<CarriedOut | null> => {
  const action = change === 'publish' ? 'project.went-live' : 'project.taken-down';
  const column = change === 'publish' ? project.publishAt : project.unpublishAt;
  const stillDue = and(eq(project.id, row.id), eq(column, due));
  const [, taken] = await db.batch([
    db.run(
      sql`INSERT INTO ${activity} (${sql.identifier('action')}, ${sql.identifier('target')}, ${sql.identifier('targetId')}, ${sql.identifier('details')}, ${sql.identifier('clientAddress')})
          SELECT ${action}, ${row.title}, ${row.id}, json(${JSON.stringify({ scheduledFor: due, late })}), 'server'
          WHERE EXISTS (SELECT 1 FROM ${project} WHERE ${stillDue})`,
    ),
    change === 'publish'
      ? db.update(project).set({ status: 'Published', publishAt: null }).where(stillDue).returning({ id: project.id })
      : db.update(project).set({ status: 'Draft', unpublishAt: null }).where(stillDue).returning({ id: project.id }),
  ]);
  return taken.length > 0 ? { slug: row.slug, title: row.title, action, scheduledFor: due } : null;
};

/**
 * Publishes the projects whose time has come and takes down those whose end has (publishing first, so a
 * project both of whose times passed while the server was off ends as a draft). `startedAt`: the process's
 * start, before which a due time was missed while the server was off (the entry says so).
 */
export const carryOutDueProjects = async (db: Database, now: Date, startedAt: Date) => {
  const at = now.toISOString();
  const due = await db
    .select({ id: project.id, title: project.title, slug: project.slug, publishAt: project.publishAt, unpublishAt: project.unpublishAt })
    .from(project)
    .where(or(lte(project.publishAt, at), lte(project.unpublishAt, at)));
  const done: CarriedOut[] = [];
  const missed = (time: string) => Date.parse(time) < startedAt.getTime();
  for (const row of due) {
    if (row.publishAt !== null && row.publishAt <= at) {
      const published = await carryOut(db, row, 'publish', row.publishAt, missed(row.publishAt));
      if (published) done.push(published);
    }
    if (row.unpublishAt !== null && row.unpublishAt <= at) {
      const takenDown = await carryOut(db, row, 'unpublish', row.unpublishAt, missed(row.unpublishAt));
      if (takenDown) done.push(takenDown);
    }
  }
  return done;
};

/**
 * "Publish now" or "Take down now" from "Coming up": the change is made at once and its time dropped. Null when
 * the project has no such time (any more).
 */
export const carryOutNow = async (db: Database, id: number, change: 'publish' | 'unpublish') => {
  const [row] =
    change === 'publish'
      ? await db
          .update(project)
          .set({ status: 'Published', publishAt: null })
          .where(and(eq(project.id, id), isNotNull(project.publishAt)))
          .returning()
      : await db
          .update(project)
          .set({ status: 'Draft', unpublishAt: null })
          .where(and(eq(project.id, id), isNotNull(project.unpublishAt)))
          .returning();
  return row ?? null;
};

/**
 * "Unschedule" from "Coming up": the project stays as it is. Its time to go live is dropped with the take-down
 * after it (a draft stays a draft); a take-down alone is dropped and the project stays up.
 */
export const unscheduleProject = async (db: Database, id: number, change: 'publish' | 'unpublish') => {
  const [row] =
    change === 'publish'
      ? await db
          .update(project)
          .set({ publishAt: null, unpublishAt: null })
          .where(and(eq(project.id, id), isNotNull(project.publishAt)))
          .returning()
      : await db
          .update(project)
          .set({ unpublishAt: null })
          .where(and(eq(project.id, id), isNotNull(project.unpublishAt)))
          .returning();
  return row ?? null;
};
