import { describe, expect, it } from 'vitest';
import { seoPreview, type SeoSource } from './seo-preview.ts';

const source: SeoSource = {
  slug: 'zamalek-riverside-apartment',
  title: 'Zamalek Riverside Apartment',
  description: 'A 1950s flat over the Nile, reshaped as a calm family home.',
  seoTitle: '',
  seoDescription: '',
  shareImage: '',
  fallbackImage: '/uploads/zamalek.webp',
};

describe('seoPreview', () => {
  it('shows the page’s own title, description and main image when nothing is overridden', () => {
    expect(seoPreview(source, 'en', 'https://nileatelier.com')).toEqual({
      breadcrumb: 'nileatelier.com › portfolio › zamalek-riverside-apartment',
      host: 'nileatelier.com',
      title: 'Zamalek Riverside Apartment · Portfolio · Nile Atelier',
      description: 'A 1950s flat over the Nile, reshaped as a calm family home.',
      image: '/uploads/zamalek.webp',
    });
  });

  it('shows the overrides of its language, and the Arabic page’s own title rule', () => {
    const arabic = seoPreview({ ...source, title: 'شقة الزمالك', seoDescription: 'شقة على النيل', shareImage: '/uploads/card.webp' }, 'ar', 'http://localhost:4321');
    expect(arabic).toEqual({
      breadcrumb: 'localhost:4321 › ar › portfolio › zamalek-riverside-apartment',
      host: 'localhost:4321',
      title: 'شقة الزمالك · أعمالنا · نايل أتيليه',
      description: 'شقة على النيل',
      image: '/uploads/card.webp',
    });
    expect(seoPreview({ ...source, seoTitle: '  Riverside flat in Zamalek  ' }, 'en', 'https://nileatelier.com').title).toBe('Riverside flat in Zamalek');
  });
});
