import { asc, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../../shared/site-content/sections.ts';
import { appendActivity } from '../activity/index.ts';
import { publishContent } from './publish-content.ts';

/** The sections whose drafts wait for a time, grouped by that time, soonest first: for "Coming up". */
export const scheduledContent = async (db: Database) => {
  const rows = await db
    .select({ section: siteContent.section, publishAt: siteContent.publishAt })
    .from(siteContent)
    .where(isNotNull(siteContent.publishAt))
    .orderBy(asc(siteContent.publishAt));
  const byTime = new Map<string, SiteContentSection[]>();
  for (const row of rows) if (row.publishAt) byTime.set(row.publishAt, [...(byTime.get(row.publishAt) ?? []), row.section]);
  return [...byTime].map(([at, sections]) => ({ at, sections: SITE_CONTENT_SECTIONS.filter((section) => sections.includes(section)) }));
};

/**
 * Publishes the drafts whose time has come, as one publish in the history, and records it. The publish takes
 * the due drafts in one transaction, so of two processes at the due time only one finds them. `startedAt`: the
 * process's start, before which a due time was missed while the server was off (the entry says so).
 */
export const carryOutDueContent = async (db: Database, now: Date, startedAt: Date) => {
  const [first] = await db.select({ at: siteContent.publishAt }).from(siteContent).where(isNotNull(siteContent.publishAt)).orderBy(asc(siteContent.publishAt)).limit(1);
  if (!first?.at || first.at > now.toISOString()) return null;
  const publish = await publishContent(db, { id: null, name: null }, { dueBy: now.toISOString() }, now);
  if (!publish) return null;
  const late = Date.parse(first.at) < startedAt.getTime();
  await appendActivity(db, {
    action: 'content.went-live',
    actor: null,
    targetId: publish.id,
    details: { sections: publish.sections, scheduledFor: first.at, late },
    clientAddress: 'server',
  });
  return { sections: publish.sections, scheduledFor: first.at };
};

/** "Publish now" from "Coming up": the scheduled drafts of these sections go live at once. */
export const publishScheduledContentNow = (db: Database, by: { id: number; name: string }, sections: readonly SiteContentSection[]) =>
  publishContent(db, by, { scheduled: sections });
