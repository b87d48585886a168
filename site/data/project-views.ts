import { projectIn, translationsIn } from '../../db/project-translations.ts';
import { categoryLabel } from '../i18n/categories.ts';
import { untranslatedFields } from '../../shared/project-translation-view.ts';
import type { Locale } from '../i18n/locales.ts';
import { cardOf, relatedIndex, toProjectCard, toProjectView, type ProjectCardView, type ProjectView } from '../lib/project-view.ts';
import { defineFact } from './facts.ts';
import { imageResolver, libraryAlts } from './image-sources.ts';
import { allProjects, database, featuredProjects, type Project } from './projects.ts';

const imagesOf = (projects: Project[]) =>
  projects.flatMap((project) => [
    { url: project.imageUrl, alt: project.imageAlt },
    ...(project.galleryImages ?? []),
    ...(project.shareImage ? [{ url: project.shareImage, alt: '' }] : []),
  ]);

/** Category names in the page's language; the English labels stay as they are. */
const inLocale = <View extends ProjectCardView>(view: View, locale: Locale): View => {
  if (locale === 'en') return view;
  return { ...view, categoryLabel: categoryLabel(view.category, locale) };
};

/**
 * The projects' texts in the locale where translated; the rest stays English and is listed as such.
 * Alts a place leaves empty are the media library's.
 */
const translated = async (projects: Project[], locale: Locale) => {
  const library = await libraryAlts();
  const translations = locale === 'en' ? new Map() : await translationsIn(await database(), locale);
  return projects.map((project) => {
    const translation = translations.get(project.id);
    return {
      project: projectIn(project, locale, translation, library),
      untranslated: locale === 'en' ? [] : (untranslatedFields(project, translation) as string[]),
    };
  });
};

/** Every project as a page-ready view with measured images, in the portfolio order. */
export const projectViews = defineFact('project-views', async (locale: Locale): Promise<ProjectView[]> => {
  const projects = await allProjects();
  const resolve = await imageResolver(imagesOf(projects), locale);
  return (await translated(projects, locale)).map(({ project, untranslated }) => inLocale({ ...toProjectView(project, resolve), untranslated }, locale));
});

/** The projects an admin marked as featured, for the home page's featured section. */
export const featuredProjectCards = defineFact('featured-projects', async (locale: Locale): Promise<ProjectCardView[]> => {
  const projects = await featuredProjects();
  const resolve = await imageResolver(imagesOf(projects), locale);
  return (await translated(projects, locale)).map(({ project, untranslated }) => inLocale({ ...toProjectCard(project, resolve), untranslated }, locale));
});

const projectCards = defineFact('project-cards', async (locale: Locale) => (await projectViews(locale)).map(cardOf));

/** A project's page in one language: the project and its related projects; null when no published project has the slug. */
export const projectPageView = defineFact('project-page', async (locale: Locale, slug: string) => {
  const project = (await projectsBySlug(locale)).get(slug);
  return project ? { project, related: (await relatedProjects(locale))(project.slug, project.category) } : null;
});

const projectsBySlug = defineFact('projects-by-slug', async (locale: Locale) => new Map((await projectViews(locale)).map((view) => [view.slug, view])));
const relatedProjects = defineFact('related-projects', async (locale: Locale) => relatedIndex(await projectCards(locale)));

/** The slugs of the published projects, in the portfolio's order. */
export const publishedSlugs = defineFact('published-slugs', async () => (await allProjects()).map((project) => project.slug));
