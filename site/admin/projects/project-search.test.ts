import { describe, expect, it } from 'vitest';
import type { Project } from '../lib/api-types.ts';
import { searchProjects } from './project-search.ts';

const base = {
  fullDescription: 'Marble everywhere',
  imageUrl: '/a.webp',
  imageAlt: 'a',
  galleryImages: [],
  featured: false,
  completionDate: null,
  client: 'Kareem',
  location: 'Giza',
  size: null,
  status: 'Published' as const,
  position: 0,
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
  publishAt: null,
  unpublishAt: null,
};
const projects: Project[] = [
  { ...base, id: 1, title: 'Zamalek Riverside Apartment', slug: 'zamalek', category: 'residential', description: 'A calm family home by the Nile.' },
  { ...base, id: 2, title: 'Heliopolis Bistro', slug: 'bistro', category: 'food-beverage', description: 'Sixty seats under a vaulted arcade.' },
  { ...base, id: 3, title: 'Smart Village Offices', slug: 'offices', category: 'commercial', description: 'Three floors of open-plan workspace.' },
];

const titles = (query: string) => searchProjects(projects, query).map((project) => project.title);

describe('project search', () => {
  it('matches the title, case-insensitively', () => {
    expect(titles('zamalek')).toEqual(['Zamalek Riverside Apartment']);
  });

  it('matches the category by its value or its label', () => {
    expect(titles('COMMERCIAL')).toEqual(['Smart Village Offices']);
    expect(titles('f&b')).toEqual(['Heliopolis Bistro']);
  });

  it('matches the description (the subtitle)', () => {
    expect(titles('vaulted')).toEqual(['Heliopolis Bistro']);
  });

  it('does not search other fields', () => {
    expect(titles('marble')).toEqual([]);
    expect(titles('giza')).toEqual([]);
  });

  it('shows everything for an empty search', () => {
    expect(titles('')).toHaveLength(3);
  });
});
