import { describe, expect, it } from 'vitest';
import { en } from './en.ts';

// Everything else imports these sentences; this is the one place that holds them to the spec's wording (sections 5 and 8).
describe('the spec’s sentences', () => {
  it('keeps the sign-in and register messages word for word', () => {
    expect(en.auth).toMatchObject({
      invalidEmail: 'Please enter a valid email address',
      nameTooShort: 'Name must be at least 2 characters',
      passwordTooShort: 'Password must be at least 6 characters',
      passwordsDoNotMatch: 'Passwords do not match',
      invalidLogin: 'Invalid email or password',
      loggedOut: 'You have been successfully logged out.',
    });
  });

  it('keeps the contact and newsletter messages, full stops included', () => {
    expect(en.contact).toEqual({
      nameTooShort: 'Name must be at least 2 characters.',
      invalidEmail: 'Please enter a valid email address.',
      phoneTooShort: 'Phone number must be at least 8 characters.',
      subjectTooShort: 'Subject must be at least 3 characters.',
      messageTooShort: 'Message must be at least 10 characters.',
    });
    expect(en.subscribe.emailRequired).toBe('Please enter your email address');
  });

  it('keeps the project messages', () => {
    expect(en.projects).toMatchObject({
      titleTooShort: 'Title must be at least 3 characters',
      slugTooShort: 'Slug must be at least 3 characters',
      slugPattern: 'Slug must contain only lowercase letters, numbers, and hyphens',
      categoryRequired: 'Category is required',
      descriptionTooShort: 'Description must be at least 10 characters',
      imageUrlRequired: 'Image URL is required',
      imageAltRequired: 'Image alt text is required',
    });
  });
});
