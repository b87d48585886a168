import type { InferResponseType } from 'hono/client';
import { categoryLabel } from '../../i18n/categories.ts';
import { applyTranslation, fieldsLeftAsOriginal, untranslatedFields } from '../../../shared/project-translation-view.ts';
import type { Locale } from '../../i18n/locales.ts';
import { api } from '../../lib/api-client.ts';
import { ensureOk } from '../../lib/api-error.ts';
import { relatedTo, toProjectCard, toProjectView, type ProjectCardView, type ProjectSource, type ProjectView } from '../../lib/project-view.ts';

const SLUG_IN_PATH = /^\/(?:ar\/)?portfolio\/([^/]+)\/?$/;

/** The slug of the project page the browser is on, for the preview page served at /portfolio/{slug}. */
export const slugFromPath = (pathname: string): string | undefined => {
  const match = SLUG_IN_PATH.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
};

const PREVIEW_IN_PATH = /^\/admin\/preview\/projects\/(\d+)\/?$/;

/** The project id of an admin's preview address, /admin/preview/projects/{id} (`?lang=ar` for the Arabic page). */
export const previewIdFromPath = (pathname: string): string | undefined => PREVIEW_IN_PATH.exec(pathname)?.[1];

type PublicProject = InferResponseType<(typeof api.api.projects)[':slug']['$get'], 200>;

/** A view in the page's language: translated category name, and the fields still in English listed. */
const inLocale = <View extends ProjectCardView>(view: View, locale: Locale, untranslated: string[]): View =>
  locale === 'en' ? view : { ...view, categoryLabel: categoryLabel(view.category, locale), untranslated };

/** Reads a public endpoint in another language; the typed client has no words for `?lang`. */
const readIn = async <T>(path: string, locale: Locale): Promise<T> => (await ensureOk(await fetch(`${path}?lang=${locale}`, { credentials: 'include' }))).json() as Promise<T>;

/** Any project, a draft too, read through the admin API for a signed-in admin's preview, with its texts in the page's language. */
export const fetchPreviewProject = async (id: string, locale: Locale = 'en'): Promise<ProjectView | null> => {
  try {
    const response = await api.api.admin.projects[':id'].$get({ param: { id } });
    if (response.status !== 200) return null;
    const project = await response.json();
    if (locale === 'en') return toProjectView(project);
    const translations = await ensureOk(await api.api.admin.projects.translations.$get());
    const translation = (await translations.json()).find((row) => row.projectId === project.id && row.locale === locale);
    return inLocale(toProjectView(applyTranslation(project, translation)), locale, untranslatedFields(project, translation));
  } catch {
    return null;
  }
};

/** One project from the API, in the page's language; any failure reads as "not found", as the spec asks. */
export const fetchProject = async (slug: string, locale: Locale = 'en'): Promise<ProjectView | null> => {
  try {
    const original = await (await ensureOk(await api.api.projects[':slug'].$get({ param: { slug } }))).json();
    if (locale === 'en') return toProjectView(original);
    const translated = await readIn<PublicProject>(api.api.projects[':slug'].$path({ param: { slug } }), locale);
    return inLocale(toProjectView(translated), locale, fieldsLeftAsOriginal(original, translated));
  } catch {
    return null;
  }
};

/** Other projects for the 'Related Projects' row, in the page's language; without them the row shows placeholders. */
export const fetchRelated = async (project: ProjectView, locale: Locale = 'en'): Promise<ProjectCardView[]> => {
  try {
    const originals: ProjectSource[] = await (await ensureOk(await api.api.projects.$get())).json();
    const projects = locale === 'en' ? originals : await readIn<PublicProject[]>(api.api.projects.$path(), locale);
    const cards = projects.map((item, index) => {
      const original = originals[index];
      const untranslated = original && original.slug === item.slug ? fieldsLeftAsOriginal(original, item) : [];
      return inLocale(toProjectCard(item), locale, untranslated);
    });
    return relatedTo(project.slug, project.category, cards);
  } catch {
    return [];
  }
};
