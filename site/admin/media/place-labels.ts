import type { ImageUse } from '../lib/api-types.ts';
import { text } from '../i18n/text.ts';

const t = text.media;

/** A place that shows an image, as the library names it: "Maadi Family Home (main image, gallery)", "Home page hero". */
export const placeLabel = (use: ImageUse): string => {
  switch (use.kind) {
    case 'project':
      return t.placeProject(use.title, use.places.map((place) => t.places[place]).join(', '));
    case 'hero':
      return t.placeHero;
    case 'content':
      return t.placeContent(text.siteContent.screens[use.section]);
  }
};
