import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ar as arabicMessages } from '../../../shared/messages/ar.ts';
import { en as englishMessages } from '../../../shared/messages/en.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { ar } from '../i18n/ar.ts';
import { en } from '../i18n/en.ts';
import { $adminLanguage } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import NewsletterPage from './NewsletterPage.tsx';
import type { Issue } from './use-newsletters.ts';

const project = (id: number, title: string, status: Project['status']): Project => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  category: 'residential',
  description: 'A home renovated from floor to ceiling.',
  fullDescription: null,
  imageUrl: `/uploads/${id}.webp`,
  imageAlt: `${title} living room`,
  galleryImages: [],
  featured: false,
  completionDate: null,
  client: null,
  location: 'Zamalek, Cairo',
  size: null,
  status,
  position: id,
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
  publishAt: null,
  unpublishAt: null,
});
const PROJECTS = [project(1, 'Zamalek Loft', 'Published'), project(2, 'Maadi Villa', 'Draft')];
const TRANSLATIONS = [{ projectId: 1, locale: 'ar', title: 'لوفت الزمالك', location: 'الزمالك، القاهرة', imageAlt: null }];
const SITE_CONTENT = { sections: { company: { published: { address: { en: '12 Nile Street, Cairo', ar: '12 شارع النيل، القاهرة' } } } } };

const issue = (id: number, fields: Partial<Issue>): Issue => ({
  id,
  subject: { en: '', ar: '' },
  body: { en: '', ar: '' },
  projectIds: [],
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  counts: { recipients: 0, sent: 0, failed: 0, unsubscribed: 0 },
  ...fields,
});
const ISSUES = [
  issue(3, { subject: { en: 'Winter at the studio', ar: 'الشتاء في الاستوديو' }, body: { en: 'Hello', ar: 'مرحبًا' } }),
  issue(2, { subject: { en: 'December open day', ar: '' }, body: { en: 'Come', ar: '' }, status: 'scheduled', scheduledAt: '2026-12-01T07:00:00.000Z' }),
  issue(1, {
    subject: { en: 'Autumn projects', ar: 'مشروعات الخريف' },
    body: { en: 'Look', ar: 'شاهد' },
    status: 'sent',
    sentAt: '2026-11-10T10:30:00.000Z',
    counts: { recipients: 120, sent: 118, failed: 2, unsubscribed: 3 },
  }),
];

let fetchMock: ReturnType<typeof mockFetch>;
const requests = async () => Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)));
const posted = async (path: string) => (await requests()).filter((request) => request.method === 'POST' && request.path === path);

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const { method, path, body } = await requestOf([input, init]);
    if (method === 'POST' && path === '/api/admin/newsletters') return jsonResponse(issue(7, body), 201);
    if (method === 'PUT' && path === '/api/admin/newsletters/7') return jsonResponse(issue(7, body));
    if (method === 'POST' && path === '/api/admin/newsletters/7/test') return jsonResponse({ message: englishMessages.newsletters.testSent('owner@nileatelier.com') });
    if (method === 'POST' && path === '/api/admin/newsletters/7/send')
      return jsonResponse(
        body?.at
          ? issue(7, { status: 'scheduled', scheduledAt: new Date(body.at).toISOString() })
          : issue(7, { status: 'sending', counts: { recipients: 2, sent: 0, failed: 0, unsubscribed: 0 } }),
      );
    if (path === '/api/admin/newsletters') return jsonResponse(ISSUES);
    if (path === '/api/admin/newsletters/1') return jsonResponse(ISSUES[2]);
    if (path === '/api/admin/projects') return jsonResponse(PROJECTS);
    if (path === '/api/admin/projects/translations') return jsonResponse(TRANSLATIONS);
    if (path === '/api/admin/site-content') return jsonResponse(SITE_CONTENT);
    return jsonResponse({});
  });
});

afterEach(() => {
  $toasts.set([]);
  $adminLanguage.set('en');
});

const renderScreen = (path: string) =>
  renderAdmin(
    <Route path="/admin/newsletter/:id?">
      <NewsletterPage />
    </Route>,
    { path },
  );

/** The preview's frame as the email it shows. */
const previewOf = async (name: string) => {
  const frame = await screen.findByTitle(name);
  return new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
};

