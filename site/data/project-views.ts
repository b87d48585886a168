import { dictionary } from '../content/dictionary.ts';
import type { Locale } from '../i18n/locales.ts';
import { cardOf, toProjectCard, toProjectView, type ProjectCardView, type ProjectView } from '../lib/project-view.ts';
import { imageResolver } from './image-sources.ts';
import { allProjects, featuredProjects, type Project } from './projects.ts';

const imagesOf = (projects: Project[]) =>
  projects.flatMap((project) => [{ url: project.imageUrl, alt: project.imageAlt }, ...(project.galleryImages ?? [])]);

/** Category names in the page's language; the English labels stay as they are. */
const inLocale = <View extends ProjectCardView>(view: View, locale: Locale): View => {
  if (locale === 'en') return view;
  const labels: Record<string, string> = dictionary(locale).companyTexts.categories;
  return { ...view, categoryLabel: labels[view.category] ?? view.categoryLabel };
};

/** Every project as a page-ready view with measured images, newest first. */
export const projectViews = async (locale: Locale = 'en'): Promise<ProjectView[]> => {
  const projects = await allProjects();
  const resolve = await imageResolver(imagesOf(projects));
  return projects.map((project) => inLocale(toProjectView(project, resolve), locale));
};

export const projectCards = async (): Promise<ProjectCardView[]> => (await projectViews()).map(cardOf);

/** The projects an admin marked as featured, for the home page's featured section. */
export const featuredProjectCards = async (locale: Locale = 'en'): Promise<ProjectCardView[]> => {
  const projects = await featuredProjects();
  const resolve = await imageResolver(imagesOf(projects));
  return projects.map((project) => inLocale(toProjectCard(project, resolve), locale));
};
