import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testClient } from 'hono/testing';
import { afterAll, beforeAll } from 'vitest';
import type { ApiApp } from '../app.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createSession } from '../sessions/sessions.ts';
import { compose, type Composition, forTests } from '../compose.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../app.ts';
import type { Clock } from '../context.ts';
import { unpublishedStatus } from '../publishing/publisher.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { user as userTable } from '../../db/schema.ts';
import type { Role } from '../../shared/roles.ts';
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
 * A fresh API on a temporary libSQL file and uploads folder, for one test file: the composition for
 * tests (api/compose.ts). `app` is the Hono app of the /api contract, for `app.request` and the typed
 * client; `frontDoor` answers every request as the server does, for tests over a socket.
 * `clock` is the accounts' time (reset links, codes, waiting sign-ins), for tests that move it.
 * Call at the top of a describe/file: it registers its own setup and teardown.
 */
export const useTestApi = (env: Record<string, string> = {}, { clock }: { clock?: Clock } = {}) => {
  const state = {} as {
    dir: string;
    composition: Composition;
    handle: DatabaseHandle;
    deps: AppDeps;
    app: ApiApp;
    client: ReturnType<typeof testClient<ApiApp>>;
    frontDoor: Composition['frontDoor'];
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
    state.publisher = recordingPublisher();
    state.composition = await compose(config, forTests(state.publisher, clock));
    state.handle = state.composition.database;
    state.deps = state.composition.deps;
    state.app = state.composition.api;
    state.client = testClient(state.app);
    state.frontDoor = state.composition.frontDoor;
  });

  afterAll(async () => {
    await state.composition.stop();
    rmSync(state.dir, { recursive: true, force: true });
  });

  return state;
};

let userCounter = 0;

/** Creates a user and a session directly in the database: tests do not sign in through the API each time. */
export const createUserWithSession = async (
  deps: AppDeps,
  {
    approved = true,
    email,
    password = 'correct horse battery',
    name = 'Test Admin',
    role = 'admin',
  }: { approved?: boolean; email?: string; password?: string; name?: string; role?: Role } = {},
) => {
  userCounter += 1;
  const address = email ?? `admin${userCounter}-${Date.now()}@example.com`;
  const [user] = await deps.db
    .insert(userTable)
    .values({ email: address, name, password: await hashPassword(password), approved, role })
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
