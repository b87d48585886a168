import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadSourceKey } from '../../../shared/leads.ts';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { must } from '../../../shared/must.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { makeMessage } from '../test/contact-message.ts';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import { SignedInUserContext } from '../session/signed-in-user.tsx';
import MessagesPage from './MessagesPage.tsx';

const SUMMARY = { today: '2026-11-26', followUps: { total: 0, due: [] }, byChannel: [], bySource: { sources: [], weeks: [] }, funnel: [], projects: [] };

/**
 * A small inbox behind the mocked API, filtered and paged as the server does (status, hide, stage, q, source,
 * page, limit); records every request.
 */
const fakeInbox = (messages: ContactMessage[]) => {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  mockFetch().mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    const query = url.searchParams;
    if (request.method === 'GET' && url.pathname === '/api/admin/contact-messages') {
      const hidden = (query.get('hide') ?? '').split(',');
      const term = (query.get('q') ?? '').toLowerCase();
      const matching = messages.filter(
        (message) =>
          (!query.get('status') || message.status === query.get('status')) &&
          !hidden.includes(message.status) &&
          (!query.get('stage') || message.stage === query.get('stage')) &&
          (!term || [message.name, message.email, message.subject, message.message].some((field) => field.toLowerCase().includes(term))) &&
          (!query.get('source') || leadSourceKey(message) === query.get('source')),
      );
      if (!query.has('page') && !query.has('limit')) return jsonResponse(matching);
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 25);
      return jsonResponse({
        messages: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        totalValue: matching.reduce((sum, message) => sum + (message.value ?? 0), 0),
        page,
        limit,
      });
    }
    if (url.pathname === '/api/admin/leads/summary')
      return jsonResponse({ ...SUMMARY, sources: [{ key: 'instagram', description: { kind: 'campaign', name: 'instagram / paid / spring' }, count: 1 }] });
    if (url.pathname === '/api/admin/leads/options')
      return jsonResponse({ budgets: [{ id: '1-3m', label: { en: '1–3M EGP', ar: 'من 1 إلى 3 ملايين جنيه' } }], owners: [{ id: 7, name: 'Karim Adel' }] });
    const match = url.pathname.match(/^\/api\/admin\/contact-messages\/(\d+)$/);
    if (match) {
      const message = must(messages.find((candidate) => candidate.id === Number(match[1])));
      if (request.method === 'PATCH') Object.assign(message, body);
      return jsonResponse(message);
    }
    if (url.pathname === '/api/admin/projects') return jsonResponse([{ id: 7, title: 'Koshary & Co. Café', slug: 'koshary', category: 'Food & Beverage' }]);
    if (request.method === 'GET' && url.pathname === '/api/admin/testimonials/requests') return jsonResponse({ mailEnabled: true, requests: [] });
    if (request.method === 'POST' && url.pathname === '/api/admin/testimonials/requests')
      return jsonResponse(
        {
          id: 5,
          ...body,
          createdAt: '',
          expiresAt: '2026-12-28T10:00:00.000Z',
          usedAt: null,
          testimonialId: null,
          state: 'open',
          url: 'https://nileatelier.test/ar/review/x',
          mailEnabled: true,
        },
        201,
      );
    if (request.method === 'POST' && url.pathname === '/api/admin/contact-messages') {
      const added = makeMessage({ ...body, id: messages.length + 100, status: 'Read' });
      messages.push(added);
      return jsonResponse(added, 201);
    }
    throw new Error(`unexpected ${request.method} ${url.pathname}`);
  });
  return requests;
};

const message = (id: number, name: string, status: ContactMessage['status'], extra: Partial<ContactMessage> = {}) =>
  makeMessage({ id, name, status, subject: `About ${name}`, email: 'lead@example.com', ...extra });

afterEach(() => $toasts.set([]));

const asUser = (role: 'admin' | 'sales') => (
  <SignedInUserContext value={makeUser({ role, isOwner: false })}>
    <MessagesPage />
  </SignedInUserContext>
);

