import type { Database } from '../db/client.ts';
import type { PageViews } from './analytics/page-views.ts';
import type { AnalyticsMode } from '../shared/analytics.ts';
import type { BackupService } from './backups/backup-service.ts';
import type { Project, Session, User } from '../db/schema.ts';
import type { ReadCache } from './projects/read-cache.ts';
import type { Redirects } from './redirects/redirects.ts';
import type { AppConfig } from './config.ts';
import type { RateLimits } from './rate-limits/rate-limits.ts';
import type { ImageStorage } from './uploads/storage.ts';
import type { PublicWrites } from './inbox/public-writes.ts';

import type { PublishStatus } from './publishing/publisher.ts';
import type { SitePreviews } from './publishing/preview-builder.ts';

/** Told about every change to public content, so the static site can be rebuilt. */
export interface ContentPublisher {
  contentChanged: (reason: string) => void;
  status: () => PublishStatus;
}

/** The time as the accounts read it (reset links, sign-in codes, waiting sign-ins, devices); the tests move it. */
export type Clock = () => Date;

/** What POST /api/hit needs: whether pages report their views (ANALYTICS=beacon), where the views go, and which paths are pages. */
export interface HitDeps {
  mode: AnalyticsMode;
  pageViews: Pick<PageViews, 'reported'>;
  /** Whether a path (as analytics writes it) is a page of the live build. */
  isPage: (path: string) => boolean;
}

/** What the API app is built from (api/compose.ts builds it). */
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  storage: ImageStorage;
  limits: RateLimits;
  publisher: ContentPublisher;
  backups: BackupService;
  /** The drafts' preview builder; one that builds nothing where the pages are not published builds. */
  previews: SitePreviews;
  /** The public project reads, kept for a second. */
  reads: ReadCache<Project[]>;
  /** The page views reported by the beacon of a page served elsewhere (POST /api/hit). */
  hits: HitDeps;
  /** The redirects the site answers for paths no page answers: their cache, visit counts and rules. */
  redirects: Redirects;
}

export type AppEnv = {
  Variables: Omit<AppDeps, 'hits'> & {
    writes: PublicWrites;
    user: User | null;
    session: Session | null;
  };
};
