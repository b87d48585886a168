import { describe, expect, it } from 'vitest';
import { slugAfterTitleChange, slugAfterUpload } from './project-slug.ts';

describe('slug generation', () => {
  it('generates an empty slug from the title: lowercased, punctuation removed, spaces and underscores as hyphens', () => {
    expect(slugAfterTitleChange({ slug: '', previousTitle: '', nextTitle: "Maadi Chef's Kitchen & Bar_2024", isNew: false })).toBe('maadi-chefs-kitchen-bar-2024');
  });

  it('keeps following the title of a new project while the slug is the generated one', () => {
    let slug = '';
    let title = '';
    for (const next of ['Z', 'Za', 'Zamalek', 'Zamalek Loft']) {
      slug = slugAfterTitleChange({ slug, previousTitle: title, nextTitle: next, isNew: true });
      title = next;
    }
    expect(slug).toBe('zamalek-loft');
  });

  it('keeps a slug the admin typed', () => {
    expect(slugAfterTitleChange({ slug: 'my-own', previousTitle: 'Zamalek', nextTitle: 'Zamalek Loft', isNew: true })).toBe('my-own');
  });

  it('keeps the published slug of an existing project when its title changes', () => {
    expect(slugAfterTitleChange({ slug: 'zamalek', previousTitle: 'Zamalek', nextTitle: 'Zamalek Loft', isNew: false })).toBe('zamalek');
  });

  it('generates the slug after an upload only when it is empty and a title exists', () => {
    expect(slugAfterUpload({ slug: '', title: 'Garden City Office' })).toBe('garden-city-office');
    expect(slugAfterUpload({ slug: '', title: '  ' })).toBe('');
    expect(slugAfterUpload({ slug: 'kept', title: 'Garden City Office' })).toBe('kept');
  });
});
