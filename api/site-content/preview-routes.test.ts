import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { draftPreviews } from '../publishing/draft-previews.ts';
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

  describe('with the server’s previews', () => {
    const previews = draftPreviews(async () => null);
    let app: ReturnType<typeof createApiApp>;
    beforeAll(() => {
      app = createApiApp({ ...api.deps, previews });
    });

    it('answers Preview with 202 and a preview that is ready at once (each page is rendered when opened)', async () => {
      const res = await app.request(PATH, jsonInit('POST', undefined, admin.cookie));
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({ preview: { state: 'ready', error: null, url: '/admin/preview/site/' } });
      const status = await app.request(PATH, { headers: { Cookie: admin.cookie } });
      expect(((await status.json()) as { preview: { state: string } }).preview.state).toBe('ready');
    });
  });
});
