import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { ar } from '../../../shared/messages/ar.ts';
import { en } from '../../../shared/messages/en.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { contentScreens } from './screens.ts';
import { renderSiteContentPage, siteContentState } from './site-content-fixture.tsx';

const CONTENT_SCREENS = contentScreens('en');

let fetchMock: ReturnType<typeof mockFetch>;
const puts = async () => {
  const requests = await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)));
  return requests.filter((request) => request.method === 'PUT');
};

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => jsonResponse(siteContentState()));
});
afterEach(() => vi.unstubAllGlobals());

describe('SiteContentPage', () => {
  it('opens Company at /admin/site-content, with the eight screens and History as links', async () => {
    const view = renderSiteContentPage('/admin/site-content');
    await waitFor(() => expect(view.location.history?.at(-1)).toBe('/admin/site-content/company'));
    const tabs = within(await screen.findByRole('navigation', { name: 'Site Content screens' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Company', 'Home', 'About', 'Services', 'Process', 'Contact & FAQ', 'SEO', 'Privacy', 'History']);
    expect(tabs.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the company facts under their exact labels, Arabic right to left', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const company = defaultSiteContent.company;
    expect(await screen.findByLabelText('Phone')).toHaveValue(company.phone);
    expect(screen.getByLabelText('Email')).toHaveValue(company.email);
    expect(screen.getByLabelText('WhatsApp')).toHaveValue(company.whatsapp);
    expect(screen.getByLabelText('Map link')).toHaveValue(company.mapLink);
    expect(screen.getByLabelText('Instagram')).toHaveValue(company.socials.instagram);
    expect(screen.getByLabelText('Facebook')).toHaveValue(company.socials.facebook);
    expect(screen.getByLabelText('LinkedIn')).toHaveValue(company.socials.linkedin);
    const address = within(screen.getByRole('group', { name: 'Address' }));
    expect(address.getByRole('textbox', { name: 'Address English' })).toHaveValue(company.address.en);
    const arabic = address.getByRole('textbox', { name: 'Address العربية' });
    expect(arabic).toHaveValue(company.address.ar);
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
  });

  it.each(CONTENT_SCREENS.map((screen) => [screen.label, screen.slug] as const))('renders the %s screen from the defaults', async (label, slug) => {
    renderSiteContentPage(`/admin/site-content/${slug}`);
    const form = await screen.findByRole('form', { name: label });
    const values = within(form)
      .getAllByRole('textbox')
      .map((box) => (box as HTMLInputElement).value);
    expect(values.filter(Boolean).length).toBeGreaterThan(3);
    expect(values).toContain(firstText(defaultSiteContent[CONTENT_SCREENS.find((candidate) => candidate.slug === slug)?.section ?? 'company']));
  });

  it('shows the schema’s message under the field and sends nothing', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const phone = await screen.findByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call us');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(en.siteContent.phoneInvalid('Phone'))).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await puts()).toEqual([]);
  });

  it('saves the draft with the version it loaded and the whole section', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const phone = await screen.findByLabelText('Phone');
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT' || (input instanceof Request && input.method === 'PUT')) {
        const { body } = await requestOf([input, init]);
        return jsonResponse({
          section: 'company',
          published: defaultSiteContent.company,
          draft: body.content,
          version: 4,
          updatedAt: '2026-11-23T10:00:00.000Z',
          updatedBy: 'Mona',
        });
      }
      return jsonResponse(siteContentState());
    });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+20 122 000 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    const [put] = await puts();
    expect(put?.path).toBe('/api/admin/site-content/company');
    expect(put?.body).toEqual({ version: 3, content: { ...defaultSiteContent.company, phone: '+20 122 000 1111' } });
    expect(await screen.findByText('Unpublished changes')).toBeInTheDocument();
    expect(screen.getByText(/Drafts in Company\./)).toBeInTheDocument();
  });

  it('shows the conflict sentence with a Reload action that reads the content again', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const phone = await screen.findByLabelText('Phone');
    fetchMock.mockImplementation(async (input, init) => {
      const { method } = await requestOf([input, init]);
      if (method === 'PUT') return jsonResponse({ message: en.siteContent.conflict }, 409);
      return jsonResponse(siteContentState({ company: { ...defaultSiteContent.company, phone: '+20 111 222 3333' } }, 5));
    });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+20 122 000 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content was changed by someone else. Reload to see it.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+20 111 222 3333'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds, reorders with the keyboard alternative and removes FAQ questions', async () => {
    renderSiteContentPage('/admin/site-content/contact');
    const list = await screen.findByRole('region', { name: 'Questions' });
    const items = () => within(list).getAllByRole('listitem');
    const questionOf = (index: number) => within(items()[index] as HTMLElement).getByRole('textbox', { name: 'Question English' }) as HTMLInputElement;
    const count = defaultSiteContent.contact.faq.items.length;
    expect(items()).toHaveLength(count);

    await userEvent.click(within(list).getByRole('button', { name: 'Add question' }));
    expect(items()).toHaveLength(count + 1);
    await userEvent.type(questionOf(count), 'Do you work outside Cairo?');

    const last = within(items()[count] as HTMLElement);
    last.getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(questionOf(count - 1).value).toBe('Do you work outside Cairo?');
    expect(questionOf(count).value).toBe(defaultSiteContent.contact.faq.items[count - 1]?.question.en);

    await userEvent.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(items()).toHaveLength(count);
    expect(questionOf(0).value).toBe(defaultSiteContent.contact.faq.items[1]?.question.en);
  });

  it('keeps a list within the schema’s minimum', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const list = await screen.findByRole('region', { name: 'Site visit hours' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(defaultSiteContent.company.hours.siteVisits.length);
    if (items.length === 1) expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('asks before leaving a screen with unsaved edits, and stays when told to', async () => {
    const view = renderSiteContentPage('/admin/site-content/company');
    const phone = await screen.findByLabelText('Phone');
    await userEvent.type(phone, '9');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this screen' }));
    expect(view.location.history?.at(-1)).toBe('/admin/site-content/company');
    expect(screen.getByLabelText('Phone')).toHaveValue(`${defaultSiteContent.company.phone}9`);

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(view.location.history?.at(-1)).toBe('/admin/site-content/home'));
  });

  it('asks the browser to confirm closing the tab with unsaved edits only', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const phone = await screen.findByLabelText('Phone');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(phone, '9');
    expect(unload()).toBe(true);
  });
});

