import { useQuery } from '@tanstack/react-query';
import type { PublishStatus } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

/** Read once like all data (no polling); refetched after project changes and on "Check again". */
export const usePublishing = () => useQuery<PublishStatus>({ queryKey: [endpoints.publishing] });
