interface Located {
  url: string;
}

/** One key per image: its URL, with a counter for the rare repeated URL (the n-th copy keeps the n-th alt). */
const imageKeys = (images: readonly Located[]): string[] => {
  const seen = new Map<string, number>();
  return images.map(({ url }) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return `${count}:${url}`;
  });
};

/**
 * Alts stored by position in the gallery's order (decision 094), carried from the gallery they were
 * written for to its new order: each alt follows its image, a removed image's alt goes with it,
 * a new image gets none ('').
 */
export const altsFollowingImages = (before: readonly Located[], after: readonly Located[], alts: readonly string[]): string[] => {
  const byImage = new Map(imageKeys(before).map((key, index) => [key, alts[index] ?? '']));
  return imageKeys(after).map((key) => byImage.get(key) ?? '');
};