describe('SiteContentPage in Arabic', () => {
  beforeEach(() => $adminLanguage.set('ar'));
  afterEach(() => $adminLanguage.set('en'));

  it('names the screens and fields in Arabic, each text field in its own direction', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const tabs = within(await screen.findByRole('navigation', { name: 'شاشات محتوى الموقع' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'الشركة',
      'الرئيسية',
      'من نحن',
      'خدماتنا',
      'مراحل العمل',
      'التواصل والأسئلة الشائعة',
      'الظهور في محركات البحث',
      'الخصوصية',
      'السجل',
    ]);
    const address = within(await screen.findByRole('group', { name: 'العنوان' }));
    const english = address.getByRole('textbox', { name: 'العنوان بالإنجليزية' });
    expect(english).toHaveValue(defaultSiteContent.company.address.en);
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(address.getByRole('textbox', { name: 'العنوان بالعربية' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('الهاتف')).toHaveAttribute('dir', 'ltr');
  });

  it('says each broken rule in Arabic under its field, naming it as the screen does, and sends nothing', async () => {
    renderSiteContentPage('/admin/site-content/company');
    const phone = await screen.findByLabelText('الهاتف');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call us');
    const address = within(screen.getByRole('group', { name: 'العنوان' }));
    await userEvent.clear(address.getByRole('textbox', { name: 'العنوان بالعربية' }));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ المسودة' }));
    expect(await screen.findByText(ar.siteContent.phoneInvalid('الهاتف'))).toBeInTheDocument();
    expect(screen.getByText(ar.siteContent.required('العنوان بالعربية'))).toBeInTheDocument();
    expect(await puts()).toEqual([]);
  });
});

/** The first English text of a section, found depth first. */
function firstText(value: unknown): string {
  if (value && typeof value === 'object') {
    if ('en' in value && typeof value.en === 'string') return value.en;
    for (const child of Object.values(value)) {
      const found = firstText(child);
      if (found) return found;
    }
  }
  return '';
}
