/** Where a signed-in admin sees a project's page as visitors would, a draft included; `?lang=ar` for the Arabic page. */
export const previewPath = (id: number, locale: 'en' | 'ar' = 'en') => `/admin/preview/projects/${id}${locale === 'ar' ? '?lang=ar' : ''}`;
