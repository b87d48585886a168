import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './thumbnail.ts';

describe('thumbnailUrl', () => {
  it('points an uploaded image at its 480 px copy', () => {
    expect(thumbnailUrl('/uploads/Abc_12-x.webp')).toBe('/uploads/Abc_12-x-480w.webp');
  });

  it('leaves other addresses and existing copies alone', () => {
    expect(thumbnailUrl('https://example.com/a.webp')).toBeNull();
    expect(thumbnailUrl('/uploads/abc-960w.webp')).toBeNull();
    expect(thumbnailUrl('/images/a.jpg')).toBeNull();
  });
});
