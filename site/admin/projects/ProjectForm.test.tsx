import { en as text } from '../i18n/en.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { en } from '../../../shared/messages/en.ts';
import type { Project } from '../lib/api-types.ts';

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
});

const renderNewProjectForm = () =>
  renderAdmin(
    <>
      <ProjectForm project={null} formId="project-form" onSaved={vi.fn()} onBusyChange={vi.fn()} />
      <button type="submit" form="project-form">
        Create project
      </button>
    </>,
    { path: '/admin/projects' },
  );

describe('ProjectForm', () => {
  it('starts a new project as residential with the slug following the title', async () => {
    renderNewProjectForm();
    expect(screen.getByLabelText('Category')).toHaveValue('residential');
    await userEvent.type(screen.getByLabelText('Title'), "Maadi Chef's Kitchen");
    expect(screen.getByLabelText('Slug')).toHaveValue('maadi-chefs-kitchen');
  });

  it('refuses to send a project without a main image', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Garden City Office');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'A calm office for a law firm.');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Missing main image', description: 'Please upload at least one image for this project.' }));
    expect(screen.getByText(en.projects.imageUrlRequired)).toBeInTheDocument();
    // Reading the Arabic texts is fine; nothing is written.
    const writes = fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? (input instanceof Request ? input.method : 'GET')) !== 'GET');
    expect(writes).toEqual([]);
  });

  it('has an Arabic section typed right to left', () => {
    renderNewProjectForm();
    const { fields } = text.projects.arabicSection;
    for (const label of [fields.title, fields.description, fields.fullDescription, fields.location]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'rtl');
      expect(screen.getByLabelText(label)).toHaveAttribute('lang', 'ar');
    }
  });

  it('refuses an Arabic title shorter than the English rule allows', async () => {
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText(text.projects.arabicSection.fields.title), 'اب');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findAllByText(en.projects.titleTooShort)).toHaveLength(2);
  });

  it('shows the spec messages for short fields', async () => {
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(en.projects.titleTooShort)).toBeInTheDocument();
    expect(screen.getByText(en.projects.slugTooShort)).toBeInTheDocument();
    expect(screen.getByText(en.projects.descriptionTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('keeps each Arabic alt with its image when the gallery is reordered, and saves them in the new order', async () => {
    const penthouse: Project = {
      id: 7,
      title: 'Heliopolis Penthouse',
      slug: 'heliopolis-penthouse',
      category: 'residential',
      description: 'A penthouse with a roof garden over Heliopolis.',
      fullDescription: null,
      imageUrl: '/uploads/living.webp',
      imageAlt: 'Living room',
      galleryImages: [
        { url: '/uploads/living.webp', alt: 'Living room' },
        { url: '/uploads/garden.webp', alt: 'Roof garden' },
      ],
      featured: false,
      completionDate: null,
      client: null,
      location: null,
      size: null,
      status: 'Published',
      position: 0,
    };
    const arabic = { title: 'بنتهاوس مصر الجديدة', description: 'بنتهاوس بحديقة على السطح.', imageAlt: 'صالة المعيشة', galleryAlts: ['صالة المعيشة', 'حديقة السطح'] };
    const row = { projectId: 7, locale: 'ar', fullDescription: null, client: null, location: null, size: null, completionDate: null, ...arabic };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/translations')) return Response.json([row]);
      return Response.json({ ...penthouse, ...JSON.parse(String(init?.body ?? '{}')) });
    });
    renderAdmin(
      <>
        <ProjectForm project={penthouse} formId="project-form" onSaved={vi.fn()} onBusyChange={vi.fn()} />
        <button type="submit" form="project-form">
          Save changes
        </button>
      </>,
      { path: '/admin/projects' },
    );
    const altField = (position: number) => screen.getByLabelText(text.projects.arabicSection.galleryAlt(position));
    await vi.waitFor(() => expect(altField(1)).toHaveValue('صالة المعيشة'));

    await userEvent.click(screen.getByRole('button', { name: text.gallery.setMainLabel(2) }));
    expect(altField(1)).toHaveValue('حديقة السطح');
    expect(altField(2)).toHaveValue('صالة المعيشة');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, put] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') ?? [];
    const sent = JSON.parse(String(put?.body));
    expect(sent.galleryImages.map((image: { url: string }) => image.url)).toEqual(['/uploads/garden.webp', '/uploads/living.webp']);
    expect(sent.translations.ar).toMatchObject({ galleryAlts: ['حديقة السطح', 'صالة المعيشة'], imageAlt: 'حديقة السطح' });
  });
});
