/** A project is seen by visitors only once it is published (the words the admin shows). */
export const PROJECT_STATUSES = ['Draft', 'Published'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