describe('Newsletter', () => {
  it('lists the issues with their status, when they went or go out, and their figures', async () => {
    renderScreen('/admin/newsletter');
    const table = within(await screen.findByRole('region', { name: 'Newsletters' }));
    const rows = table.getAllByTestId('newsletter-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['draft', 'scheduled', 'sent']);
    expect(within(rows[1] as HTMLElement).getByText('Goes out December 1, 2026 at 9:00 AM, Cairo time')).toBeInTheDocument();
    const sent = within(rows[2] as HTMLElement);
    expect(
      sent
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 6),
    ).toEqual(['120', '118', '2', '3']);
    expect(sent.getByText('120 recipients · 118 sent · 2 failed · 3 unsubscribed')).toBeInTheDocument();
    // A sent issue is no longer deleted; a draft is.
    expect(sent.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Delete the newsletter “Winter at the studio”' })).toBeInTheDocument();
    expect(screen.getByText('3 newsletters')).toBeInTheDocument();
  });

  it('writes both languages with a project card, previews each email as it is sent, and sends a test of both', async () => {
    const { location } = renderScreen('/admin/newsletter/new');
    await userEvent.type(await screen.findByLabelText('Subject'), 'Winter news');
    await userEvent.type(screen.getByLabelText('Body'), '# A new loft{Enter}{Enter}We finished **Zamalek**.');
    await userEvent.type(screen.getByLabelText('الموضوع'), 'أخبار الشتاء');
    await userEvent.type(screen.getByLabelText('النص'), 'أنهينا لوفت الزمالك.');
    expect(screen.getByLabelText('النص')).toHaveAttribute('dir', 'rtl');
    // Only published projects are offered.
    const add = screen.getByLabelText('Add a project');
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a published project', 'Zamalek Loft']);
    await userEvent.selectOptions(add, 'Zamalek Loft');
    const card = screen.getByTestId('newsletter-project');
    expect(within(card).getByRole('img', { name: 'Zamalek Loft living room' })).toHaveAttribute('src', '/uploads/1-480w.webp');

    // Typing in the Arabic fields turned the preview to Arabic: right to left, with the card's Arabic title.
    await waitFor(async () => expect((await previewOf('The email in Arabic')).body.textContent).toContain('أنهينا لوفت الزمالك.'));
    const arabic = await previewOf('The email in Arabic');
    expect(arabic.documentElement.getAttribute('dir')).toBe('rtl');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(async () => expect((await previewOf('The email in English')).querySelector('h2')?.textContent).toBe('A new loft'));
    const english = await previewOf('The email in English');
    expect(english.querySelector('strong')?.textContent).toBe('Zamalek');
    expect(english.body.textContent).toContain('Zamalek Loft');
    expect(english.body.textContent).toContain('12 Nile Street, Cairo');
    expect(english.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/uploads/1.webp');
    // The admin's policy forbids style attributes: the styles are classes of one <style>.
    expect(english.querySelector('[style]')).toBeNull();
    expect(english.querySelector('style')?.textContent).toContain('font-size:26px');

    await userEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(async () => expect(await posted('/api/admin/newsletters/7/test')).toHaveLength(1));
    expect((await posted('/api/admin/newsletters'))[0]?.body).toEqual({
      subject: { en: 'Winter news', ar: 'أخبار الشتاء' },
      body: { en: '# A new loft\n\nWe finished **Zamalek**.', ar: 'أنهينا لوفت الزمالك.' },
      projectIds: [1],
    });
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Test sent', description: 'A test of each written language was sent to owner@nileatelier.com.' }));
    expect(location.history.at(-1)).toBe('/admin/newsletter/7');
  });

  it('says before sending that an issue written in English only goes only to the English subscribers', async () => {
    renderScreen('/admin/newsletter/new');
    await userEvent.type(await screen.findByLabelText('Subject'), 'Open day');
    await userEvent.type(screen.getByLabelText('Body'), 'Come and see us.');
    expect(screen.getByText(en.newsletter.onlyLanguage.en)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this newsletter now?' }));
    expect(dialog.getByText(en.newsletter.onlyLanguage.en)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await posted('/api/admin/newsletters/7/send')).toHaveLength(1));
    expect((await posted('/api/admin/newsletters/7/send'))[0]?.body).toBeUndefined();
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'The newsletter is going out', description: '2 emails are on the way.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('schedules at a Cairo date and time whatever the device’s time zone, summer time included', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      renderScreen('/admin/newsletter/new');
      await userEvent.type(await screen.findByLabelText('Subject'), 'Summer');
      await userEvent.type(screen.getByLabelText('Body'), 'Hello');
      await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Schedule the newsletter' }));
      const date = dialog.getByLabelText('Date (Cairo)');
      await userEvent.clear(date);
      await userEvent.type(date, '2027-07-01');
      const time = dialog.getByLabelText('Time (Cairo)');
      await userEvent.clear(time);
      await userEvent.type(time, '09:30');
      expect(dialog.getByText('It goes out on July 1, 2027 at 9:30 AM, Cairo time.')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
      await waitFor(async () => expect(await posted('/api/admin/newsletters/7/send')).toHaveLength(1));
      expect((await posted('/api/admin/newsletters/7/send'))[0]?.body).toEqual({ at: '2027-07-01T09:30:00+03:00' });
      await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Newsletter scheduled' }));
    } finally {
      process.env.TZ = zone;
    }
  });

  it('refuses a time in the past before asking the server', async () => {
    renderScreen('/admin/newsletter/new');
    await userEvent.type(await screen.findByLabelText('Subject'), 'Late');
    await userEvent.type(screen.getByLabelText('Body'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule the newsletter' }));
    const date = dialog.getByLabelText('Date (Cairo)');
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(await posted('/api/admin/newsletters/7/send')).toEqual([]);
  });

  it('shows a sent issue with its figures, unchanged and with nothing to send', async () => {
    renderScreen('/admin/newsletter/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter details' })).toBeInTheDocument();
    expect(screen.getByTestId('newsletter-recipients')).toHaveTextContent('120');
    expect(screen.getByTestId('newsletter-failed')).toHaveTextContent('2');
    expect(screen.getByText('Sent November 10, 2026 at 12:30 PM. A sent newsletter can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toBeDisabled();
    expect(screen.getByLabelText('Subject')).toHaveValue('Autumn projects');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send me a test' })).toBeNull();
  });
});

describe('Newsletter in Arabic', () => {
  beforeEach(() => $adminLanguage.set('ar'));

  it('names the statuses in Arabic and keeps each subject in its own direction', async () => {
    renderScreen('/admin/newsletter');
    const table = within(await screen.findByRole('region', { name: 'النشرات' }));
    const rows = table.getAllByTestId('newsletter-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['مسودة', 'مجدولة', 'تم الإرسال']);
    expect(within(rows[0] as HTMLElement).getByText('Winter at the studio')).toHaveAttribute('dir', 'auto');
    expect(within(rows[1] as HTMLElement).getByText('موعد الإرسال: 1 ديسمبر 2026 في 9:00 ص بتوقيت القاهرة')).toBeInTheDocument();
    expect(screen.getByText('3 نشرات')).toBeInTheDocument();
  });

  it('writes an Arabic-only issue: the English fields are named as English, and the send dialog says who receives it', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { method, path, body } = await requestOf([input, init]);
      if (method === 'POST' && path === '/api/admin/newsletters') return jsonResponse(issue(7, body), 201);
      if (method === 'POST' && path === '/api/admin/newsletters/7/send') return jsonResponse({ message: arabicMessages.newsletters.noRecipients }, 409);
      if (path === '/api/admin/projects') return jsonResponse(PROJECTS);
      if (path === '/api/admin/projects/translations') return jsonResponse(TRANSLATIONS);
      if (path === '/api/admin/site-content') return jsonResponse(SITE_CONTENT);
      return jsonResponse([]);
    });
    renderScreen('/admin/newsletter/new');
    expect(await screen.findByLabelText('الموضوع بالإنجليزية')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(screen.getByLabelText('الموضوع'), 'أخبار الشتاء');
    await userEvent.type(screen.getByLabelText('النص'), 'مرحبًا');
    // The project list offers the Arabic title.
    expect(within(screen.getByLabelText('إضافة مشروع')).getByRole('option', { name: 'لوفت الزمالك' })).toBeInTheDocument();
    expect(screen.getByText(ar.newsletter.onlyLanguage.ar)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'هل تريد إرسال هذه النشرة الآن؟' }));
    expect(dialog.getByText(ar.newsletter.onlyLanguage.ar)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'خطأ', description: `تعذّر إرسال النشرة: 409: ${arabicMessages.newsletters.noRecipients}` }));
  });
});
