import { eq } from 'drizzle-orm';
import { project } from '../../db/schema.ts';
import { approvedTestimonials, publicTestimonial, type PublicTestimonial } from '../../db/testimonials.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ImageView } from '../lib/project-view.ts';
import { defineFact } from './facts.ts';
import { imageResolver } from './image-sources.ts';
import { pageContent } from './page-content.ts';
import { database } from './projects.ts';

/** A testimonial as a page shows it: the quote in the page's language or, marked with its own `lang`, in the other. */
export interface TestimonialView extends Omit<PublicTestimonial, 'photo'> {
  /** The project's slug, when it has one. */
  projectSlug: string | null;
  /** Decorative: the name beside it says who it is. */
  photo: ImageView | null;
}

/** Every approved testimonial in the office's order, in one language. */
const testimonialViews = defineFact('testimonials', async (locale: Locale): Promise<TestimonialView[]> => {
  const db = await database();
  const rows = await approvedTestimonials(db);
  const slugs = new Map((await db.select({ id: project.id, slug: project.slug }).from(project).where(eq(project.status, 'Published'))).map((row) => [row.id, row.slug]));
  const resolve = await imageResolver(
    rows.flatMap((row) => (row.photo ? [{ url: row.photo, alt: '' }] : [])),
    locale,
  );
  return rows.map((row) => {
    const view = publicTestimonial(row, locale);
    return { ...view, projectSlug: view.projectId === null ? null : (slugs.get(view.projectId) ?? null), photo: row.photo ? { ...resolve(row.photo, ''), alt: '' } : null };
  });
});

/** The approved testimonials about one project, for its page. */
export const projectTestimonials = defineFact('project-testimonials', async (locale: Locale, slug: string) =>
  (await testimonialViews(locale)).filter((view) => view.projectSlug === slug),
);

/** The testimonials the office picked in Site Content for the home page and About, in its order, with the section's heading. */
export const pickedTestimonials = defineFact('picked-testimonials', async (locale: Locale) => {
  const { home } = await pageContent(locale);
  const approved = new Map((await testimonialViews(locale)).map((view) => [view.id, view]));
  const items = home.testimonials.ids.flatMap((id) => approved.get(id) ?? []);
  return { eyebrow: home.testimonials.eyebrow, title: home.testimonials.title, items };
});
