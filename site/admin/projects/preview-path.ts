/** Where a signed-in admin sees a project's page as visitors would, a draft included. */
export const previewPath = (id: number) => `/admin/preview/projects/${id}`;
