import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { endpoints } from '../lib/endpoints.ts';

export type ComingUp = InferResponseType<(typeof api.api.admin)['coming-up']['$get'], 200>;
export type ComingUpItem = ComingUp['items'][number];
/** One item as the routes name it: its kind and id, or the sections of site content scheduled together. */
export type ItemRef = InferRequestType<(typeof api.api.admin)['coming-up']['now']['$post']>['json'];

export const refOf = (item: ComingUpItem): ItemRef => (item.kind === 'content' ? { kind: 'content', sections: item.sections } : { kind: item.kind, id: item.id });

/** A scheduled item whose time has come changes by itself: the list is read again every half minute while it is open. */
const REFRESH_MS = 30_000;

export const useComingUp = ({ enabled }: { enabled: boolean }) => useQuery<ComingUp>({ queryKey: [endpoints.comingUp], enabled, refetchInterval: REFRESH_MS });

/** "Publish now" and "Unschedule": the list comes back changed; the screens that show the item read again. */
export const useChangeSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, item }: { action: 'now' | 'unschedule'; item: ItemRef }) =>
      readJson(action === 'now' ? await api.api.admin['coming-up'].now.$post({ json: item }) : await api.api.admin['coming-up'].unschedule.$post({ json: item })),
    onSuccess: (list) => {
      queryClient.setQueryData([endpoints.comingUp], list);
      for (const key of [endpoints.projects, endpoints.siteContent, endpoints.publishing, api.api.admin.newsletters.$path()])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
};
