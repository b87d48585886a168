import type { GalleryImage } from '../../../shared/schemas/project.ts';

/*
 * The gallery editor's rules. The main image is always the first one:
 * "set main" moves an image to the front, and reordering or removing the main image
 * leaves the main index at 0, i.e. whichever image is then first.
 */
const MAIN_INDEX = 0;

export const isMainImage = (index: number) => index === MAIN_INDEX;

export const setMainImage = (images: readonly GalleryImage[], index: number): GalleryImage[] => {
  const chosen = images[index];
  if (!chosen || index === MAIN_INDEX) return [...images];
  return [chosen, ...images.slice(0, index), ...images.slice(index + 1)];
};

export const moveImage = (images: readonly GalleryImage[], from: number, to: number): GalleryImage[] => {
  if (from === to || !images[from] || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

export const removeImage = (images: readonly GalleryImage[], index: number): GalleryImage[] => images.filter((_, position) => position !== index);

export const changeAlt = (images: readonly GalleryImage[], index: number, alt: string): GalleryImage[] =>
  images.map((image, position) => (position === index ? { ...image, alt } : image));

/** "living-room.final.jpg" → "living-room.final": an uploaded image's default alt text. */
export const altFromFileName = (name: string): string => name.replace(/\.[^./\\]*$/, '') || name;

/** What the project form keeps from the gallery: its first image, with the title as the alt text of last resort. */
export const mainImageFields = (images: readonly GalleryImage[], title: string) => {
  const main = images[MAIN_INDEX];
  return { imageUrl: main?.url ?? '', imageAlt: main?.alt.trim() || title.trim() };
};

/** Stable keys for drag and drop: the URL, with a counter for the rare repeated URL. */
export const sortableIds = (images: readonly GalleryImage[]): string[] => {
  const seen = new Map<string, number>();
  return images.map(({ url }) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return count === 0 ? url : `${url}#${count}`;
  });
};
