import { MIN_FILL_MS } from '../../../shared/form-timing.ts';
import { api } from '../../lib/api-client.ts';

/** Kept well inside the server's 24 h: a form left open longer fetches a fresh stamp. */
const REFRESH_AFTER_MS = 12 * 60 * 60 * 1000;
/** Room for the clocks of the request: the server must see at least MIN_FILL_MS. */
const MARGIN_MS = 250;

interface Deps {
  fetchStamp: () => Promise<string>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const defaults: Deps = {
  fetchStamp: async () => {
    const response = await api.api['form-stamp'].$get();
    if (!response.ok) throw new Error(`${response.status}`);
    return (await response.json()).stamp;
  },
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface FormGuard {
  /** Fetches the signed time stamp; called when the form comes alive. */
  start: () => void;
  /** The stamp to send, once a person could have filled the form; none if it could not be fetched. */
  ready: () => Promise<{ stamp?: string }>;
  /** Fetches a fresh stamp after a message was sent: the server acknowledges one message per stamp. */
  renew: () => void;
}

/**
 * The static pages cannot carry a fresh stamp, so each form asks the API for one when it comes alive.
 * A person who sends faster than the server's minimum is held back until it passes rather than being
 * taken for a bot; a stamp that failed to arrive is simply left out (the API accepts that).
 */
export const createFormGuard = ({ fetchStamp, now, sleep }: Deps = defaults): FormGuard => {
  let pending: Promise<{ stamp: string; at: number } | null> | undefined;
  const fetchFresh = () =>
    (pending = fetchStamp().then(
      (stamp) => ({ stamp, at: now() }),
      () => null,
    ));

  return {
    start: () => void (pending ?? fetchFresh()),
    renew: () => void fetchFresh(),
    ready: async () => {
      let current = await (pending ?? fetchFresh());
      if (current && now() - current.at > REFRESH_AFTER_MS) current = await fetchFresh();
      if (!current) return {};
      const wait = current.at + MIN_FILL_MS + MARGIN_MS - now();
      if (wait > 0) await sleep(wait);
      return { stamp: current.stamp };
    },
  };
};

/** The language of the page, for the visitor's acknowledgement email. */
export const pageLang = () => {
  const lang = document.documentElement.lang.toLowerCase().split('-')[0];
  return lang === 'ar' || lang === 'en' ? lang : undefined;
};
