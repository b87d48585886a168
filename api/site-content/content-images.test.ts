import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { contentImageUrls } from './content-images.ts';

describe('contentImageUrls', () => {
  it('finds the home hero image, and nothing in the default texts', () => {
    expect(contentImageUrls(defaultSiteContent)).toEqual([]);
    const home = { ...defaultSiteContent.home, hero: { ...defaultSiteContent.home.hero, image: { url: '/uploads/hero.webp', alt: { en: 'Hall', ar: 'قاعة' } } } };
    expect(contentImageUrls({ ...defaultSiteContent, home })).toEqual(['/uploads/hero.webp']);
    expect(contentImageUrls(home)).toEqual(['/uploads/hero.webp']);
  });
});
