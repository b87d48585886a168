import type { PublishStatus } from '../lib/api-types.ts';
import { formatLongDateTime, timeAgo } from '../lib/dates.ts';
import type { BadgeTone } from '../ui/Badge.tsx';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { dictionaries } from '../i18n/text.ts';

export interface PublishingSummary {
  tone: BadgeTone;
  label: string;
  headline: string;
  detail: string;
  /** The last build's error, to show in full. */
  error: string | null;
}

/** What the dashboard says about the public website: when it was last published, its state, a failure. */
export const publishingSummary = (status: PublishStatus, lang: AdminLanguage, now: Date = new Date()): PublishingSummary => {
  const t = dictionaries[lang].publishing;
  if (status.mode === 'dev') return { tone: 'neutral', ...t.dev, error: null };

  const published = status.lastPublishedAt ? t.lastPublished(formatLongDateTime(status.lastPublishedAt, lang), timeAgo(status.lastPublishedAt, lang, now)) : t.neverPublished;
  const duration = status.lastBuildDurationMs ? t.builtIn(Math.max(1, Math.round(status.lastBuildDurationMs / 1000))) : '';

  if (status.state === 'building') {
    return { tone: 'warning', label: t.building.label, headline: t.building.headline, detail: t.building.detail(published), error: null };
  }
  if (status.state === 'scheduled') {
    return { tone: 'warning', label: t.scheduled.label, headline: t.scheduled.headline, detail: t.scheduled.detail(status.pendingReasons.length, published), error: null };
  }
  if (status.lastError) {
    return {
      tone: 'danger',
      label: t.failed.label,
      headline: t.failed.headline(status.lastFailedAt ? formatLongDateTime(status.lastFailedAt, lang) : null),
      detail: t.failed.detail(published),
      error: status.lastError,
    };
  }
  if (!status.lastPublishedAt) return { tone: 'neutral', ...t.notPublished, error: null };
  return { tone: 'success', label: t.upToDate.label, headline: t.upToDate.headline, detail: t.upToDate.detail(published, duration), error: null };
};
