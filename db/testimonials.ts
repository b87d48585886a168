import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { testimonial, type Testimonial } from './schema.ts';
import type { PageLang } from '../shared/inbox.ts';

/** The testimonials (all, or those `where` picks) in the office's order: its positions, then the oldest first. */
export const testimonialsInOrder = (db: Database, where?: SQL) => db.select().from(testimonial).where(where).orderBy(asc(testimonial.position), asc(testimonial.id));

/** The approved testimonials in the office's order; of one project with `projectId`. */
export const approvedTestimonials = (db: Database, { projectId }: { projectId?: number } = {}) =>
  testimonialsInOrder(db, and(eq(testimonial.status, 'approved'), projectId === undefined ? undefined : eq(testimonial.projectId, projectId)));

/** A testimonial as a page or the public API shows it: the quote in `lang`, or in the other language, which `lang` then names. */
export interface PublicTestimonial {
  id: number;
  quote: string;
  /** The quote's own language: the page's, or the other one when it has no quote in the page's. */
  lang: PageLang;
  name: string;
  role: string | null;
  company: string | null;
  projectId: number | null;
  photo: string | null;
  date: string | null;
}

export const publicTestimonial = (row: Testimonial, lang: PageLang): PublicTestimonial => {
  const own = lang === 'ar' ? row.quoteAr : row.quoteEn;
  const other = lang === 'ar' ? row.quoteEn : row.quoteAr;
  const otherLang: PageLang = lang === 'ar' ? 'en' : 'ar';
  return {
    id: row.id,
    quote: own || other,
    lang: own ? lang : otherLang,
    name: row.name,
    role: row.role,
    company: row.company,
    projectId: row.projectId,
    photo: row.photo,
    date: row.date,
  };
};
