import type { Subscriber } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

/** Search by email. */
export const searchSubscribers = (subscribers: readonly Subscriber[], query: string) => filterBySearch(subscribers, query, (subscriber) => [subscriber.email]);
