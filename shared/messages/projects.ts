/** Sentences of the project rules (spec section 5) and of the project routes. */
export const projectMessages = {
  titleTooShort: 'Title must be at least 3 characters',
  slugTooShort: 'Slug must be at least 3 characters',
  slugPattern: 'Slug must contain only lowercase letters, numbers, and hyphens',
  slugReserved: 'This slug is reserved, please choose another',
  slugTaken: (slug: string) => `A project with the slug "${slug}" already exists. Please choose another slug.`,
  categoryRequired: 'Category is required',
  descriptionTooShort: 'Description must be at least 10 characters',
  imageUrlRequired: 'Image URL is required',
  imageUrlPattern: 'Image URL must be an uploaded image (/uploads/…) or an https:// address',
  imageAltRequired: 'Image alt text is required',
  galleryNotAList: 'Gallery images must be a list of images',
  galleryTooMany: (max: number) => `A project can have at most ${max} images`,
  featuredNotBoolean: 'Featured must be true or false',
  noFieldToUpdate: 'Send at least one project field to update',
  notFound: 'Project not found',
  deleted: 'Project deleted',
} as const;
