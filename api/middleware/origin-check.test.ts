import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en.ts';
import { useTestApi } from '../test/test-app.ts';

const subscribe = (app: ReturnType<typeof useTestApi>['app'], url: string, origin: string, email: string) =>
  app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ email }) });

describe('the origin check in production', () => {
  const api = useTestApi({ NODE_ENV: 'production', SITE_URL: 'https://nileatelier.test', RATE_LIMIT_SCALE: '0' });

  it('takes SITE_URL’s origin as the site’s own, whatever the Host header names', async () => {
    const forged = await subscribe(api.app, 'https://evil.example/api/subscribe', 'https://evil.example', 'forged-host@example.com');
    expect(forged.status).toBe(403);
    expect((await forged.json()).message).toBe(en.requests.foreignOrigin);
    const own = await subscribe(api.app, 'https://evil.example/api/subscribe', 'https://nileatelier.test', 'own-site@example.com');
    expect(own.status).not.toBe(403);
  });
});

describe('the origin check in development', () => {
  const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

  it('also takes the origin the request was sent to, as a dev server on another port is', async () => {
    expect((await subscribe(api.app, 'http://127.0.0.1:4322/api/subscribe', 'http://127.0.0.1:4322', 'dev-port@example.com')).status).not.toBe(403);
    expect((await subscribe(api.app, 'http://127.0.0.1:4322/api/subscribe', 'https://evil.example', 'dev-evil@example.com')).status).toBe(403);
  });
});
