import type { APIRoute } from 'astro';
import { publishedSlugs } from '../data/project-views.ts';
import { locales, localizedPath } from '../i18n/locales.ts';

const PAGES = ['/', '/about', '/services', '/portfolio', '/contact', '/privacy'];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);

/** Every public page and every project page of this build, in both editions, each with its alternates. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost');
  const paths = [...PAGES, ...(await publishedSlugs()).map((slug) => `/portfolio/${encodeURIComponent(slug)}`)];
  const href = (path: string) => escapeXml(new URL(path, base).href);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${href(localizedPath(path, locale))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
    ].join('\n');
    return locales.map((locale) => `  <url>\n    <loc>${href(localizedPath(path, locale))}</loc>\n${alternates}\n  </url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
