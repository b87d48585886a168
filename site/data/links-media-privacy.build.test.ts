import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { project, projectTranslation, redirect, siteContent, uploadedImage } from '../../db/schema.ts';
import { ensureSiteContent } from '../../db/stored-site-content.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';

/**
 * The real build (scripts/build-site.ts, as the publisher runs it) of projects with search result overrides and
 * images described in the media library, the privacy notice as the office edited it, and a redirect: what the
 * pages' heads, images and text say, and the _redirects file beside them.
 */
const ROOT = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'nile-links-media-'));
const databaseUrl = `file:${join(dir, 'site.db')}`;
const OUT = join(dir, 'build');

const build = () =>
  new Promise<void>((resolve, reject) => {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      SITE_URL: 'https://nileatelier.com',
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: join(dir, 'uploads'),
      SITE_DIR: join(dir, 'site'),
    };
    const child = spawn(process.execPath, ['scripts/build-site.ts', '--out', OUT], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}:\n${log.slice(-3000)}`))));
  });

const page = (file: string) => new DOMParser().parseFromString(readFileSync(join(OUT, file), 'utf8'), 'text/html');
const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');
const head = (document: Document) => ({
  title: document.title,
  description: meta(document, 'meta[name="description"]'),
  ogTitle: meta(document, 'meta[property="og:title"]'),
  ogDescription: meta(document, 'meta[property="og:description"]'),
  ogImage: meta(document, 'meta[property="og:image"]'),
  twitterTitle: meta(document, 'meta[name="twitter:title"]'),
  twitterDescription: meta(document, 'meta[name="twitter:description"]'),
  twitterImage: meta(document, 'meta[name="twitter:image"]'),
});
/** The gallery's alts as the page describes its images to search engines (the project's JSON-LD). */
const captions = (document: Document) => {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? '{}');
    if (data['@type'] !== 'LocalBusiness' && Array.isArray(data.image)) return data.image.map((image: { caption: string }) => image.caption);
  }
  return [];
};

const image = (name: string, altEn: string, altAr: string) => ({ name, url: `/uploads/${name}`, width: 2400, height: 1600, bytes: 1000, altEn, altAr });
const base = {
  category: 'residential',
  description: 'A 1970s villa in Maadi made into a home for three generations.',
  imageUrl: '/uploads/kitchen.webp',
  imageAlt: 'Maadi Family Home',
};
const PRIVACY_TEXT = 'We keep your messages for two years, then delete them.';

beforeAll(async () => {
  const client = createClient({ url: databaseUrl });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: join(ROOT, 'db', 'migrations') });
  await ensureSiteContent(db);
  await db
    .insert(uploadedImage)
    .values([
      image('kitchen.webp', 'A walnut kitchen island', 'جزيرة مطبخ من خشب الجوز'),
      image('terrace.webp', 'A roof terrace', 'تراس على السطح'),
      image('card.webp', 'The villa at dusk', ''),
    ]);
  const [maadi] = await db
    .insert(project)
    .values({
      ...base,
      title: 'Maadi Family Home',
      slug: 'maadi-family-home',
      // The kitchen leaves its alt to the library; the terrace has one of its own here.
      galleryImages: [
        { url: '/uploads/kitchen.webp', alt: '' },
        { url: '/uploads/terrace.webp', alt: 'The terrace where the family eats in summer' },
      ],
      seoTitle: 'A family home in Maadi, with a walnut kitchen',
      seoDescription: 'Three generations under one roof: how we remade a 1970s Maadi villa.',
      shareImage: '/uploads/card.webp',
      position: 1,
    })
    .returning();
  await db.insert(projectTranslation).values({
    projectId: maadi?.id ?? 0,
    locale: 'ar',
    title: 'بيت عائلي في المعادي',
    description: 'فيلا من السبعينيات في المعادي أصبحت بيتًا لثلاثة أجيال.',
    galleryAlts: ['', ''],
    seoTitle: 'بيت عائلي في المعادي بمطبخ من خشب الجوز',
  });
  await db
    .insert(project)
    .values({ ...base, title: 'Zamalek Loft', slug: 'zamalek-loft', imageUrl: '/uploads/terrace.webp', imageAlt: 'The loft', galleryImages: [], position: 2 });
  const privacy = structuredClone(defaultSiteContent.privacy);
  privacy.sections[2] = { heading: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بها' }, text: { en: PRIVACY_TEXT, ar: 'نحتفظ برسائلك عامين ثم نحذفها.' } };
  await db.update(siteContent).set({ published: privacy }).where(eq(siteContent.section, 'privacy'));
  await db.insert(redirect).values({ fromPath: '/portfolio/maadi-villa', toPath: '/portfolio/maadi-family-home', projectId: maadi?.id ?? null });
  client.close();
  await build();
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a project’s search result and link card', () => {
  it('use the English overrides on the English page', () => {
    expect(head(page('portfolio/maadi-family-home.html'))).toEqual({
      title: 'A family home in Maadi, with a walnut kitchen',
      description: 'Three generations under one roof: how we remade a 1970s Maadi villa.',
      ogTitle: 'A family home in Maadi, with a walnut kitchen',
      ogDescription: 'Three generations under one roof: how we remade a 1970s Maadi villa.',
      ogImage: 'https://nileatelier.com/uploads/card.webp',
      twitterTitle: 'A family home in Maadi, with a walnut kitchen',
      twitterDescription: 'Three generations under one roof: how we remade a 1970s Maadi villa.',
      twitterImage: 'https://nileatelier.com/uploads/card.webp',
    });
    expect(meta(page('portfolio/maadi-family-home.html'), 'meta[property="og:image:alt"]')).toBe('The villa at dusk');
  });

  it('use the Arabic page’s own overrides, never the English texts, and the English share image when it has none', () => {
    expect(head(page('ar/portfolio/maadi-family-home.html'))).toMatchObject({
      title: 'بيت عائلي في المعادي بمطبخ من خشب الجوز',
      description: 'فيلا من السبعينيات في المعادي أصبحت بيتًا لثلاثة أجيال.',
      ogImage: 'https://nileatelier.com/uploads/card.webp',
    });
  });

  it('leave a project without overrides as it was: its title, description and main image', () => {
    expect(head(page('portfolio/zamalek-loft.html'))).toMatchObject({
      title: 'Zamalek Loft · Portfolio · Nile Atelier',
      description: base.description,
      ogImage: 'https://nileatelier.com/uploads/terrace.webp',
    });
  });
});

describe('alt texts from the media library', () => {
  it('describe an image whose place leaves its alt empty, in each language, and give way to a place’s own', () => {
    expect(captions(page('portfolio/maadi-family-home.html'))).toEqual(['A walnut kitchen island', 'The terrace where the family eats in summer']);
    // The Arabic page: the library's Arabic where the place has no Arabic of its own, before the place's English.
    expect(captions(page('ar/portfolio/maadi-family-home.html'))).toEqual(['جزيرة مطبخ من خشب الجوز', 'تراس على السطح']);
    const shown = page('portfolio/maadi-family-home.html').querySelector('main img[src^="/uploads/kitchen"][alt]:not([alt=""])');
    expect(shown?.getAttribute('alt')).toBe('A walnut kitchen island');
  });
});

describe('the privacy notice', () => {
  it('is a page in both editions with the text the office published', () => {
    const english = page('privacy.html');
    expect(english.title).toBe('Privacy notice · Nile Atelier');
    expect(english.querySelector('h1')?.textContent).toBe('Privacy notice');
    expect(english.body.textContent).toContain(PRIVACY_TEXT);
    expect(english.body.textContent).toContain('Visits are counted without cookies');
    expect(english.querySelector('main a[href^="mailto:"]')?.textContent).toBe(defaultSiteContent.company.email);
    const arabic = page('ar/privacy.html');
    expect(arabic.documentElement.getAttribute('dir')).toBe('rtl');
    expect(arabic.querySelector('h1')?.textContent).toBe('سياسة الخصوصية');
    expect(arabic.body.textContent).toContain('نحتفظ برسائلك عامين ثم نحذفها.');
  });

  it('is linked from every footer and under every form', () => {
    for (const [file, href, consent] of [
      ['index.html', '/privacy', 'By sending, you agree to our privacy notice'],
      ['contact.html', '/privacy', 'By sending, you agree to our privacy notice'],
      ['portfolio.html', '/privacy', 'By sending, you agree to our privacy notice'],
      ['ar/contact.html', '/ar/privacy', 'بإرسال النموذج، توافق على سياسة الخصوصية'],
    ] as const) {
      const document = page(file);
      const footer = document.querySelector('footer') as HTMLElement;
      expect(
        [...footer.querySelectorAll('a')].some((link) => link.getAttribute('href') === href),
        file,
      ).toBe(true);
      const sentences = [...document.querySelectorAll('p')].filter((paragraph) => paragraph.textContent?.replace(/\s+/g, ' ').trim() === consent);
      // The newsletter in the footer, and the contact form where the page has one.
      expect(sentences.length, file).toBe(file === 'index.html' ? 1 : 2);
      expect(sentences.every((sentence) => sentence.querySelector('a')?.getAttribute('href') === href)).toBe(true);
    }
  });

  it('is in the sitemap in both editions', () => {
    const sitemap = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://nileatelier.com/privacy</loc>');
    expect(sitemap).toContain('<loc>https://nileatelier.com/ar/privacy</loc>');
  });
});

describe('the build folder', () => {
  it('holds the redirects as _redirects, for a CDN that serves it', () => {
    expect(readFileSync(join(OUT, '_redirects'), 'utf8')).toContain('/portfolio/maadi-villa /portfolio/maadi-family-home 301');
  });
});
