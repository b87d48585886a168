import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { BackupStatus } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useBackups = () => useQuery<BackupStatus>({ queryKey: [endpoints.backups] });

export const useBackUpNow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.api.admin.backups.$post()),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [endpoints.backups] }), queryClient.invalidateQueries({ queryKey: [endpoints.activity] })]),
  });
};
