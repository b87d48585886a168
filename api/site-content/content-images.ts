/** An image field found in stored site content: its address and where it sits (`hero.image`). */
export interface ContentImage {
  url: string;
  path: string;
}

/**
 * Every image field in stored site content: each object with a string `url` (`{ url, alt }`, such as the
 * home hero's background), with its path. Walks the whole value, so an image field added to a section
 * later is found without a change here.
 */
export const contentImages = (value: unknown, path = '', found: ContentImage[] = []): ContentImage[] => {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) contentImages(item, path ? `${path}.${index}` : String(index), found);
  } else if (value !== null && typeof value === 'object') {
    const url = (value as { url?: unknown }).url;
    if (typeof url === 'string') found.push({ url, path });
    for (const [key, item] of Object.entries(value)) if (key !== 'url') contentImages(item, path ? `${path}.${key}` : key, found);
  }
  return found;
};

/** The addresses alone. */
export const contentImageUrls = (value: unknown): string[] => contentImages(value).map((image) => image.url);
