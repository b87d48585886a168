import { describe, expect, it } from 'vitest';
import { altFromFileName, changeAlt, isMainImage, mainImageFields, moveImage, removeImage, setMainImage, sortableIds } from './gallery-rules.ts';

const a = { url: '/uploads/a.webp', alt: 'Living room' };
const b = { url: '/uploads/b.webp', alt: 'Kitchen' };
const c = { url: '/uploads/c.webp', alt: '' };
const mainOf = (images: Array<{ url: string }>) => images.find((_, index) => isMainImage(index));

describe('gallery rules', () => {
  it('treats the first image as the main image', () => {
    expect(mainOf([a, b, c])).toBe(a);
  });

  it('moves the image chosen as main to the front, keeping the others in order', () => {
    const next = setMainImage([a, b, c], 2);
    expect(next).toEqual([c, a, b]);
    expect(mainOf(next)).toBe(c);
  });

  it('resets the main image to the first position after a reorder', () => {
    // Dragging the main image to the end makes the image now in front the main one.
    const next = moveImage([a, b, c], 0, 2);
    expect(next).toEqual([b, c, a]);
    expect(mainOf(next)).toBe(b);
    expect(moveImage([a, b, c], 2, 0)).toEqual([c, a, b]);
  });

  it('makes the next image main when the main image is removed', () => {
    const next = removeImage([a, b, c], 0);
    expect(next).toEqual([b, c]);
    expect(mainOf(next)).toBe(b);
  });

  it('keeps the main image when another one is removed', () => {
    expect(mainOf(removeImage([a, b, c], 1))).toBe(a);
  });

  it('ignores moves outside the list', () => {
    expect(moveImage([a, b], 0, 5)).toEqual([a, b]);
    expect(setMainImage([a, b], 9)).toEqual([a, b]);
  });

  it('edits one image’s alt text', () => {
    expect(changeAlt([a, b], 1, 'Open kitchen')).toEqual([a, { ...b, alt: 'Open kitchen' }]);
  });

  it('defaults the alt text to the file name without its extension', () => {
    expect(altFromFileName('living-room.final.JPG')).toBe('living-room.final');
    expect(altFromFileName('terrace')).toBe('terrace');
  });

  it('hands the first image to the form as imageUrl, its alt or else the title as imageAlt', () => {
    expect(mainImageFields([a, b], 'Zamalek')).toEqual({ imageUrl: '/uploads/a.webp', imageAlt: 'Living room' });
    expect(mainImageFields([c, a], 'Zamalek')).toEqual({ imageUrl: '/uploads/c.webp', imageAlt: 'Zamalek' });
    expect(mainImageFields([], 'Zamalek')).toEqual({ imageUrl: '', imageAlt: 'Zamalek' });
  });

  it('gives repeated URLs distinct drag keys', () => {
    expect(sortableIds([a, b, a])).toEqual(['/uploads/a.webp', '/uploads/b.webp', '/uploads/a.webp#1']);
  });
});
