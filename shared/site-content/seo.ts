import { z } from 'zod';
import { LENGTH, localized } from './fields.ts';

const page = () => z.object({ title: localized('SEO title', { max: 120 }), description: localized('Meta description', { max: LENGTH.description }) });

/** Each page's title and meta description, as search engines and link previews show them. */
export const seoSchema = z.object({
  home: page(),
  about: page(),
  services: page(),
  portfolio: page(),
  contact: page(),
});

export const SEO_PAGES = ['home', 'about', 'services', 'portfolio', 'contact'] as const;
