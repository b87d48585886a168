import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTitlesIn } from '../../db/project-translations.ts';
import { contactMessage, project, sourceColumnsOf, user, whatsappClick } from '../../db/schema.ts';
import { cairoDay } from '../../shared/cairo-day.ts';
import { describeLeadSource, FUNNEL_STAGES, LEAD_STAGES, leadSourceKey, type LeadSourceDescription, type LeadStage } from '../../shared/leads.ts';
import { describeSource, sourceKey } from '../../shared/lead-source.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import { chartWeeks } from './message-summary.ts';

/** The sources drawn as series of their own in the weekly chart; the rest are "other". */
const CHART_SOURCES = 5;
const FOLLOW_UPS_SHOWN = 20;
const PROJECTS_SHOWN = 10;

const reached = (lead: { furthestStage: LeadStage }, stage: LeadStage) => LEAD_STAGES.indexOf(lead.furthestStage) >= LEAD_STAGES.indexOf(stage);

/**
 * The pipeline at a glance, for the dashboard: the follow-ups due (today and overdue, in Cairo), leads per week
 * for 12 weeks by channel (the form, WhatsApp clicks, leads added by hand) and by source, the funnel New lead →
 * Site visit → Quote sent → Won with the won value per source, the projects leads asked about, and the sources
 * the messages screen can filter by. Spam is not a lead.
 */
