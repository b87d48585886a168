import type { AdminDictionary } from '../i18n/en.ts';
import type { ImageUse } from '../lib/api-types.ts';

/** A place that shows an image, as the library names it: "Maadi Family Home (main image, gallery)", "Home page hero". */
export const placeLabel = (use: ImageUse, text: AdminDictionary): string => {
  const t = text.media;
  switch (use.kind) {
    case 'project':
      return t.placeProject(use.title, use.places.map((place) => t.places[place]).join(text.common.listSeparator));
    case 'hero':
      return t.placeHero;
    case 'content':
      return t.placeContent(text.siteContent.screens[use.section]);
    case 'testimonial':
      return t.placeTestimonial(use.name);
  }
};
