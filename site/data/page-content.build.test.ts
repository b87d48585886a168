import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { siteContent, uploadedImage } from '../../db/schema.ts';
import { ensureSiteContent } from '../../db/stored-site-content.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';

/**
 * The real build (scripts/build-site.ts, as the publisher runs it) from a database where the office
 * changed its content: the pages must say what is stored, and only what is published (or, for the
 * admin's preview build, the drafts too).
 */
// Vitest runs from the project root; import.meta.url is not a file address in the browser-like environment.
const ROOT = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'nile-site-content-'));
const databaseUrl = `file:${join(dir, 'site.db')}`;

const build = (out: string, extraEnv: NodeJS.ProcessEnv = {}) =>
  new Promise<void>((resolve, reject) => {
    const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, UPLOADS_DIR: join(dir, 'uploads'), SITE_DIR: join(dir, 'site'), ...extraEnv };
    const child = spawn(process.execPath, ['scripts/build-site.ts', '--out', join(dir, out)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}:\n${log.slice(-3000)}`))));
  });

const page = (out: string, file: string) => new DOMParser().parseFromString(readFileSync(join(dir, out, file), 'utf8'), 'text/html');
const hrefs = (root: ParentNode, selector = 'a') => [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
const footerOf = (document: Document) => document.querySelector('footer') as HTMLElement;

const newQuestion = {
  question: { en: 'Do you work on weekends?', ar: 'هل تعملون في عطلة نهاية الأسبوع؟' },
  answer: { en: 'Yes, in live malls.', ar: 'نعم، داخل المولات العاملة.' },
};
const draftQuestion = { question: { en: 'Is this question still a draft?', ar: 'هل هذا السؤال ما زال مسودة؟' }, answer: { en: 'Yes.', ar: 'نعم.' } };

beforeAll(async () => {
  const client = createClient({ url: databaseUrl });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: join(ROOT, 'db', 'migrations') });
  await ensureSiteContent(db);
  const company = structuredClone(defaultSiteContent.company);
  company.phone = '+20 122 000 7788';
  company.whatsapp = '';
  company.socials.facebook = '';
  const contact = structuredClone(defaultSiteContent.contact);
  contact.faq.items.push(newQuestion);
  const draft = structuredClone(contact);
  draft.faq.items.push(draftQuestion);
  const home = structuredClone(defaultSiteContent.home);
  home.hero.image = { url: '/uploads/office-hero.webp', alt: { en: 'The studio’s new lobby', ar: 'ردهة الاستوديو الجديدة' } };
  await db.insert(uploadedImage).values({
    name: 'office-hero.webp',
    url: '/uploads/office-hero.webp',
    width: 2400,
    height: 1600,
    variants: [{ name: 'office-hero-960.webp', url: '/uploads/office-hero-960.webp', width: 960 }],
    bytes: 1000,
  });
  await db.update(siteContent).set({ published: home }).where(eq(siteContent.section, 'home'));
  await db.update(siteContent).set({ published: company }).where(eq(siteContent.section, 'company'));
  await db.update(siteContent).set({ published: contact, draft }).where(eq(siteContent.section, 'contact'));
  client.close();
  // Served by a CDN (ANALYTICS=beacon): the live pages carry the page views' beacon, the admins' preview never.
  await build('live', { ANALYTICS: 'beacon' });
  await build('preview', { SITE_CONTENT_SOURCE: 'draft', ANALYTICS: 'beacon' });
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pages built from the stored site content', () => {
  it('show the new phone in the footer and on the contact page, as a tel: link written left to right', () => {
    for (const file of ['index.html', 'ar.html', 'contact.html', 'ar/contact.html']) {
      const document = page('live', file);
      const footerPhone = footerOf(document).querySelector('a[href^="tel:"]');
      expect(footerPhone?.getAttribute('href'), file).toBe('tel:+201220007788');
      expect(footerPhone?.textContent, file).toBe('+20 122 000 7788');
      expect(footerPhone?.getAttribute('dir'), file).toBe('ltr');
      expect(document.body.textContent, file).not.toContain('+20 100 555 0142');
    }
    const contact = page('live', 'contact.html');
    expect(hrefs(contact.querySelector('main') as HTMLElement, 'a[href^="tel:"]').every((href) => href === 'tel:+201220007788')).toBe(true);
  });

  it('leave out an emptied social network and an emptied WhatsApp number, with no # links anywhere', () => {
    for (const file of ['index.html', 'ar.html', 'contact.html', 'about.html']) {
      const document = page('live', file);
      expect(hrefs(footerOf(document), 'a[aria-label*="Instagram"], a[aria-label*="Facebook"], a[aria-label*="LinkedIn"]'), file).toEqual([
        'https://www.instagram.com/nileatelier',
        'https://www.linkedin.com/company/nile-atelier',
      ]);
      expect(hrefs(document), file).not.toContain('#');
      expect(
        hrefs(document).some((href) => href?.startsWith('https://wa.me/') || href?.startsWith('/go/whatsapp')),
        file,
      ).toBe(false);
      const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
      expect(jsonLd.sameAs, file).toEqual(['https://www.instagram.com/nileatelier', 'https://www.linkedin.com/company/nile-atelier']);
      expect(jsonLd.telephone, file).toBe('+20 122 000 7788');
    }
  });

  it('show an added FAQ question in both languages, and never a draft on the live site', () => {
    const english = page('live', 'contact.html').body.textContent;
    const arabic = page('live', 'ar/contact.html').body.textContent;
    expect(english).toContain(newQuestion.question.en);
    expect(arabic).toContain(newQuestion.question.ar);
    expect(english).not.toContain(draftQuestion.question.en);
    expect(page('live', 'contact.html').querySelector('meta[name="robots"]')).toBeNull();
    expect(page('live', 'contact.html').body.textContent).not.toContain('Preview of unpublished changes');
  });

  it('show the office’s hero image, responsive and first to load, instead of the studio’s poster and video', () => {
    const editions: [file: string, alt: string][] = [
      ['index.html', 'The studio’s new lobby'],
      ['ar.html', 'ردهة الاستوديو الجديدة'],
    ];
    for (const [file, alt] of editions) {
      const document = page('live', file);
      const hero = document.querySelector('main section img');
      expect(hero?.getAttribute('src'), file).toBe('/uploads/office-hero.webp');
      expect(hero?.getAttribute('srcset'), file).toBe('/uploads/office-hero-960.webp 960w, /uploads/office-hero.webp 2400w');
      expect(hero?.getAttribute('alt'), file).toBe(alt);
      expect(hero?.getAttribute('fetchpriority'), file).toBe('high');
      expect(document.querySelector('#hero-video'), file).toBeNull();
      expect(document.querySelector('link[rel="preload"][as="image"]'), file).toBeNull();
      expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content'), file).toMatch(/\/uploads\/office-hero\.webp$/);
    }
  });

  it('in the preview build: the drafts, noindex and the banner leading back to Site Content on every page', () => {
    expect(page('preview', 'contact.html').body.textContent).toContain(draftQuestion.question.en);
    expect(page('preview', 'ar/contact.html').body.textContent).toContain(draftQuestion.question.ar);
    for (const file of ['index.html', 'ar.html', 'about.html', 'services.html', 'contact.html', 'portfolio.html', 'ar/about.html', '404.html']) {
      const document = page('preview', file);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), file).toBe('noindex');
      const banner = document.querySelector('section[aria-label="Preview of unpublished changes"]');
      expect(banner?.textContent, file).toContain('Preview of unpublished changes');
      expect(banner?.querySelector('a')?.getAttribute('href'), file).toBe('/admin/site-content');
      expect(banner?.querySelector('a')?.textContent, file).toBe('Back to Site Content');
    }
  });

  it('with ANALYTICS=beacon: one inline beacon under 600 bytes on every public page, allowed by its hash in the page’s policy', () => {
    const beacons = (out: string, file: string) => [...page(out, file).querySelectorAll('script[data-hit]')].map((script) => script.textContent ?? '');
    for (const [file, missing] of [
      ['index.html', false],
      ['ar.html', false],
      ['about.html', false],
      ['ar/contact.html', false],
      ['portfolio.html', false],
      ['404.html', true],
      ['ar/404.html', true],
    ] as const) {
      const [code, ...more] = beacons('live', file);
      expect([typeof code, more.length], file).toEqual(['string', 0]);
      expect(new TextEncoder().encode(code).length, file).toBeLessThan(600);
      expect(code, file).toContain(`missing:${missing ? '!0' : '!1'}`);
      const policy = page('live', file).querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
      expect(policy, file).toContain(
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
      );
    }
    // A project newer than the build is at an address the build has no page for yet; the preview is for the office.
    expect(beacons('live', 'project-preview.html')).toEqual([]);
    expect(beacons('preview', 'index.html')).toEqual([]);
  });
});
