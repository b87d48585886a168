import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../shared/messages/en.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import RedirectsPage from './RedirectsPage.tsx';

const REDIRECTS = [
  { id: 1, from: '/portfolio/garden-villa', to: '/portfolio/villa-in-new-cairo', createdAt: '2026-11-21T09:00:00.000Z', hits: 14, renamedProject: true },
  { id: 2, from: '/instagram', to: 'https://www.instagram.com/nileatelier', createdAt: '2026-11-22T09:00:00.000Z', hits: 3, renamedProject: false },
];
const MISSING = [
  { path: '/brochure.pdf', hits: 9, redirectedTo: null },
  { path: '/old-services', hits: 2, redirectedTo: '/services' },
];

let fetchMock: ReturnType<typeof mockFetch>;
const posted = async () => (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)))).filter((request) => request.method === 'POST');

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const { method, path, body } = await requestOf([input, init]);
    if (method === 'POST' && body.to === '/brochure.pdf') return jsonResponse({ message: en.redirects.loop('/brochure.pdf') }, 400);
    if (method === 'POST') return jsonResponse({ id: 3, ...body, createdAt: '2026-11-23T09:00:00.000Z', hits: 0, renamedProject: false }, 201);
    if (path === '/api/admin/redirects/missing') return jsonResponse(MISSING);
    if (path === '/api/admin/redirects') return jsonResponse(REDIRECTS);
    return jsonResponse({});
  });
});

describe('Redirects', () => {
  it('lists every redirect with where it leads, when it was made and its visits', async () => {
    renderAdmin(<RedirectsPage />, { path: '/admin/redirects' });
    const table = within(await screen.findByRole('region', { name: 'Redirects' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '/portfolio/garden-villa/portfolio/villa-in-new-cairoRenamed project',
      '/instagramhttps://www.instagram.com/nileatelier',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('14')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('November 21, 2026')).toBeInTheDocument();
  });

  it('adds a redirect from a missing page, and shows the server’s rule under the field', async () => {
    renderAdmin(<RedirectsPage />, { path: '/admin/redirects' });
    const missing = within(await screen.findByRole('region', { name: 'Missing pages' }));
    expect(missing.getByText('Redirected to /services')).toBeInTheDocument();
    await userEvent.click(missing.getByRole('button', { name: 'Add a redirect from /brochure.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add redirect' }));
    expect(dialog.getByLabelText('From')).toHaveValue('/brochure.pdf');

    await userEvent.type(dialog.getByLabelText('To'), '/brochure.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Save redirect' }));
    expect(await dialog.findByText(en.redirects.loop('/brochure.pdf'))).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText('To'));
    await userEvent.type(dialog.getByLabelText('To'), 'portfolio');
    await userEvent.click(screen.getByRole('button', { name: 'Save redirect' }));
    expect(await dialog.findByText(en.redirects.toInvalid)).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText('To'));
    await userEvent.type(dialog.getByLabelText('To'), '/services/');
    await userEvent.click(screen.getByRole('button', { name: 'Save redirect' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add redirect' })).not.toBeInTheDocument());
    expect((await posted()).at(-1)?.body).toEqual({ from: '/brochure.pdf', to: '/services' });
  });
});