describe('MessagesPage', () => {
  it('asks the server for the inbox without Archived and Spam, a page at a time, and filters by status and source there', async () => {
    const requests = fakeInbox([
      message(3, 'Fresh Lead', 'New', { utmSource: 'instagram', utmMedium: 'paid', utmCampaign: 'spring' }),
      message(2, 'Old Lead', 'Archived'),
      message(1, 'Bot Lead', 'Spam'),
    ]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    const fresh = await screen.findByRole('row', { name: /Fresh Lead/ });
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Old Lead|Bot Lead/ })).toBeNull();
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: 1 message');
    const first = must(requests.find((request) => request.path === '/api/admin/contact-messages'));
    expect(Object.fromEntries(first.query)).toEqual({ hide: 'Archived,Spam', page: '1', limit: '25' });

    await user.selectOptions(screen.getByLabelText('Show'), 'Spam');
    expect(await screen.findByRole('row', { name: /Bot Lead/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Fresh Lead/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'All messages');
    await user.selectOptions(await screen.findByLabelText('Source'), 'instagram / paid / spring');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Old Lead/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Fresh Lead/ })).toBeInTheDocument();
  });

  it('asks a won lead’s client for a testimonial with their name, email, project and language filled in', async () => {
    const won = { stage: 'Won' as const, lang: 'ar' as const, projectId: 7, project: { id: 7, slug: 'koshary', title: 'Koshary & Co. Café' } };
    const requests = fakeInbox([message(8, 'Hany Lotfy', 'Read', { ...won, email: 'hany@example.com' })]);
    const user = userEvent.setup();
    renderAdmin(asUser('admin'), { path: '/admin/messages?view=8' });
    const lead = await screen.findByRole('dialog', { name: 'Message from Hany Lotfy' });
    await user.click(within(lead).getByRole('button', { name: 'Ask for a testimonial' }));
    const ask = await screen.findByRole('dialog', { name: 'Ask a client for a testimonial' });
    expect(within(ask).getByLabelText('Client’s name')).toHaveValue('Hany Lotfy');
    expect(within(ask).getByLabelText(/Client’s email/)).toHaveValue('hany@example.com');
    await waitFor(() => expect(within(ask).getByLabelText('Project')).toHaveDisplayValue('Koshary & Co. Café'));
    expect(within(ask).getByLabelText('Language of the page')).toHaveDisplayValue('Arabic');
    await user.click(within(ask).getByRole('button', { name: 'Make link' }));
    await screen.findByRole('dialog', { name: 'The link is ready' });
    const made = requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/testimonials/requests');
    expect(made.map((request) => request.body)).toEqual([{ name: 'Hany Lotfy', email: 'hany@example.com', projectId: 7, lang: 'ar' }]);
  });

  it.each([
    ['a lead not won yet', 'admin', 'Quote sent'],
    ['sales, who cannot make review links', 'sales', 'Won'],
  ] as const)('offers no testimonial link to %s', async (_who, role, stage) => {
    fakeInbox([message(8, 'Hany Lotfy', 'Read', { stage })]);
    renderAdmin(asUser(role), { path: '/admin/messages?view=8' });
    const lead = await screen.findByRole('dialog', { name: 'Message from Hany Lotfy' });
    await within(lead).findByLabelText('Stage');
    expect(within(lead).queryByRole('button', { name: 'Ask for a testimonial' })).toBeNull();
  });

  it('searches every message on the server', async () => {
    const requests = fakeInbox([message(2, 'Nadia Samir', 'Read'), message(1, 'Omar Fathy', 'Read')]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    await screen.findByRole('row', { name: /Omar Fathy/ });
    await user.type(screen.getByRole('searchbox'), 'nadia');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Omar Fathy/ })).toBeNull());
    expect(requests.some((request) => request.query.get('q') === 'nadia')).toBe(true);
  });

  it('marks a new message read when opened, once, so "Mark as unread" sticks', async () => {
    const requests = fakeInbox([message(1, 'Fresh Lead', 'New')]);
    const patches = () => requests.filter((request) => request.method === 'PATCH').map((request) => request.body);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages?view=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Message from Fresh Lead' });
    await waitFor(() => expect(patches()).toEqual([{ status: 'Read' }]));
    await within(dialog).findByRole('button', { name: 'Mark as unread' });

    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    await within(dialog).findByRole('button', { name: 'Mark as Replied' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark as unread' })).toBeNull());
    expect(patches()).toEqual([{ status: 'Read' }, { status: 'New' }]);
    expect(within(dialog).getByText('Sent')).toBeInTheDocument();
  });

  it('shows the project, its files and its source, and replies on WhatsApp or by a call', async () => {
    fakeInbox([
      message(4, 'Layla Hassan', 'Read', {
        phone: '0100 555 0188',
        lang: 'ar',
        projectType: 'residential',
        location: 'Sheikh Zayed',
        area: 240,
        budget: '1-3m',
        timeline: 'asap',
        preferredContact: 'whatsapp',
        project: { id: 3, slug: 'zamalek-loft', title: 'Zamalek Loft' },
        attachments: [{ id: 9, name: 'floor-plan.pdf', type: 'application/pdf', size: 2_400_000 }],
        landingPage: '/portfolio/zamalek-loft',
        referrer: 'instagram.com',
        utmSource: 'instagram',
        utmMedium: 'paid',
        utmCampaign: 'spring',
      }),
    ]);
    renderAdmin(<MessagesPage />, { path: '/admin/messages?view=4' });
    const dialog = await screen.findByRole('dialog', { name: 'Message from Layla Hassan' });
    const fact = (term: string) => must(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling).textContent;
    await waitFor(() => expect(fact('Budget')).toBe('1–3M EGP'));
    expect(fact('Project type')).toBe('Residential');
    expect(fact('Location')).toBe('Sheikh Zayed');
    expect(fact('Area (m²)')).toBe('240 m²');
    expect(fact('Timeline')).toBe('As soon as possible');
    expect(fact('Preferred contact')).toBe('WhatsApp');
    expect(fact('Source')).toBe('instagram / paid / spring');
    expect(fact('Landing page')).toBe('/portfolio/zamalek-loft');
    expect(within(dialog).getByRole('link', { name: /Zamalek Loft/ })).toHaveAttribute('href', '/portfolio/zamalek-loft');
    const plan = within(dialog).getByRole('link', { name: 'Open floor-plan.pdf (2.3 MB)' });
    expect(plan).toHaveAttribute('href', '/api/admin/contact-messages/4/attachments/9');
    expect(plan).toHaveAttribute('download', 'floor-plan.pdf');
    const whatsapp = within(dialog).getByRole('link', { name: 'Reply on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/201005550188?text=${encodeURIComponent('مرحبًا Layla Hassan، شكرًا لتواصلك مع نايل أتيليه. ')}`);
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:01005550188');
  });

  it('saves the stage, owner, follow-up, value and lost reason of a lead', async () => {
    const requests = fakeInbox([message(5, 'Omar Fathy', 'Read')]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages?view=5' });
    const dialog = await screen.findByRole('dialog', { name: 'Message from Omar Fathy' });
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Lost');
    await user.selectOptions(within(dialog).getByLabelText('Lost reason'), 'Price');
    await user.selectOptions(within(dialog).getByLabelText('Owner'), 'Karim Adel');
    await user.type(within(dialog).getByLabelText('Follow-up'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Value (EGP)'), '1500000');
    expect(within(dialog).getByLabelText('Value (EGP)')).toHaveValue('1,500,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
        { stage: 'Lost', ownerId: 7, followUpOn: '2026-12-01', value: 1_500_000, lostReason: 'Price' },
      ]),
    );
  });

  it('shows the pipeline by stage with counts and values, and moves a lead with its stage select', async () => {
    const requests = fakeInbox([message(6, 'Nadia Samir', 'Read', { value: 2_000_000 }), message(7, 'Omar Fathy', 'Read', { value: 500_000 }), message(8, 'Bot Lead', 'Spam')]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages/pipeline' });
    const column = (stage: string) => must(screen.getByRole('heading', { name: new RegExp(`^${stage}`) }).closest('section'));
    await waitFor(() => expect(within(column('New lead')).getAllByRole('article')).toHaveLength(2));
    expect(column('New lead')).toHaveTextContent('EGP 2,500,000');
    // "New lead, 2 leads", not "New lead2": the count is its own phrase to a screen reader.
    expect(screen.getByRole('heading', { name: 'New lead, 2 leads' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Site visit, 0 leads' })).toBeInTheDocument();
    expect(within(column('Site visit')).getByText('No leads here.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stage of Nadia Samir'), 'Site visit');
    await waitFor(() => expect(within(column('Site visit')).getByRole('article', { name: 'Nadia Samir' })).toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ stage: 'Site visit' }]);
    expect(within(column('New lead')).getAllByRole('article')).toHaveLength(1);
  });

  it('adds a lead that came by phone', async () => {
    const requests = fakeInbox([]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Add lead' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Walk-in Visitor');
    await user.type(within(dialog).getByLabelText('Phone'), '0122 555 0199');
    await user.selectOptions(within(dialog).getByLabelText('Channel'), 'Walk-in');
    await user.click(within(dialog).getByRole('button', { name: 'Add lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add lead' })).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Walk-in Visitor', phone: '0122 555 0199', channel: 'walk-in', note: null });
    expect($toasts.get()[0]).toMatchObject({ title: 'Lead added' });
  });
});

describe('MessagesPage in Arabic', () => {
  beforeEach(() => $adminLanguage.set('ar'));
  afterEach(() => $adminLanguage.set('en'));

  it('names the lead’s facts, its stage and its source in Arabic, and greets on WhatsApp in the visitor’s language', async () => {
    fakeInbox([
      message(4, 'Layla Hassan', 'Read', {
        phone: '0100 555 0188',
        stage: 'Quote sent',
        value: 2_400_000,
        projectType: 'residential',
        area: 240,
        budget: '1-3m',
        timeline: 'asap',
        preferredContact: 'whatsapp',
        referrer: 'www.google.com',
      }),
    ]);
    renderAdmin(<MessagesPage />, { path: '/admin/messages?view=4' });
    const dialog = await screen.findByRole('dialog', { name: 'رسالة من \u2068Layla Hassan\u2069' });
    const fact = (term: string) => must(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling).textContent;
    await waitFor(() => expect(fact('الميزانية')).toBe('من 1 إلى 3 ملايين جنيه'));
    expect(fact('نوع المشروع')).toBe('منازل');
    expect(fact('المساحة (م²)')).toBe('240 م²');
    expect(fact('موعد البدء')).toBe('في أقرب وقت');
    expect(fact('وسيلة التواصل المفضّلة')).toBe('واتساب');
    expect(fact('المرحلة')).toBe('تم إرسال عرض السعر');
    expect(fact('المصدر')).toBe('بحث \u2068Google\u2069');
    expect(within(dialog).getByLabelText('المرحلة')).toHaveValue('Quote sent');
    expect(within(dialog).getByRole('option', { name: 'تم التعاقد' })).toHaveValue('Won');
    const whatsapp = within(dialog).getByRole('link', { name: 'الرد عبر واتساب' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent('Hello Layla Hassan, thank you for contacting Nile Atelier.'));
  });

  it('shows the pipeline’s stages in Arabic and sends the stage’s English value', async () => {
    const requests = fakeInbox([message(6, 'Nadia Samir', 'Read', { value: 2_000_000 }), message(7, 'Omar Fathy', 'Read', { value: 500_000 })]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages/pipeline' });
    const column = (stage: string) => must(screen.getByRole('heading', { name: new RegExp(`^${stage}`) }).closest('section'));
    await waitFor(() => expect(within(column('عميل جديد')).getAllByRole('article')).toHaveLength(2));
    expect(column('عميل جديد')).toHaveTextContent('2,500,000 جنيه');
    expect(within(column('معاينة الموقع')).getByText('لا يوجد عملاء هنا.')).toBeInTheDocument();
    // A column's count is heard as its own phrase after the stage's name, not run into it.
    expect(screen.getByRole('heading', { name: 'عميل جديد، عميلان' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'معاينة الموقع، لا يوجد عملاء' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('مرحلة Nadia Samir'), 'معاينة الموقع');
    await waitFor(() => expect(within(column('معاينة الموقع')).getByRole('article', { name: 'Nadia Samir' })).toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ stage: 'Site visit' }]);
  });

  it('opens a lead added by hand as a lead, not as a message someone sent, and greets it in Arabic', async () => {
    fakeInbox([message(9, 'Sherif Kamal', 'Read', { channel: 'referral', subject: '', email: '', message: '', lang: 'ar', phone: '0122 555 0188' })]);
    renderAdmin(<MessagesPage />, { path: '/admin/messages?view=9' });
    const dialog = await screen.findByRole('dialog', { name: 'عميل محتمل: \u2068Sherif Kamal\u2069' });
    expect(within(dialog).getByText(/^أُضيف في 20 نوفمبر 2026$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'وضع علامة «تم الرد»' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'أرشفة' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'الرد عبر واتساب' }).getAttribute('href')).toContain(encodeURIComponent('مرحبًا Sherif Kamal، شكرًا لتواصلك مع نايل أتيليه.'));
  });

  it('checks a lead added by hand with the Arabic rules', async () => {
    fakeInbox([]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    await user.click(screen.getByRole('button', { name: 'إضافة عميل محتمل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل محتمل' });
    expect(within(dialog).getByRole('option', { name: 'غير محدد' })).toHaveValue('');
    expect(within(dialog).getByRole('option', { name: 'زيارة للمكتب' })).toHaveValue('walk-in');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة العميل' }));
    expect(await within(dialog).findByText(apiMessages.ar.contact.nameTooShort)).toBeInTheDocument();
  });
});
