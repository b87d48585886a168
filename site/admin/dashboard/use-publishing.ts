import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { PublishStatus } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

/** Read once like all data (no polling); refetched after project changes and on "Check again". */
export const usePublishing = () => useQuery<PublishStatus>({ queryKey: [endpoints.publishing] });

/** "Rebuild the whole site": every page rendered again; the answer is the publishing status with the rebuild under way. */
export const useRebuildWholeSite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.api.admin.publishing.rebuild.$post()),
    onSuccess: (status) => queryClient.setQueryData([endpoints.publishing], status),
  });
};
