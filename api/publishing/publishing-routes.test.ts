import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { unpublishedStatus } from './publisher.ts';

const api = useTestApi();
let cookie = '';

beforeAll(async () => {
  cookie = (await createUserWithSession(api.deps)).cookie;
});

describe('"Rebuild the whole site"', () => {
  it('asks the publisher to render every page again, and answers 202 with the status', async () => {
    const asked: string[] = [];
    const app = createApiApp({
      ...api.deps,
      publisher: { contentChanged: () => {}, status: () => unpublishedStatus('static', asked), rebuildWhole: (reason) => asked.push(reason) },
    });
    const res = await app.request('/api/admin/publishing/rebuild', jsonInit('POST', undefined, cookie));
    expect(res.status).toBe(202);
    expect(asked).toEqual([expect.stringMatching(/^whole site asked for by /)]);
    expect(await res.json()).toMatchObject({ state: 'scheduled', pendingReasons: asked });
  });

  it('answers 409 with the reason where nothing is published (the development server)', async () => {
    const res = await api.app.request('/api/admin/publishing/rebuild', jsonInit('POST', undefined, cookie));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/rebuilt by the production server/);
  });
});
