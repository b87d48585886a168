import { en as text } from '../i18n/en.ts';
import { screen, within } from '@testing-library/react';
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

  it('says under the schedule why its date and time are not a time yet, and a take-down before going live', async () => {
    renderNewProjectForm();
    const live = screen.getByRole('group', { name: text.schedules.publishAt });
    const down = screen.getByRole('group', { name: text.schedules.unpublishAt });
    await userEvent.type(within(live).getByLabelText(text.schedules.date), '2099-12-06');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await within(live).findByText(text.schedules.missing)).toBeInTheDocument();
    await userEvent.type(within(live).getByLabelText(text.schedules.time), '09:00');
    await userEvent.type(within(down).getByLabelText(text.schedules.date), '2099-12-05');
    await userEvent.type(within(down).getByLabelText(text.schedules.time), '09:00');
    expect(await within(down).findByText(en.schedules.unpublishBeforePublish)).toBeInTheDocument();
    expect(within(live).queryByRole('alert')).not.toBeInTheDocument();
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
      seoTitle: null,
      seoDescription: null,
      shareImage: null,
      publishAt: null,
      unpublishAt: null,
    };
    const arabic = { title: 'بنتهاوس مصر الجديدة', description: 'بنتهاوس بحديقة على السطح.', imageAlt: 'صالة المعيشة', galleryAlts: ['صالة المعيشة', 'حديقة السطح'] };
    const row = { projectId: 7, locale: 'ar', fullDescription: null, client: null, location: null, size: null, completionDate: null, ...arabic };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/translations')) return Response.json([row]);
      if (url.endsWith('/api/admin/media')) return Response.json([]);
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

  it('takes gallery and share images from the library, and previews the Google result and the link card in each language', async () => {
    const library = [
      {
        id: 'garden.webp',
        url: '/uploads/garden.webp',
        thumbnailUrl: '/uploads/garden-480w.webp',
        fileName: 'Roof garden.jpg',
        width: 2400,
        height: 1600,
        bytes: 400_000,
        createdAt: '2026-11-20T10:00:00.000Z',
        alt: { en: 'A roof garden over Heliopolis', ar: 'حديقة على سطح في مصر الجديدة' },
        uses: [],
      },
    ];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/admin/media')) return Response.json(library);
      if (url.endsWith('/translations')) return Response.json([]);
      return Response.json({ id: 9, ...JSON.parse(String(init?.body ?? '{}')) }, { status: 201 });
    });
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Heliopolis Roof Garden');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'A garden and pergola on a 1930s roof.');

    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose from library' }));
    await userEvent.click(await picker.findByRole('button', { name: 'Select Roof garden.jpg' }));
    await userEvent.click(picker.getByRole('button', { name: 'Choose 1' }));
    // Chosen from the library, its alt is left to the library's, which the field shows.
    expect(await screen.findByPlaceholderText('From the library: A roof garden over Heliopolis')).toHaveValue('');

    const google = within(screen.getByTestId('google-preview-en'));
    expect(google.getByText('Heliopolis Roof Garden · Portfolio · Nile Atelier')).toBeInTheDocument();
    expect(google.getByText('A garden and pergola on a 1930s roof.')).toBeInTheDocument();
    expect(within(screen.getByTestId('google-preview-ar')).getByText('Heliopolis Roof Garden · أعمالنا · نايل أتيليه')).toBeInTheDocument();

    const english = within(screen.getByRole('group', { name: 'English' }));
    await userEvent.click(english.getByLabelText('SEO title'));
    await userEvent.paste('A roof garden in Heliopolis');
    expect(english.getByText('27 / 60')).toBeInTheDocument();
    expect(google.getByText('A roof garden in Heliopolis')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-preview-en')).getByText('A roof garden in Heliopolis')).toBeInTheDocument();
    expect(screen.getByTestId('card-preview-en').querySelector('img')).toHaveAttribute('src', expect.stringContaining('/uploads/garden'));

    const arabic = within(screen.getByRole('group', { name: 'العربية' }));
    await userEvent.click(arabic.getByLabelText('SEO description'));
    await userEvent.paste('حديقة وبرجولة على سطح من الثلاثينيات.');
    expect(within(screen.getByTestId('card-preview-ar')).getByText('حديقة وبرجولة على سطح من الثلاثينيات.')).toBeInTheDocument();
    await userEvent.click(english.getByLabelText('SEO description'));
    await userEvent.paste('x'.repeat(161));
    expect(english.getByText(/161 \/ 160/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(en.fields.tooLong('seoDescription', 160))).toBeInTheDocument();
    await userEvent.clear(english.getByLabelText('SEO description'));
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
    expect(JSON.parse(String(post?.body))).toMatchObject({
      galleryImages: [{ url: '/uploads/garden.webp', alt: '' }],
      imageUrl: '/uploads/garden.webp',
      seoTitle: 'A roof garden in Heliopolis',
      seoDescription: null,
    });
  }, 20_000);
});