export const leadSummary = async (db: Database, lang: ContentLocale = 'en', now = new Date()) => {
  const today = cairoDay(now);
  const weeks = chartWeeks(now);
  const [leads, clicks, clicksPerProject, due, dueCount] = await Promise.all([
    db
      .select({
        createdAt: contactMessage.createdAt,
        channel: contactMessage.channel,
        furthestStage: contactMessage.furthestStage,
        stage: contactMessage.stage,
        value: contactMessage.value,
        projectId: contactMessage.projectId,
        ...sourceColumnsOf(contactMessage),
      })
      .from(contactMessage)
      .where(ne(contactMessage.status, 'Spam')),
    db
      .select({
        createdAt: whatsappClick.createdAt,
        ...sourceColumnsOf(whatsappClick),
      })
      .from(whatsappClick)
      .where(gte(whatsappClick.createdAt, weeks.since)),
    db.select({ projectId: whatsappClick.projectId, clicks: count() }).from(whatsappClick).where(isNotNull(whatsappClick.projectId)).groupBy(whatsappClick.projectId),
    db
      .select({
        id: contactMessage.id,
        name: contactMessage.name,
        stage: contactMessage.stage,
        followUpOn: contactMessage.followUpOn,
        ownerName: user.name,
      })
      .from(contactMessage)
      .leftJoin(user, eq(user.id, contactMessage.ownerId))
      .where(followUpDue(today))
      .orderBy(asc(contactMessage.followUpOn), asc(contactMessage.id))
      .limit(FOLLOW_UPS_SHOWN),
    db.select({ total: count() }).from(contactMessage).where(followUpDue(today)),
  ]);

  // Leads per week by channel, and by source.
  const byChannel = weeks.starts.map((weekStart) => ({ weekStart, form: 0, whatsapp: 0, manual: 0 }));
  const sourceWeeks = weeks.starts.map(() => new Map<string, number>());
  const sourceTotals = new Map<string, { description: LeadSourceDescription; total: number }>();
  const countSource = (week: number, key: string, description: LeadSourceDescription) => {
    const counts = sourceWeeks[week];
    if (!counts) return;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const total = sourceTotals.get(key) ?? { description, total: 0 };
    total.total += 1;
    sourceTotals.set(key, total);
  };
  for (const lead of leads) {
    const week = weeks.bucket(lead.createdAt);
    const row = byChannel[week];
    if (!row) continue;
    if (lead.channel === 'form') row.form += 1;
    else row.manual += 1;
    countSource(week, leadSourceKey(lead), describeLeadSource(lead));
  }
  for (const click of clicks) {
    const week = weeks.bucket(click.createdAt);
    const row = byChannel[week];
    if (!row) continue;
    row.whatsapp += 1;
    countSource(week, sourceKey(click), describeSource(click));
  }
  const shownSources = [...sourceTotals.entries()]
    .sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))
    .slice(0, CHART_SOURCES)
    .map(([key, { description }]) => ({ key, description }));
  const bySource = weeks.starts.map((weekStart, index) => {
    const counts = sourceWeeks[index] ?? new Map<string, number>();
    const shown = Object.fromEntries(shownSources.map(({ key }) => [key, counts.get(key) ?? 0]));
    const all = [...counts.values()].reduce((sum, value) => sum + value, 0);
    return { weekStart, counts: shown, other: all - Object.values(shown).reduce((sum, value) => sum + value, 0) };
  });

  // The funnel per source, over every lead.
  const funnels = new Map<string, { key: string; description: LeadSourceDescription; stages: Record<(typeof FUNNEL_STAGES)[number], number>; wonValue: number }>();
  for (const lead of leads) {
    const key = leadSourceKey(lead);
    let funnel = funnels.get(key);
    if (!funnel) {
      funnel = { key, description: describeLeadSource(lead), stages: { 'New lead': 0, 'Site visit': 0, 'Quote sent': 0, Won: 0 }, wonValue: 0 };
      funnels.set(key, funnel);
    }
    for (const stage of FUNNEL_STAGES) if (reached(lead, stage)) funnel.stages[stage] += 1;
    if (lead.stage === 'Won') funnel.wonValue += lead.value ?? 0;
  }
  const funnel = [...funnels.values()].sort((a, b) => b.stages['New lead'] - a.stages['New lead'] || a.key.localeCompare(b.key));

  // The projects leads asked about, with what they won.
  const perProject = new Map<number, { leads: number; won: number; wonValue: number; whatsappClicks: number }>();
  const projectRow = (id: number) => {
    let row = perProject.get(id);
    if (!row) {
      row = { leads: 0, won: 0, wonValue: 0, whatsappClicks: 0 };
      perProject.set(id, row);
    }
    return row;
  };
  for (const lead of leads) {
    if (lead.projectId === null) continue;
    const row = projectRow(lead.projectId);
    row.leads += 1;
    if (lead.stage === 'Won') {
      row.won += 1;
      row.wonValue += lead.value ?? 0;
    }
  }
  for (const { projectId, clicks: total } of clicksPerProject) if (projectId !== null) projectRow(projectId).whatsappClicks += total;
  const topIds = [...perProject.entries()]
    .sort((a, b) => b[1].wonValue - a[1].wonValue || b[1].leads + b[1].whatsappClicks - (a[1].leads + a[1].whatsappClicks))
    .slice(0, PROJECTS_SHOWN)
    .map(([id]) => id);
  const titles =
    topIds.length > 0
      ? await withTitlesIn(db, lang, await db.select({ id: project.id, title: project.title, slug: project.slug }).from(project).where(inArray(project.id, topIds)))
      : [];
  const projects = topIds.flatMap((id) => {
    const found = titles.find((row) => row.id === id);
    const row = perProject.get(id);
    return found && row ? [{ ...found, ...row }] : [];
  });

  // Every source a lead has, for the messages screen's filter.
  const sources = new Map<string, { key: string; description: LeadSourceDescription; count: number }>();
  for (const lead of leads) {
    const key = leadSourceKey(lead);
    const entry = sources.get(key) ?? { key, description: describeLeadSource(lead), count: 0 };
    entry.count += 1;
    sources.set(key, entry);
  }

  return {
    today,
    followUps: {
      total: dueCount[0]?.total ?? 0,
      due: due.map((lead) => ({ ...lead, overdue: (lead.followUpOn ?? today) < today })),
    },
    byChannel,
    bySource: { sources: shownSources, weeks: bySource },
    funnel,
    projects,
    sources: [...sources.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
  };
};

/** A follow-up on or before `today` of a lead still open (not Won or Lost, not spam). */
function followUpDue(today: string) {
  return and(isNotNull(contactMessage.followUpOn), lte(contactMessage.followUpOn, today), notInArray(contactMessage.stage, ['Won', 'Lost']), ne(contactMessage.status, 'Spam'));
}
