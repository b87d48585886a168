import type { MediaImage } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

export type MediaFilter = 'all' | 'unused';

/** The library as the search box and the filter leave it: by file name or either alt text; "Unused" keeps what nothing shows. */
export const searchMedia = (images: readonly MediaImage[], query: string, filter: MediaFilter = 'all'): MediaImage[] =>
  filterBySearch(filter === 'unused' ? images.filter((image) => image.uses.length === 0) : images, query, (image) => [image.fileName, image.alt.en, image.alt.ar]);
