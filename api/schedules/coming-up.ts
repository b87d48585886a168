import type { Database } from '../../db/client.ts';
import { withTitlesIn } from '../../db/project-translations.ts';
import type { PageLang } from '../../shared/inbox.ts';
import type { ComingUpKind } from '../../shared/schemas/schedule.ts';
import type { SiteContentSection } from '../../shared/site-content/sections.ts';
import { scheduledIssues } from '../newsletter/index.ts';
import { scheduledProjects } from '../projects/index.ts';
import { scheduledContent } from '../site-content/index.ts';

/** One scheduled change as "Coming up" lists it. */
export type ComingUpItem = { kind: Exclude<ComingUpKind, 'content'>; id: number; title: string; at: string } | { kind: 'content'; sections: SiteContentSection[]; at: string };

/** Everything scheduled, soonest first; projects and issues named in the admin's language where they have a name in it. */
export const comingUp = async (db: Database, lang: PageLang): Promise<ComingUpItem[]> => {
  const [projects, content, issues] = await Promise.all([scheduledProjects(db), scheduledContent(db), scheduledIssues(db)]);
  const named = await withTitlesIn(db, lang, projects);
  const items: ComingUpItem[] = [
    ...named.flatMap((project) => [
      ...(project.publishAt ? [{ kind: 'project-live' as const, id: project.id, title: project.title, at: project.publishAt }] : []),
      ...(project.unpublishAt ? [{ kind: 'project-down' as const, id: project.id, title: project.title, at: project.unpublishAt }] : []),
    ]),
    ...content.map((group) => ({ kind: 'content' as const, sections: group.sections, at: group.at })),
    ...issues.flatMap((issue) =>
      issue.scheduledAt
        ? [{ kind: 'newsletter' as const, id: issue.id, title: (lang === 'ar' ? issue.subjectAr : issue.subjectEn) || issue.subjectEn || issue.subjectAr, at: issue.scheduledAt }]
        : [],
    ),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
};
