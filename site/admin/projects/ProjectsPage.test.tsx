import { screen, within } from '@testing-library/react';
import { must } from '../../../shared/must.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import type { Project } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import ProjectsPage from './ProjectsPage.tsx';

const project = (id: number, title: string, status: Project['status']): Project => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  category: 'residential',
  description: 'A home renovated from floor to ceiling.',
  fullDescription: null,
  imageUrl: '/uploads/home.webp',
  imageAlt: 'Living room',
  galleryImages: [{ url: '/uploads/home.webp', alt: 'Living room' }],
  featured: false,
  completionDate: null,
  client: null,
  location: null,
  size: null,
  status,
  position: id,
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
  publishAt: null,
  unpublishAt: null,
});

const PROJECTS = [project(1, 'Zamalek Loft', 'Published'), project(2, 'Maadi Villa', 'Draft'), project(3, 'Giza Office', 'Published')];

let fetchMock: ReturnType<typeof mockFetch>;
/** The projects' Arabic texts the mocked API answers. */
let translations: unknown[] = [];
const rowTitles = () => screen.getAllByTestId('project-row').map((row) => must(within(row).getAllByText(/Loft|Villa|Office/)[0]).textContent);
const sent = async (method: string, path: string) => {
  for (const call of fetchMock.mock.calls) {
    const request = await requestOf(call);
    if (request.method === method && request.path === path) return request;
  }
  return undefined;
};

beforeEach(() => {
  let stored = [...PROJECTS];
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path === '/api/admin/projects/order') {
      const { ids } = (await request.json()) as { ids: number[] };
      stored = ids.map((id) => must(PROJECTS.find((row) => row.id === id)));
      return jsonResponse(stored);
    }
    if (request.method === 'PUT') return jsonResponse({ ...PROJECTS[0], ...((await request.json()) as object) });
    if (path === '/api/admin/projects') return jsonResponse(stored);
    if (path === '/api/admin/projects/translations') return jsonResponse(translations);
    if (path === '/api/admin/media') return jsonResponse([]);
    return jsonResponse({});
  });
  // jsdom lays nothing out: give each table row a place so the keyboard can move between them.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 60, width: 600, height: 60 });
  });
});

afterEach(() => {
  translations = [];
  $adminLanguage.set('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $toasts.set([]);
});

describe('ProjectsPage', () => {
  it('reads every project from the admin route and marks drafts', async () => {
    renderAdmin(<ProjectsPage />, { path: '/admin/projects' });
    const draftRow = must((await screen.findByText('Maadi Villa')).closest('tr'));
    // One badge beside the title on wide screens, one under it on phones.
    expect(within(draftRow).getAllByText('Draft')).not.toHaveLength(0);
    expect(within(must(screen.getByText('Zamalek Loft').closest('tr'))).queryAllByText('Draft')).toHaveLength(0);
    expect(await requestOf(must(fetchMock.mock.calls[0]))).toMatchObject({ path: '/api/admin/projects', method: 'GET' });
    expect(within(draftRow).getByRole('link', { name: 'Preview Maadi Villa' })).toHaveAttribute('href', '/admin/preview/projects/2');
    expect(within(draftRow).getByRole('link', { name: 'Preview Maadi Villa in Arabic' })).toHaveAttribute('href', '/admin/preview/projects/2?lang=ar');
  });

  it('filters the list by status, and only the whole list can be reordered', async () => {
    renderAdmin(<ProjectsPage />, { path: '/admin/projects' });
    await screen.findByText('Maadi Villa');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Draft');
    expect(rowTitles()).toEqual(['Maadi Villa']);
    expect(screen.getByRole('button', { name: /^Move Maadi Villa/ })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Published');
    expect(rowTitles()).toEqual(['Zamalek Loft', 'Giza Office']);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    expect(screen.getByRole('button', { name: /^Move Maadi Villa/ })).toBeEnabled();
  });

  it('moves a project with the keyboard and saves the order at once', async () => {
    renderAdmin(<ProjectsPage />, { path: '/admin/projects' });
    await screen.findByText('Giza Office');
    const handle = screen.getByRole('button', { name: 'Move Giza Office (position 3 in the portfolio)' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await vi.waitFor(async () => expect((await sent('PUT', '/api/admin/projects/order'))?.body).toEqual({ ids: [3, 1, 2] }));
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Giza Office', 'Zamalek Loft', 'Maadi Villa']));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Portfolio order saved' }));
  });

  it('saves an edited project as a draft with "Save as draft"', async () => {
    renderAdmin(<ProjectsPage />, { path: '/admin/projects' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Zamalek Loft' }));
    expect(await screen.findByLabelText('Status')).toHaveValue('Published');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Published']);
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await vi.waitFor(async () => expect((await sent('PUT', '/api/admin/projects/1'))?.body).toMatchObject({ status: 'Draft', title: 'Zamalek Loft' }));
  });

  it('keeps a project published when saved with the main button', async () => {
    renderAdmin(<ProjectsPage />, { path: '/admin/projects' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Zamalek Loft' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await vi.waitFor(async () => expect((await sent('PUT', '/api/admin/projects/1'))?.body).toMatchObject({ status: 'Published' }));
  });
});

describe('ProjectsPage in Arabic', () => {
  it('names each project by its Arabic title where it has one, and finds it by it', async () => {
    translations = [{ projectId: 1, locale: 'ar', title: 'لوفت الزمالك', description: 'بيت جُدّد بالكامل.', location: 'الزمالك، القاهرة' }];
    $adminLanguage.set('ar');
    renderAdmin(<ProjectsPage />, { path: '/admin/projects' });
    const loft = must((await screen.findByText('لوفت الزمالك')).closest('tr'));
    expect(within(loft).getByRole('button', { name: 'تعديل لوفت الزمالك' })).toBeInTheDocument();
    expect(screen.getByText('Maadi Villa')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'لوفت');
    expect(screen.getAllByTestId('project-row')).toHaveLength(1);
  });
});
