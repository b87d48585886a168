import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';
import { ensureSiteContent } from '../../db/stored-site-content.ts';
import type { ContactContent } from '../../shared/site-content/contact.ts';
import { must } from '../../shared/must.ts';
import type { PreviewStatus } from '../publishing/draft-previews.ts';
import { type ServerProcess, serverEnv, spawnServer } from '../test/server-process.ts';

/**
 * The real thing: `npm start`'s process publishes the public site, an admin presses Preview after a
 * draft change, and the pages rendered from the drafts are served under /admin/preview/site while the
 * public page stays as published.
 */
const dir = mkdtempSync(join(tmpdir(), 'nile-site-preview-'));
const OWNER = { email: 'owner@nileatelier.test', password: 'preview-test-owner' };
const DRAFT_TITLE = { en: 'A draft title only admins see', ar: 'عنوان مسودة لا يراه إلا المشرفون' };
const env = serverEnv(dir, {
  BACKUP_INTERVAL_HOURS: '0',
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
  PUBLISH_DEBOUNCE_MS: '100',
});

let server: ServerProcess;
let base = '';
let cookie = '';
let preview: PreviewStatus;

const previewStatus = async () => {
  const response = await fetch(`${base}/api/admin/site-content/preview`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { preview: PreviewStatus }).preview;
};

const asAdmin = (path: string) => fetch(`${base}${path}`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  server = spawnServer(env);
  await server.ready();
  base = server.base();
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(OWNER) });
  expect(login.status).toBe(200);
  cookie = must(/session=[^;]+/.exec(login.headers.get('set-cookie') ?? ''))[0];

  // An admin's unsaved-to-the-public edit: the Contact page's title, as a draft (what PUT /api/admin/site-content/contact stores).
  const database = await openDatabase({ url: env.DATABASE_URL });
  await ensureSiteContent(database.db);
  const [row] = await database.db.select().from(siteContent).where(eq(siteContent.section, 'contact'));
  const published = must(row).published as ContactContent;
  await database.db
    .update(siteContent)
    .set({ draft: { ...published, hero: { ...published.hero, title: DRAFT_TITLE } } })
    .where(eq(siteContent.section, 'contact'));
  database.close();

  // Each page of the preview is rendered from the drafts when it is opened: it is ready at once.
  const pressed = await fetch(`${base}/api/admin/site-content/preview`, { method: 'POST', headers: { Cookie: cookie, Origin: base } });
  expect(pressed.status).toBe(202);
  preview = ((await pressed.json()) as { preview: PreviewStatus }).preview;
  expect((await previewStatus()).state).toBe('ready');
}, 400_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the preview of the drafts, rendered by the server', { timeout: 60_000 }, () => {
  it('is ready when Preview is pressed and serves its pages under /admin/preview/site, linked to each other', async () => {
    expect(preview, server.output()).toMatchObject({ state: 'ready', error: null, url: '/admin/preview/site/' });
    const contact = await asAdmin('/admin/preview/site/contact');
    expect(contact.status).toBe(200);
    expect(contact.headers.get('cache-control')).toBe('no-store');
    expect(contact.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await contact.text();
    for (const page of ['/', '/about', '/services', '/portfolio', '/ar/contact']) expect(html, page).toContain(`href="/admin/preview/site${page}"`);
    expect(html).not.toMatch(/href="\/(about|services|portfolio|contact)"/);
    expect(html).toContain('href="/admin/login"');

    // Its styles and scripts are the live site's: the same code renders both.
    const assets = [...html.matchAll(/(?:href|src)="(\/_astro\/[^"]+)"/g)].map((match) => must(match[1]));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect((await asAdmin(asset)).status, asset).toBe(200);

    const arabic = await asAdmin('/admin/preview/site/ar/contact');
    expect(arabic.status).toBe(200);
    expect(await arabic.text()).toContain('href="/admin/preview/site/ar/about"');
    expect((await asAdmin('/admin/preview/site/no-such-page')).status).toBe(404);
  });

  it('shows nothing to a visitor: 401 without a session', async () => {
    for (const path of ['/admin/preview/site/', '/admin/preview/site/contact']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.text()).not.toContain(DRAFT_TITLE.en);
    }
  });

  it('shows the draft in the preview, marked noindex, while the public page stays as published', async () => {
    // Booleans: a failure names what is missing instead of printing the whole page.
    const previewed = await (await asAdmin('/admin/preview/site/contact')).text();
    expect(previewed.includes(DRAFT_TITLE.en), 'the draft title on the preview').toBe(true);
    expect(/<meta name="robots" content="noindex[^"]*"/.test(previewed), 'the noindex meta of the preview').toBe(true);
    expect(previewed.includes('Preview of unpublished changes'), 'the preview banner').toBe(true);
    expect((await (await asAdmin('/admin/preview/site/ar/contact')).text()).includes(DRAFT_TITLE.ar), 'the Arabic draft title on the preview').toBe(true);

    const live = await fetch(`${base}/contact`);
    expect(live.status).toBe(200);
    const published = await live.text();
    expect(published.includes(DRAFT_TITLE.en), 'the draft title on the public page').toBe(false);
    expect(published.includes('Preview of unpublished changes'), 'the banner on the public page').toBe(false);
    expect(live.headers.get('x-robots-tag')).toBeNull();
  });
});
