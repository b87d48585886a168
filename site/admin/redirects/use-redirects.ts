import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { MissingPage, RedirectRow } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useRedirects = () => useQuery<RedirectRow[]>({ queryKey: [endpoints.redirects] });

/** Not-found addresses of the last 30 days, from the visitor counting. */
export const useMissingPages = () => useQuery<MissingPage[]>({ queryKey: [endpoints.missingPages] });

/** A change to the redirects changes both lists: a missing page may be redirected now. */
const useRefreshRedirects = () => {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [endpoints.redirects] }), queryClient.invalidateQueries({ queryKey: [endpoints.missingPages] })]);
};

export interface RedirectValues {
  from: string;
  to: string;
}

/** Adds a redirect (`id` null) or edits one. */
export const useSaveRedirect = () => {
  const refresh = useRefreshRedirects();
  return useMutation({
    mutationFn: async ({ id, json }: { id: number | null; json: RedirectValues }) =>
      id === null ? readJson(await api.api.admin.redirects.$post({ json })) : readJson(await api.api.admin.redirects[':id'].$put({ param: { id: String(id) }, json })),
    onSuccess: refresh,
  });
};

export const useDeleteRedirect = () => {
  const refresh = useRefreshRedirects();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.redirects[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: refresh,
  });
};
