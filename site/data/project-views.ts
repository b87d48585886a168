import { toProjectCard, toProjectView, type ProjectCardView, type ProjectView } from '../lib/project-view.ts';
import { imageResolver } from './image-sources.ts';
import { allProjects, featuredProjects, type Project } from './projects.ts';

const imagesOf = (projects: Project[]) =>
  projects.flatMap((project) => [{ url: project.imageUrl, alt: project.imageAlt }, ...(project.galleryImages ?? [])]);

/** Every project as a page-ready view with measured images, in the portfolio order. */
export const projectViews = async (): Promise<ProjectView[]> => {
  const projects = await allProjects();
  const resolve = await imageResolver(imagesOf(projects));
  return projects.map((project) => toProjectView(project, resolve));
};


/** The projects an admin marked as featured, for the home page's featured section. */
export const featuredProjectCards = async (): Promise<ProjectCardView[]> => {
  const projects = await featuredProjects();
  const resolve = await imageResolver(imagesOf(projects));
  return projects.map((project) => toProjectCard(project, resolve));
};
