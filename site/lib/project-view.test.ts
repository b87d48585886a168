import { describe, expect, it } from 'vitest';
import { paragraphsOf, relatedIndex, relatedTo, toProjectView, type ProjectSource } from './project-view.ts';

const base: ProjectSource = {
  slug: 'villa',
  title: 'Family Villa',
  category: 'hospitality',
  description: 'A villa.',
  fullDescription: null,
  imageUrl: 'https://images.example.com/villa.jpg',
  imageAlt: '',
  galleryImages: [],
  completionDate: null,
  location: null,
  size: null,
  client: null,
};

describe('project views', () => {
  it('falls back to the main image when there is no gallery, with the title as its alt text', () => {
    const view = toProjectView(base);
    expect(view.images).toEqual([{ src: 'https://images.example.com/villa.jpg', alt: 'Family Villa' }]);
    expect(view.categoryLabel).toBe('Hospitality');
  });

  it('uses the gallery when there is one', () => {
    const view = toProjectView({
      ...base,
      galleryImages: [
        { url: '/uploads/a.webp', alt: 'Hall' },
        { url: '/uploads/b.webp', alt: 'Pool' },
      ],
    });
    expect(view.images.map((image) => image.alt)).toEqual(['Hall', 'Pool']);
  });

  it('splits a full description into paragraphs on blank lines', () => {
    expect(paragraphsOf('One.\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphsOf(null)).toEqual([]);
  });

  it('picks related projects from the same category first, never the project itself', () => {
    const card = (slug: string, category: string) => toProjectView({ ...base, slug, category });
    const all = [card('a', 'retail'), card('villa', 'residential'), card('b', 'residential'), card('c', 'commercial'), card('d', 'residential')];
    expect(relatedTo('villa', 'residential', all).map((project) => project.slug)).toEqual(['b', 'd', 'a']);
  });

  it('suggests the projects after it in the portfolio order, wrapping round, so no project is on every page', () => {
    const card = (slug: string) => toProjectView({ ...base, slug, category: 'residential' });
    const all = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map(card);
    expect(relatedTo('p2', 'residential', all).map((project) => project.slug)).toEqual(['p3', 'p4', 'p5']);
    expect(relatedTo('p5', 'residential', all).map((project) => project.slug)).toEqual(['p6', 'p1', 'p2']);
    const suggestedBy = (slug: string) => all.filter((page) => relatedTo(page.slug, 'residential', all).some((related) => related.slug === slug)).length;
    expect(all.map((project) => suggestedBy(project.slug))).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('treats hospitality and F&B as the same kind of work', () => {
    const card = (slug: string, category: string) => toProjectView({ ...base, slug, category });
    const all = [card('office', 'commercial'), card('cafe', 'food-beverage'), card('lobby', 'hospitality'), card('flat', 'residential')];
    expect(relatedTo('cafe', 'food-beverage', all).map((project) => project.slug)).toEqual(['lobby', 'office', 'flat']);
  });

  it('answers the same for every project when worked out for the whole portfolio at once', () => {
    const categories = ['residential', 'commercial', 'hospitality', 'food-beverage', 'retail', 'other'];
    const all = Array.from({ length: 40 }, (_, n) => toProjectView({ ...base, slug: `p${n}`, category: categories[(n * 7) % 5 === 0 ? 5 : n % 4] ?? 'other' }));
    const related = relatedIndex(all);
    for (const project of all) expect(related(project.slug, project.category), project.slug).toEqual(relatedTo(project.slug, project.category, all));
    expect(related('unknown', 'retail')).toEqual(relatedTo('unknown', 'retail', all));
  });
});
