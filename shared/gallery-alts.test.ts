import { describe, expect, it } from 'vitest';
import { altsFollowingImages } from './gallery-alts.ts';

const gallery = (...urls: string[]) => urls.map((url) => ({ url }));

describe('altsFollowingImages', () => {
  it('moves each alt with its image when the gallery is reordered', () => {
    expect(altsFollowingImages(gallery('/a.webp', '/b.webp', '/c.webp'), gallery('/c.webp', '/a.webp', '/b.webp'), ['أ', 'ب', 'ج'])).toEqual(['ج', 'أ', 'ب']);
  });

  it('drops the alt of a removed image and leaves a new image without one', () => {
    expect(altsFollowingImages(gallery('/a.webp', '/b.webp'), gallery('/b.webp', '/new.webp'), ['أ', 'ب'])).toEqual(['ب', '']);
  });

  it('keeps repeated images apart, in their order', () => {
    expect(altsFollowingImages(gallery('/a.webp', '/b.webp', '/a.webp'), gallery('/b.webp', '/a.webp', '/a.webp'), ['أول', 'ب', 'ثان'])).toEqual(['ب', 'أول', 'ثان']);
  });

  it('reads missing alts as blank', () => {
    expect(altsFollowingImages(gallery('/a.webp', '/b.webp'), gallery('/b.webp', '/a.webp'), ['أ'])).toEqual(['', 'أ']);
  });
});
