import { api } from '../../lib/api-client.ts';
import { ensureOk } from '../../lib/api-error.ts';
import { relatedTo, toProjectCard, toProjectView, type ProjectCardView, type ProjectView } from '../../lib/project-view.ts';

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

/** The project id of an admin's preview address, /admin/preview/projects/{id}. */
export const previewIdFromPath = (pathname: string): string | undefined => PREVIEW_IN_PATH.exec(pathname)?.[1];

/** Any project, a draft too, read through the admin API for a signed-in admin's preview. */
export const fetchPreviewProject = async (id: string): Promise<ProjectView | null> => {
  try {
    const response = await api.api.admin.projects[':id'].$get({ param: { id } });
    return response.status === 200 ? toProjectView(await response.json()) : null;
  } catch {
    return null;
  }
};

/** One project from the API; any failure reads as "not found", as the spec asks. */
export const fetchProject = async (slug: string): Promise<ProjectView | null> => {
  try {
    const response = await ensureOk(await api.api.projects[':slug'].$get({ param: { slug } }));
    return toProjectView(await response.json());
  } catch {
    return null;
  }
};

/** Other projects for the 'Related Projects' row; without them the row shows placeholders. */
export const fetchRelated = async (project: ProjectView): Promise<ProjectCardView[]> => {
  try {
    const response = await ensureOk(await api.api.projects.$get());
    const cards = (await response.json()).map((item) => toProjectCard(item));
    return relatedTo(project.slug, project.category, cards);
  } catch {
    return [];
  }
};
