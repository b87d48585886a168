import { describe, expect, it } from 'vitest';
import { isImageTooLarge, MAX_IMAGE_BYTES } from './image-limits.ts';

describe('the 5 MB rule', () => {
  it('accepts a file one byte under 5 MB', () => expect(isImageTooLarge(MAX_IMAGE_BYTES - 1)).toBe(false));
  it('refuses a file of exactly 5 MB, since each image must be under it', () => expect(isImageTooLarge(5 * 1024 * 1024)).toBe(true));
  it('refuses anything larger', () => expect(isImageTooLarge(MAX_IMAGE_BYTES + 1)).toBe(true));
});
