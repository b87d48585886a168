import { describe, expect, it } from 'vitest';
import { hitBeacon } from './hit-beacon.ts';

/** Runs the beacon as a page would, with a browser's document, location and navigator stand-ins. */
const run = (code: string, { prerendering = false, referrer = 'https://www.instagram.com/' } = {}) => {
  const sent: { url: string; body: Blob }[] = [];
  const listeners = new Map<string, () => void>();
  const document = { referrer, prerendering, addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) };
  const location = { pathname: '/ar/portfolio/villa', search: '?utm_source=newsletter' };
  const navigator = { sendBeacon: (url: string, body: Blob) => sent.push({ url, body }) > 0 };
  new Function('document', 'location', 'navigator', code)(document, location, navigator);
  return { sent, listeners };
};

describe('the page views’ beacon', () => {
  it('stays under 600 bytes', () => {
    for (const missing of [false, true]) expect(new TextEncoder().encode(hitBeacon(missing)).length).toBeLessThan(600);
  });

  it('sends the page’s path, query and referrer as JSON to /api/hit, and whether it is the not-found page', async () => {
    for (const missing of [false, true]) {
      const { sent } = run(hitBeacon(missing));
      expect(sent.map((hit) => [hit.url, hit.body.type])).toEqual([['/api/hit', 'application/json']]);
      expect(JSON.parse(await (sent[0] as { body: Blob }).body.text())).toEqual({
        path: '/ar/portfolio/villa',
        search: '?utm_source=newsletter',
        referrer: 'https://www.instagram.com/',
        missing,
      });
    }
  });

  it('waits for a prerendered page to be opened', () => {
    const { sent, listeners } = run(hitBeacon(false), { prerendering: true });
    expect(sent).toEqual([]);
    listeners.get('prerenderingchange')?.();
    expect(sent).toHaveLength(1);
  });
});
