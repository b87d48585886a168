import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { activityUrl, type ActivityFilters } from './activity-url.ts';

export const useActivity = (filters: ActivityFilters) =>
  useQuery<ActivityPage>({ queryKey: [activityUrl(endpoints.activity, filters)], placeholderData: keepPreviousData, staleTime: 0 });
