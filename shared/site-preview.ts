/** Where an approved admin sees the site built from the unpublished drafts. */
export const SITE_PREVIEW_PATH = '/admin/preview/site';

/** The preview's home page, as the API reports it. */
export const SITE_PREVIEW_URL = `${SITE_PREVIEW_PATH}/` as const;
