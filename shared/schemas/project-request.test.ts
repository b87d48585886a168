import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { projectFormSchema, projectUpdateSchemas } from './project-request.ts';

const projectUpdateSchema = projectUpdateSchemas.en;

const project = {
  title: 'Maadi Villa',
  slug: 'maadi-villa',
  category: 'residential',
  description: 'A family villa opened up to its garden.',
  imageUrl: '/uploads/maadi.webp',
  imageAlt: 'The garden front',
};

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the project request bodies', () => {
  it('fills in the defaults of a new project, and reads its Arabic texts', () => {
    const parsed = projectFormSchema.parse({ ...project, translations: { ar: { title: 'فيلا المعادي', galleryAlts: [] } } });
    expect(parsed).toMatchObject({ galleryImages: [], featured: false, status: 'Published', fullDescription: null });
    expect(parsed.translations?.ar).toMatchObject({ title: 'فيلا المعادي', description: null, galleryAlts: [] });
  });

  it('keeps an update to the fields it was sent, with no default for the others', () => {
    expect(projectUpdateSchema.parse({ featured: true })).toEqual({ featured: true });
    expect(projectUpdateSchema.parse({ title: '  Maadi Villa  ', client: '' })).toEqual({ title: 'Maadi Villa', client: null });
  });

  it('checks every sent field with the rule of a new project', () => {
    expect(messageOf(projectUpdateSchema.safeParse({ description: 'short' }))).toBe(en.projects.descriptionTooShort);
    expect(messageOf(projectUpdateSchema.safeParse({ status: 'Hidden' }))).toBe(en.projects.statusInvalid);
    expect(messageOf(projectUpdateSchema.safeParse({ featured: true, translations: { ar: { title: 'اب' } } }))).toBe(en.projects.titleTooShort);
  });

  it.each([[{}], [{ unknown: 1 }], [{ translations: { ar: { title: 'فيلا المعادي' } } }], [[]], [null], ['featured']])('refuses %j, which names no project field', (body) => {
    expect(messageOf(projectUpdateSchema.safeParse(body))).toBe(en.projects.noFieldToUpdate);
  });
});
