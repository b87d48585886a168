import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { projectsIn } from '../../db/project-translations.ts';
import { publishedProjectBySlug } from '../../db/published-projects.ts';
import { whatsappClick, whatsappVisitor } from '../../db/schema.ts';
import { readPublishedSection } from '../../db/stored-site-content.ts';
import type { PageLang } from '../../shared/inbox.ts';
import type { VisitSource } from '../../shared/lead-source.ts';
import { internationalDigits } from '../../shared/leads.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { visitSourceFields } from '../../shared/schemas/contact.ts';
import { whatsappText } from '../../shared/site-content/contact.ts';
import { ApiError } from '../api-error.ts';
import type { AppConfig } from '../config.ts';
import { limitKeyOf, proxiedAddress } from '../http/client-address.ts';
import { pageLang } from './page-lang.ts';
import { prefersArabic } from '../middleware/language.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';
import { firstVisitOf } from '../visitors/index.ts';
import { campaignFacts, isBot, referrerHost } from '../visitors/index.ts';
import type { createVisitorIds } from '../visitors/index.ts';

/** Repeated clicks of one visitor within this time count once. */
const REPEAT_WINDOW_MS = 30 * 60 * 1000;

const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]{0,299}$/;
const PROJECT_PAGE = /^\/(?:ar\/)?portfolio\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The source the page kept for the visit (the inline keeper in PublicLayout.astro adds it to the link); anything unreadable is ignored. */
const keptSource = z.object(visitSourceFields(apiMessages.en));

export interface WhatsappDeps {
  db: Database;
  config: AppConfig;
  limits: RateLimits;
  visitorIds: ReturnType<typeof createVisitorIds>;
}

/** The page the link was on, when it is a path of this site. */
const pageOf = (value: string | undefined) => (value !== undefined && SITE_PATH.test(value) ? value : null);

const langOfPage = (page: string | null, acceptLanguage: string | undefined): PageLang =>
  page === null ? pageLang(undefined, acceptLanguage) : page === '/ar' || page.startsWith('/ar/') ? 'ar' : 'en';

/**
 * Where the click's visit came from: what the page kept for the visit (with JavaScript), else what the
 * analytics saw of the visitor's day, else what this request says (its Referer, and a campaign in the link
 * itself, such as a link in an Instagram profile).
 */
const sourceOf = async (c: Context, deps: WhatsappDeps, day: string | null, visitor: string | null, page: string | null) => {
  const kept = keptSource.safeParse(c.req.query());
  if (kept.success && kept.data.landingPage) {
    const { landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId } = kept.data;
    return { landingPage, referrer: referrer ?? null, utmSource: utmSource ?? null, utmMedium: utmMedium ?? null, utmCampaign: utmCampaign ?? null, clickId: clickId ?? null };
  }
  const first = day && visitor ? await firstVisitOf(deps.db, day, visitor) : null;
  if (first) {
    const { landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId } = first;
    return { landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId };
  }
  const fromRequest: VisitSource = {
    referrer: referrerHost(c.req.header('referer'), new URL(deps.config.siteUrl).hostname),
    ...campaignFacts(new URL(c.req.url).searchParams),
  };
  return { landingPage: page, ...fromRequest };
};

/**
 * Counts a click once per visitor in 30 minutes, without a cookie and without keeping the address: the day's
 * visitor id (a salted hash, api/visitors/visitor-ids.ts) is the key of a row that is deleted with the day.
 */
const countClick = async (c: Context, deps: WhatsappDeps, facts: { page: string | null; projectId: number | null; lang: PageLang }) => {
  const userAgent = c.req.header('user-agent');
  if (isBot(userAgent)) return;
  const address = proxiedAddress(c, deps.config);
  const { day, visitor } = await deps.visitorIds.idOf(address, userAgent ?? '');
  const now = new Date();
  const counted = await deps.db
    .insert(whatsappVisitor)
    .values({ day, visitor, lastCountedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [whatsappVisitor.day, whatsappVisitor.visitor],
      set: { lastCountedAt: now.toISOString() },
      setWhere: lt(whatsappVisitor.lastCountedAt, new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString()),
    })
    .returning({ day: whatsappVisitor.day });
  if (counted.length === 0) return;
  const source = await sourceOf(c, deps, day, visitor, facts.page);
  await deps.db.insert(whatsappClick).values({ createdAt: now.toISOString(), day, ...facts, ...source });
};

/**
 * `GET /go/whatsapp?page=<path>`: the site's WhatsApp links lead here, so every chat started on the site is
 * counted, with JavaScript or without. Answers 302 to wa.me with the opening text in the page's language,
 * naming the project (on a project's page) or the page; 404 when the studio has no WhatsApp number.
 */
export const whatsappRedirect = (deps: WhatsappDeps) => async (c: Context) => {
  const lang = prefersArabic(c.req.header('accept-language')) ? 'ar' : 'en';
  const answer = (status: 404 | 429, message: string, headers: Record<string, string> = {}) =>
    c.json({ message }, status, { 'Cache-Control': 'no-store', ...(lang === 'ar' ? { 'Content-Language': 'ar' } : {}), ...headers });
  try {
    await deps.limits.whatsapp.consume(limitKeyOf(proxiedAddress(c, deps.config)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer(429, error.sentence(apiMessages[lang]), Object.fromEntries(error.getResponse().headers));
  }
  const [company, contact] = await Promise.all([readPublishedSection(deps.db, 'company'), readPublishedSection(deps.db, 'contact')]);
  const number = internationalDigits(company.whatsapp);
  if (!number) return answer(404, apiMessages[lang].leads.whatsappOff);

  const page = pageOf(c.req.query('page'));
  const pageLanguage = langOfPage(page, c.req.header('accept-language'));
  const slug = page ? PROJECT_PAGE.exec(page)?.[1] : undefined;
  const found = slug ? await publishedProjectBySlug(deps.db, slug) : null;
  const project = found ? ((await projectsIn(deps.db, pageLanguage, [found]))[0] ?? found) : null;
  const templates = contact.whatsapp;
  const text = project
    ? whatsappText(templates.projectMessage[pageLanguage], { project: project.title })
    : whatsappText(templates.pageMessage[pageLanguage], { page: new URL(page ?? '/', deps.config.siteUrl).href });

  try {
    await countClick(c, deps, { page, projectId: project?.id ?? null, lang: pageLanguage });
  } catch (error) {
    // The visitor's chat matters more than the count.
    console.error('[whatsapp] the click could not be counted:', error);
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect(`https://wa.me/${number}?text=${encodeURIComponent(text)}`, 302);
};

/** Deletes the 30-minute rule's rows of the days before `day` (called when a new day's salt is made). */
export const forgetWhatsappVisitorsBefore = async (db: Database, day: string) => {
  await db.delete(whatsappVisitor).where(lt(whatsappVisitor.day, day));
};
