import { describe, expect, it } from 'vitest';
import type { Project } from '../lib/api-types.ts';
import { categoryOptions, emptyProjectValues, projectToFormValues } from './project-form-values.ts';

const project: Project = {
  id: 7,
  title: 'Heliopolis Bistro',
  slug: 'heliopolis-bistro',
  category: 'food-beverage',
  description: 'A 60-seat bistro in a 1920s arcade.',
  fullDescription: null,
  imageUrl: '/uploads/main.webp',
  imageAlt: 'Dining room',
  galleryImages: [],
  featured: true,
  completionDate: 'May 2025',
  client: null,
  location: 'Heliopolis, Cairo',
  size: null,
  status: 'Draft',
  position: 0,
  seoTitle: 'Heliopolis Bistro, a 1920s arcade',
  seoDescription: null,
  shareImage: null,
  publishAt: null,
  unpublishAt: null,
};

describe('project form values', () => {
  it('starts a new project as residential, not featured, with empty fields', () => {
    expect(emptyProjectValues()).toMatchObject({ category: 'residential', featured: false, title: '', slug: '', galleryImages: [] });
  });

  it('prefills every field when editing, blank for missing optional ones', () => {
    expect(projectToFormValues(project)).toMatchObject({
      title: 'Heliopolis Bistro',
      category: 'food-beverage',
      fullDescription: '',
      client: '',
      completionDate: 'May 2025',
      featured: true,
      seoTitle: 'Heliopolis Bistro, a 1920s arcade',
      seoDescription: '',
      shareImage: '',
    });
  });

  it('shows the main image as the gallery of a project that has no gallery', () => {
    expect(projectToFormValues(project).galleryImages).toEqual([{ url: '/uploads/main.webp', alt: 'Dining room' }]);
  });

  it('offers the admin categories and keeps an unknown current one as an extra option', () => {
    expect(categoryOptions('residential', 'en').map((option) => option.value)).toEqual(['residential', 'commercial', 'hospitality', 'retail', 'other']);
    expect(categoryOptions('food-beverage', 'en').at(-1)).toEqual({ value: 'food-beverage', label: 'F&B' });
  });
});
