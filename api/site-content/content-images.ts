/**
 * Every image address in stored site content: the value of each `url` of an image field
 * (`{ url, alt }`, such as the home hero's background). Walks the whole value, so an image field
 * added to a section later is counted without a change here.
 */
export const contentImageUrls = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) {
    for (const item of value) contentImageUrls(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'url' && typeof item === 'string') found.push(item);
      else contentImageUrls(item, found);
    }
  }
  return found;
};
