import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../../shared/analytics.ts';
import type { AnalyticsFigures } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

/** A range's figures; read again each time the screen opens, since visits are counted all the time. */
export const useAnalytics = (range: AnalyticsRange) =>
  useQuery<AnalyticsFigures>({ queryKey: [`${endpoints.analytics}?range=${range}`], placeholderData: keepPreviousData, staleTime: 0 });
