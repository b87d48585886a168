import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ar } from '../../../shared/messages/ar.ts';
import { en } from '../../../shared/messages/en.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
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
      '/instagramhttps://www.instagram.com/nileatelierLeaves the site',
    ]);
    // A target on another site says so; one of this site does not.
    expect(within(rows[1] as HTMLElement).getAllByText('Leaves the site').length).toBeGreaterThan(0);
    expect(within(rows[0] as HTMLElement).queryByText('Leaves the site')).toBeNull();
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

describe('Redirects in Arabic', () => {
  beforeEach(() => $adminLanguage.set('ar'));
  afterEach(() => $adminLanguage.set('en'));

  it('names the columns in Arabic and keeps every path left to right', async () => {
    renderAdmin(<RedirectsPage />, { path: '/admin/redirects' });
    const table = within(await screen.findByRole('region', { name: 'التحويلات' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['العنوان القديم', 'العنوان الجديد', 'تاريخ الإضافة', 'الزيارات', 'الإجراءات']);
    expect(screen.getByText('تحويلان')).toBeInTheDocument();
    const [first] = table.getAllByRole('row').slice(1);
    const row = within(first as HTMLElement);
    expect(row.getByText('/portfolio/garden-villa')).toHaveAttribute('dir', 'ltr');
    for (const target of row.getAllByText('/portfolio/villa-in-new-cairo')) expect(target).toHaveAttribute('dir', 'ltr');
    expect(row.getByText('21 نوفمبر 2026')).toBeInTheDocument();
    expect(row.getByText('مشروع تغيّر عنوانه')).toBeInTheDocument();
    const missing = within(await screen.findByRole('region', { name: 'الصفحات غير الموجودة' }));
    expect(missing.getByText('/brochure.pdf')).toHaveAttribute('dir', 'ltr');
    expect(missing.getByText(/يُحوَّل إلى/).textContent).toBe('يُحوَّل إلى \u2066/services\u2069');
  });

  it('checks a new redirect by the Arabic rule under its field, and shows the server’s Arabic sentence', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { method, path } = await requestOf([input, init]);
      if (method === 'POST') return jsonResponse({ message: ar.redirects.fromTaken('/instagram') }, 409);
      if (path === '/api/admin/redirects/missing') return jsonResponse(MISSING);
      return jsonResponse(path === '/api/admin/redirects' ? REDIRECTS : {});
    });
    renderAdmin(<RedirectsPage />, { path: '/admin/redirects' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'إضافة تحويل' }))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'إضافة تحويل' }));
    const from = dialog.getByLabelText('العنوان القديم');
    expect(from).toHaveAttribute('dir', 'ltr');
    await userEvent.type(from, 'instagram');
    await userEvent.type(dialog.getByLabelText('العنوان الجديد'), '/services');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ التحويل' }));
    expect(await dialog.findByText(ar.redirects.fromInvalid)).toBeInTheDocument();
    expect(await posted()).toEqual([]);

    await userEvent.clear(from);
    await userEvent.type(from, '/instagram');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ التحويل' }));
    expect(await dialog.findByText(ar.redirects.fromTaken('/instagram'))).toBeInTheDocument();
  });
});
