import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testClient } from 'hono/testing';
import { afterAll, beforeAll } from 'vitest';
import { createApiApp } from '../app.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createSession } from '../accounts/sessions.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { createRateLimits } from '../rate-limits/rate-limits.ts';
import { unpublishedStatus } from '../publishing/publisher.ts';
import { createStorage } from '../uploads/create-storage.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { ensureSiteContent } from '../../db/stored-site-content.ts';
import { user as userTable } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';

export const OWNER_EMAIL = 'owner@nileatelier.test';
export const TEST_ORIGIN = 'http://localhost';

/** Records the publisher calls the API makes, in place of real rebuilds. */
const recordingPublisher = () => {
  const reasons: string[] = [];
  return {
    reasons,
    contentChanged: (reason: string) => void reasons.push(reason),
    status: () => unpublishedStatus('static', [...reasons]),
  };
};

/**
 * A fresh API on a temporary libSQL file and uploads folder, for one test file.
 * Call at the top of a describe/file: it registers its own setup and teardown.
 */
export const useTestApi = (env: Record<string, string> = {}) => {
  const state = {} as {
    dir: string;
    handle: DatabaseHandle;
    deps: AppDeps;
    app: ReturnType<typeof createApiApp>;
    client: ReturnType<typeof testClient<ReturnType<typeof createApiApp>>>;
    publisher: ReturnType<typeof recordingPublisher>;
  };

  beforeAll(async () => {
    state.dir = mkdtempSync(join(tmpdir(), 'nile-api-'));
    const config = loadConfig({
      DATABASE_URL: `file:${join(state.dir, 'test.db')}`,
      UPLOADS_DIR: join(state.dir, 'uploads'),
      SITE_DIR: join(state.dir, 'site'),
      BACKUP_DIR: join(state.dir, 'backups'),
      OWNER_EMAIL,
      ...env,
    });
    state.handle = await openDatabase(config.database);
    await migrateDatabase(state.handle.db);
    await ensureSiteContent(state.handle.db);
    state.publisher = recordingPublisher();
    state.deps = {
      db: state.handle.db,
      inWriteTransaction: state.handle.inWriteTransaction,
      config,
      storage: createStorage(config),
      limits: createRateLimits({ scale: config.rateLimitScale, db: state.handle.db }),
      content: state.publisher,
    };
    state.app = createApiApp(state.deps);
    state.client = testClient(state.app);
  });

  afterAll(() => {
    state.handle.close();
    rmSync(state.dir, { recursive: true, force: true });
  });

  return state;
};

let userCounter = 0;

/** Creates a user and a session directly in the database: tests do not sign in through the API each time. */
export const createUserWithSession = async (
  deps: AppDeps,
  { approved = true, email, password = 'correct horse battery', name = 'Test Admin' }: { approved?: boolean; email?: string; password?: string; name?: string } = {},
) => {
  userCounter += 1;
  const address = email ?? `admin${userCounter}-${Date.now()}@example.com`;
  const [user] = await deps.db
    .insert(userTable)
    .values({ email: address, name, password: await hashPassword(password), approved })
    .returning();
  const { token } = await createSession(deps.db, must(user).id);
  return { user: must(user), token, password, cookie: `session=${token}` };
};

/** Request init for a JSON body, sent as the site's own pages would. */
export const jsonInit = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Request options signed in with `cookie`, from the site's own origin. */
export const authed = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Origin: TEST_ORIGIN, ...(init.headers as Record<string, string>), Cookie: cookie },
});
