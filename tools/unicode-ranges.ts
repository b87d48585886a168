/** CSS `unicode-range` notation (`U+0600-06FF,U+200C`), read and written. */

/** Every code point a `unicode-range` value names. */
export const codePointsOf = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.replace('U+', '').split('-');
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, index) => start + index);
  });

/** The shortest `unicode-range` value naming these code points. */
export const rangeOf = (codePoints: number[]) => {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index] ?? 0;
    let end = start;
    while (sorted[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    index += 1;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(',');
};
