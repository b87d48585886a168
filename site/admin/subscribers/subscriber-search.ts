import type { PageLang } from '../../../shared/inbox.ts';
import type { SubscriberStatus } from '../../../shared/newsletter.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

/** Search by email. */
export const searchSubscribers = (subscribers: readonly Subscriber[], query: string) => filterBySearch(subscribers, query, (subscriber) => [subscriber.email]);

export type StatusChoice = SubscriberStatus | 'all';
export type LanguageChoice = PageLang | 'all';

/** The subscribers of one status and one language ('all' lets every one through). */
export const filterSubscribers = (subscribers: readonly Subscriber[], { status, lang }: { status: StatusChoice; lang: LanguageChoice }) =>
  subscribers.filter((subscriber) => (status === 'all' || subscriber.status === status) && (lang === 'all' || subscriber.lang === lang));
