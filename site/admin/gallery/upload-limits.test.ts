import { describe, expect, it } from 'vitest';
import { checkSelection, tooLargeMessage } from './upload-limits.ts';

const MB = 1024 * 1024;
const file = (name: string, bytes: number) => {
  const made = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
};

describe('upload limits', () => {
  it('refuses a selection that would pass 10 images, and uploads none of it', () => {
    const result = checkSelection([file('a.jpg', MB), file('b.jpg', MB)], 9);
    expect(result).toEqual({ accepted: [], tooLarge: [], overLimit: 'You can only upload a maximum of 10 images' });
  });

  it('accepts a selection that reaches exactly 10 images', () => {
    expect(checkSelection([file('a.jpg', MB)], 9).accepted).toHaveLength(1);
  });

  it('refuses files of 5 MB or more before upload and keeps the others', () => {
    const small = file('small.jpg', 5 * MB - 1);
    const exact = file('exact.jpg', 5 * MB);
    const big = file('big.jpg', 12 * MB);
    const result = checkSelection([small, exact, big], 0);
    expect(result.accepted).toEqual([small]);
    expect(result.tooLarge).toEqual([exact, big]);
    expect(result.overLimit).toBeNull();
  });

  it('says which file is too large and what the limit is', () => {
    expect(tooLargeMessage(file('terrace.jpg', 7.5 * MB))).toBe('“terrace.jpg” is 7.5 MB. Each image must be under 5 MB. Please choose a smaller file.');
  });

  it('uses the maximum it is given', () => {
    expect(checkSelection([file('a.jpg', 1), file('b.jpg', 1)], 2, { max: 3 }).overLimit).toBe('You can only upload a maximum of 3 images');
  });
});
