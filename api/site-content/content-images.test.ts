import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { contentImages, contentImageUrls } from './content-images.ts';

describe('contentImageUrls', () => {
  it('finds the home hero image, and nothing in the default texts', () => {
    expect(contentImageUrls(defaultSiteContent)).toEqual([]);
    const home = { ...defaultSiteContent.home, hero: { ...defaultSiteContent.home.hero, image: { url: '/uploads/hero.webp', alt: { en: 'Hall', ar: 'قاعة' } } } };
    expect(contentImageUrls({ ...defaultSiteContent, home })).toEqual(['/uploads/hero.webp']);
    expect(contentImageUrls(home)).toEqual(['/uploads/hero.webp']);
  });

  it('says where each image sits, inside lists too', () => {
    const value = { hero: { image: { url: '/uploads/a.webp', alt: { en: '', ar: '' } } }, cards: [{ title: 'x' }, { picture: { url: '/uploads/b.webp' } }] };
    expect(contentImages(value)).toEqual([
      { url: '/uploads/a.webp', path: 'hero.image' },
      { url: '/uploads/b.webp', path: 'cards.1.picture' },
    ]);
  });
});
