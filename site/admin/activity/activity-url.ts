export interface ActivityFilters {
  page: number;
  admin: string;
  action: string;
}

/** The read URL for one page of the log; it is also the query key, so each filter is cached apart. */
export const activityUrl = (base: string, { page, admin, action }: ActivityFilters) => {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (admin) params.set('admin', admin);
  if (action) params.set('action', action);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
};
