import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, readJson } from '../../lib/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** 'null': a 401 answer yields null instead of an error (the spec's "returnNull"). */
      on401?: 'null' | 'throw';
    };
  }
}

/** The spec's default read helper: GET the query key's first element, with credentials, and parse the JSON. */
const defaultQueryFn: QueryFunction = async ({ queryKey, meta, signal }) => {
  const url = queryKey[0];
  if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL to read.');
  const response = await fetch(url, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  if (response.status === 401 && meta?.on401 === 'null') {
    // Read the body anyway: an unread body keeps the request open in the browser's eyes.
    await response.text().catch(() => '');
    return null;
  }
  return readJson(response);
};

/**
 * Data never goes stale, is not retried, not refetched on focus and not polled;
 * each mutation refetches the lists it changed. `onUnauthorized` runs when any call answers 401,
 * i.e. the session ended elsewhere (signed out, unapproved, expired).
 */
export const createQueryClient = ({ onUnauthorized }: { onUnauthorized?: () => void } = {}) => {
  const watch401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: watch401 }),
    mutationCache: new MutationCache({ onError: watch401 }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
};
