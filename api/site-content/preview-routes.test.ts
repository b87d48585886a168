import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { createPreviewBuilder } from '../publishing/preview-builder.ts';
import { controlledBuilds } from '../test/controlled-builds.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let pending: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  admin = await createUserWithSession(api.deps, { name: 'Mona' });
  pending = await createUserWithSession(api.deps, { approved: false });
});

const PATH = '/api/admin/site-content/preview';

describe('site content preview routes', () => {
  it('answer 401 without a session and 403 to an account not approved yet', async () => {
    for (const method of ['GET', 'POST']) {
      expect((await api.app.request(PATH, { method, headers: { Origin: 'http://localhost' } })).status, method).toBe(401);
      expect((await api.app.request(PATH, { method, headers: { Origin: 'http://localhost', Cookie: pending.cookie } })).status, method).toBe(403);
    }
  });

  it('where no preview can be built (dev mode, tests): idle, and a clear 409 for Preview', async () => {
    const status = await api.app.request(PATH, { headers: { Cookie: admin.cookie } });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ preview: { state: 'idle', builtAt: null, error: null, url: '/admin/preview/site/' } });
    const build = await api.app.request(PATH, jsonInit('POST', undefined, admin.cookie));
    expect(build.status).toBe(409);
    expect(await build.json()).toEqual({
      message: 'Previews are built by the production server (npm start). The development server (npm run dev) shows the published content only.',
    });
  });

  describe('with a preview builder', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'nile-preview-routes-'));
    const builds = controlledBuilds({ builtAt: '2026-11-23T14:00:00.000Z' });
    const previews = createPreviewBuilder({ siteDir, log: () => {}, runBuild: builds.runBuild });
    let app: ReturnType<typeof createApiApp>;
    beforeAll(() => {
      app = createApiApp({ ...api.deps, previews });
    });
    afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

    const status = async () => {
      const res = await app.request(PATH, { headers: { Cookie: admin.cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { preview: unknown }).preview;
    };

    it('starts a build with 202, reports it building, then ready with the time it was built', async () => {
      const res = await app.request(PATH, jsonInit('POST', undefined, admin.cookie));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ preview: { state: 'building', builtAt: null, error: null, url: '/admin/preview/site/' } });
      const build = await builds.build(0);
      expect(await status()).toEqual({ state: 'building', builtAt: null, error: null, url: '/admin/preview/site/' });
      build.finish();
      await previews.whenIdle();
      expect(await status()).toEqual({ state: 'ready', builtAt: '2026-11-23T14:00:00.000Z', error: null, url: '/admin/preview/site/' });
    });

    it('reports a failed build with its error', async () => {
      expect((await app.request(PATH, jsonInit('POST', {}, admin.cookie))).status).toBe(202);
      (await builds.build(1)).fail('The preview build exited with code 1.');
      await previews.whenIdle();
      expect(await status()).toEqual({ state: 'failed', builtAt: '2026-11-23T14:00:00.000Z', error: 'The preview build exited with code 1.', url: '/admin/preview/site/' });
    });
  });
});
