import type { APIRoute } from 'astro';
import { allProjects } from '../data/projects.ts';

const PAGES = ['/', '/about', '/services', '/portfolio', '/contact'];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);

/** Every public page and every project page of this build. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost');
  const projects = await allProjects();
  const urls = [...PAGES, ...projects.map((project) => `/portfolio/${encodeURIComponent(project.slug)}`)].map(
    (path) => `  <url><loc>${escapeXml(new URL(path, base).href)}</loc></url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
