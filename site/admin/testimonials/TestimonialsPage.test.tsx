import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import TestimonialsPage from './TestimonialsPage.tsx';

const row = (id: number, values: Record<string, unknown>) => ({
  id,
  quote: { en: '', ar: '' },
  name: 'Client',
  role: null,
  company: null,
  projectId: null,
  photo: null,
  date: null,
  consent: true,
  status: 'pending',
  position: id,
  email: null,
  lang: 'en',
  source: 'office',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...values,
});
const TESTIMONIALS = [
  row(1, { name: 'Mona Adel', quote: { en: 'They finished on the day they promised.', ar: '' }, status: 'approved', company: 'Koshary & Co.', projectId: 7 }),
  row(2, { name: 'أحمد سامي', quote: { en: '', ar: 'فريق دقيق في مواعيده.' }, source: 'link' }),
];
const PROJECTS = [{ id: 7, title: 'Koshary & Co. Café', slug: 'koshary', category: 'Food & Beverage' }];
const URL_MADE = 'https://nileatelier.test/review/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

let fetchMock: ReturnType<typeof mockFetch>;
const sent = async (method: string) => (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)))).filter((request) => request.method === method);

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const { method, path, body } = await requestOf([input, init]);
    if (method === 'PUT') return jsonResponse({ ...TESTIMONIALS[0], ...body });
    if (method === 'POST' && path === '/api/admin/testimonials/requests')
      return jsonResponse(
        {
          id: 5,
          name: body.name,
          email: body.email || null,
          projectId: body.projectId,
          lang: body.lang,
          createdAt: '',
          expiresAt: '2026-12-28T10:00:00.000Z',
          usedAt: null,
          testimonialId: null,
          state: 'open',
          url: URL_MADE,
          mailEnabled: true,
        },
        201,
      );
    if (method === 'POST') return jsonResponse({ message: 'queued' }, 202);
    if (path === '/api/admin/testimonials/requests') return jsonResponse({ mailEnabled: true, requests: [] });
    if (path === '/api/admin/testimonials') return jsonResponse(TESTIMONIALS);
    if (path === '/api/admin/projects') return jsonResponse(PROJECTS);
    if (path === '/api/admin/projects/translations') return jsonResponse([{ projectId: 7, locale: 'ar', title: 'مقهى كشري وشركاه', location: null }]);
    return jsonResponse({});
  });
});
afterEach(() => $adminLanguage.set('en'));

describe('Testimonials', () => {
  it('lists the testimonials in order with their status, and approves one waiting', async () => {
    renderAdmin(<TestimonialsPage />, { path: '/admin/testimonials' });
    const table = within(await screen.findByRole('region', { name: 'Testimonials, in the order they are shown' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByText('Shown').length).toBeGreaterThan(0);
    expect(within(rows[0] as HTMLElement).getByText('No Arabic yet')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('فريق دقيق في مواعيده.')).toHaveAttribute('lang', 'ar');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Approve the testimonial of أحمد سامي' }));
    await waitFor(async () => expect((await sent('PUT'))[0]).toMatchObject({ path: '/api/admin/testimonials/2', body: { status: 'approved' } }));
  });

  it('names each project by its Arabic title in the Arabic admin', async () => {
    $adminLanguage.set('ar');
    renderAdmin(<TestimonialsPage />, { path: '/admin/testimonials' });
    const table = within(await screen.findByRole('region', { name: 'الشهادات بترتيب ظهورها' }));
    const [first] = table.getAllByRole('row').slice(1);
    expect(await within(first as HTMLElement).findByText('مقهى كشري وشركاه')).toBeInTheDocument();
  });

  it('makes a review link and offers it to copy, on WhatsApp and by email', async () => {
    renderAdmin(<TestimonialsPage />, { path: '/admin/testimonials' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a client' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Ask a client for a testimonial' }));
    await userEvent.type(ask.getByLabelText('Client’s name'), 'Karim');
    await userEvent.type(ask.getByLabelText('Client’s email'), 'karim@example.com');
    await userEvent.click(ask.getByRole('button', { name: 'Make link' }));
    const ready = within(await screen.findByRole('dialog', { name: 'The link is ready' }));
    expect(ready.getByRole('textbox')).toHaveValue(URL_MADE);
    expect(ready.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(URL_MADE));
    const clipboard = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    await userEvent.click(ready.getByRole('button', { name: 'Copy' }));
    expect(clipboard).toHaveBeenCalledWith(URL_MADE);
    await userEvent.click(ready.getByRole('button', { name: 'Send by email' }));
    await waitFor(async () => expect((await sent('POST')).map((request) => request.path)).toContain('/api/admin/testimonials/requests/5/email'));
  });
});
