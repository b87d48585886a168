import type { PublishStatus } from '../lib/api-types.ts';
import { formatLongDateTime, timeAgo } from '../lib/dates.ts';
import type { BadgeTone } from '../ui/Badge.tsx';

export interface PublishingSummary {
  tone: BadgeTone;
  label: string;
  headline: string;
  detail: string;
  /** The last build's error, to show in full. */
  error: string | null;
}

/** What the dashboard says about the public website: when it was last published, its state, a failure. */
export const publishingSummary = (status: PublishStatus, now: Date = new Date()): PublishingSummary => {
  if (status.mode === 'dev') {
    return {
      tone: 'neutral',
      label: 'Live preview',
      headline: 'Pages are rendered live',
      detail: 'This is a development server: pages are rendered from the database on every visit, so changes show at once.',
      error: null,
    };
  }

  const published = status.lastPublishedAt
    ? `Last published ${formatLongDateTime(status.lastPublishedAt)} (${timeAgo(status.lastPublishedAt, now) ?? 'recently'})`
    : 'The website has not been published yet';
  const duration = status.lastBuildDurationMs ? ` · built in ${Math.max(1, Math.round(status.lastBuildDurationMs / 1000))} s` : '';

  if (status.state === 'building') {
    return { tone: 'warning', label: 'Publishing', headline: 'Publishing your changes…', detail: `${published}. The new version goes live when the build finishes.`, error: null };
  }
  if (status.state === 'scheduled') {
    const count = status.pendingReasons.length;
    return {
      tone: 'warning',
      label: 'Changes queued',
      headline: 'Your changes will be published in a moment',
      detail: `${count > 0 ? `${count} ${count === 1 ? 'change is' : 'changes are'} waiting. ` : ''}${published}.`,
      error: null,
    };
  }
  if (status.lastError) {
    return {
      tone: 'danger',
      label: 'Publish failed',
      headline: `The last publish failed${status.lastFailedAt ? ` on ${formatLongDateTime(status.lastFailedAt)}` : ''}`,
      detail: `The previous version stays online. ${published}.`,
      error: status.lastError,
    };
  }
  if (!status.lastPublishedAt) {
    return { tone: 'neutral', label: 'Not published', headline: 'Not published yet', detail: 'The website will be published after the first change.', error: null };
  }
  return { tone: 'success', label: 'Up to date', headline: 'The website is up to date', detail: `${published}${duration}.`, error: null };
};
