import type { Database } from '../db/client.ts';
import type { WriteTransactions } from '../db/write-transactions.ts';
import type { Session, User } from '../db/schema.ts';
import type { AppConfig } from './config.ts';
import type { RateLimits } from './rate-limits/rate-limits.ts';
import type { ImageStorage } from './storage/storage.ts';

/** Where the public pages stand: the admin's publish status (`GET /api/admin/publishing`). */
export interface PublishStatus {
  /** `static`: pages are pre-built and published; `dev`: astro dev renders them live, nothing to publish. */
  mode: 'static' | 'dev';
  state: 'idle' | 'scheduled' | 'building';
  /** When the live build was published, ISO time; null before the first one. */
  lastPublishedAt: string | null;
  lastBuildDurationMs: number | null;
  /** The error of the most recent build when it failed; null when it succeeded. */
  lastError: string | null;
  lastFailedAt: string | null;
  pendingReasons: string[];
}

/** Told about every change to public content, so the static site can be rebuilt. */
export interface ContentPublisher {
  contentChanged: (reason: string) => void;
  status: () => PublishStatus;
  /** Renders every page again ("Rebuild the whole site"); absent where nothing is published (dev, tests). */
  rebuildWhole?: (reason: string) => void;
}

/** The time as the accounts read it (reset links, sign-in codes, waiting sign-ins, devices); the tests move it. */
export type Clock = () => Date;

/**
 * What every route of the API finds on its context. A feature that needs more declares it in its own
 * routes' type (`AppEnv & { Variables: … }`), and the API app (app.ts) puts it there.
 */
export type AppEnv = {
  Variables: {
    db: Database;
    /** Write transactions of statements prepared once: the public writes' (contact, subscribe), which must cost the event loop little. */
    writes: WriteTransactions;
    clock: Clock;
    config: AppConfig;
    storage: ImageStorage;
    limits: RateLimits;
    publisher: ContentPublisher;
    user: User | null;
    session: Session | null;
  };
};
