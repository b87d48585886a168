import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AnalyticsMode } from '../../shared/analytics.ts';
import { project, projectTranslation, redirect, siteContent, testimonial, uploadedImage } from '../../db/schema.ts';

/** Changes whenever anything the public pages show from the database changes. */
export const contentFingerprint = async (db: Database) => {
  const rows = await db.select().from(project).orderBy(asc(project.id));
  const translations = await db.select().from(projectTranslation).orderBy(asc(projectTranslation.projectId), asc(projectTranslation.locale));
  // The pages' image sizes, srcsets and the library's alt texts come from the recorded facts too.
  const images = await db
    .select({
      url: uploadedImage.url,
      width: uploadedImage.width,
      height: uploadedImage.height,
      variants: uploadedImage.variants,
      altEn: uploadedImage.altEn,
      altAr: uploadedImage.altAr,
    })
    .from(uploadedImage)
    .orderBy(asc(uploadedImage.name));
  // Only the published texts: a draft saved in the admin changes nothing a visitor sees.
  const content = await db.select({ section: siteContent.section, published: siteContent.published }).from(siteContent).orderBy(asc(siteContent.section));
  // The build writes the redirects into _redirects; their visit counts are not in it.
  const redirects = await db.select({ fromPath: redirect.fromPath, toPath: redirect.toPath }).from(redirect).orderBy(asc(redirect.fromPath));
  // Testimonials are on project pages, Home and About.
  const testimonials = await db.select().from(testimonial).orderBy(asc(testimonial.id));
  return createHash('sha256')
    .update(JSON.stringify([rows, translations, images, content, redirects, testimonials]))
    .digest('hex');
};

/** What the static build is made from besides the database. */
const SOURCE_ENTRIES = ['site', 'shared', 'public', 'astro.config.mjs', 'package-lock.json'];

const listFiles = async (path: string): Promise<string[]> => {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.sort((a, b) => a.name.localeCompare(b.name)).map((entry) => listFiles(join(path, entry.name))));
  return nested.flat();
};

/**
 * Changes when the site's own code or assets change, e.g. after a deploy of a new version, and when the
 * pages start or stop carrying the page views' beacon (ANALYTICS=beacon; the other modes build alike).
 */
export const sourceFingerprint = async (rootDir: string, analytics: AnalyticsMode) => {
  const hash = createHash('sha256');
  if (analytics === 'beacon') hash.update('analytics beacon\0');
  for (const entry of SOURCE_ENTRIES) {
    for (const file of await listFiles(join(rootDir, entry))) {
      const content = await readFile(file).catch(() => null);
      if (content === null) continue;
      hash.update(relative(rootDir, file)).update('\0').update(content).update('\0');
    }
  }
  return hash.digest('hex');
};
