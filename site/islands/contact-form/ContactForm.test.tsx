import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $toasts } from '../toaster/toast-store.ts';
import ContactForm from './ContactForm.tsx';
import { en } from '../../../shared/messages/en.ts';
import { must } from '../../../shared/must.ts';

// The stamp's own rules are tested in form-guard.test.ts; here the form just sends what the guard gives.
vi.mock('../form-guard/form-guard.ts', () => ({
  createFormGuard: () => ({ start: () => undefined, ready: async () => ({ stamp: 'signed-stamp' }), renew: () => undefined }),
  pageLang: () => 'en',
}));

const VALID = { Name: 'Mona Adel', Email: 'mona@example.com', Phone: '+20 100 000 0000', Subject: 'Villa fit-out', Message: 'A quote for a villa in New Cairo, please.' };

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  for (const [label, value] of Object.entries(VALID)) await user.type(screen.getByLabelText(label), value);
};
const submit = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

afterEach(() => {
  $toasts.set([]);
  sessionStorage.clear();
  document.getElementById('about-project')?.remove();
});

describe('ContactForm', () => {
  it('is titled Send Us a Message, with the five labelled fields and a 120 px message box', () => {
    render(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    for (const label of Object.keys(VALID)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveClass('min-h-[120px]');
    expect(submit()).toHaveTextContent('Send Message');
  });

  it('shows every rule message on an empty submit, sends nothing and focuses the first field', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submit());

    expect(await screen.findByText(en.contact.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(en.contact.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(en.contact.phoneTooShort)).toBeInTheDocument();
    expect(screen.getByText(en.contact.subjectTooShort)).toBeInTheDocument();
    expect(screen.getByText(en.contact.messageTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(en.contact.nameTooShort);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rules in Arabic on the Arabic pages, the phone counted in digits', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<ContactForm locale="ar" />);
    await user.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));

    expect(await screen.findByText('يجب ألا يقل الاسم عن حرفين.')).toBeInTheDocument();
    expect(screen.getByText('من فضلك أدخل بريدًا إلكترونيًا صحيحًا.')).toBeInTheDocument();
    expect(screen.getByText('يجب ألا يقل رقم الهاتف عن 8 أرقام.')).toBeInTheDocument();
    expect(screen.getByText('يجب ألا يقل الموضوع عن 3 أحرف.')).toBeInTheDocument();
    expect(screen.getByText('يجب ألا تقل الرسالة عن 10 أحرف.')).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('يجب ألا يقل الاسم عن حرفين.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-validates as the visitor corrects a field', async () => {
    mockFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submit());
    await screen.findByText(en.contact.nameTooShort);

    await user.type(screen.getByLabelText('Name'), 'Mo');
    await waitFor(() => expect(screen.queryByText(en.contact.nameTooShort)).not.toBeInTheDocument());
    expect(screen.getByText(en.contact.subjectTooShort)).toBeInTheDocument();
  });

  it('carries a honeypot named website that people and assistive technology never meet', () => {
    const { container } = render(<ContactForm />);
    const honeypot = must(container.querySelector<HTMLInputElement>('input[name="website"]'));
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('says Sending... while busy, then clears the form and confirms with the Message Sent toast', async () => {
    const fetchMock = mockFetch();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveTextContent('Sending...'));
    expect(submit()).toBeDisabled();
    const sent = await requestOf(must(fetchMock.mock.calls[0]));
    expect(sent).toMatchObject({ path: '/api/contact', method: 'POST' });
    expect(sent.body).toEqual({
      name: 'Mona Adel',
      email: 'mona@example.com',
      phone: '+20 100 000 0000',
      subject: 'Villa fit-out',
      message: 'A quote for a villa in New Cairo, please.',
      website: '',
      stamp: 'signed-stamp',
      lang: 'en',
    });

    answer(jsonResponse({ id: 1 }, 201));
    await waitFor(() => expect(submit()).toHaveTextContent('Send Message'));
    expect(submit()).toBeEnabled();
    for (const label of Object.keys(VALID)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect($toasts.get()[0]).toMatchObject({ title: 'Message Sent', description: 'Thank you for your message. We will get back to you soon.', variant: 'default' });
  });

  it('keeps what was typed when sending fails and shows the server sentence in an Error toast', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ message: 'Too many messages. Please try again later.' }, 429));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());

    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Error', description: 'Too many messages. Please try again later.', variant: 'destructive' }));
    for (const [label, value] of Object.entries(VALID)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(submit()).toHaveTextContent('Send Message');
  });

  it('falls back to the spec sentence when the network fails', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Error', description: 'Failed to send message, please try again later.' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Mona Adel');
  });

  it('offers the project’s optional facts in both editions, with the office’s budget bands', () => {
    render(<ContactForm budgets={[{ id: '1-3m', label: '1–3M EGP' }]} />);
    expect(screen.getByRole('group', { name: 'About your project' })).toBeInTheDocument();
    for (const label of ['Project type', 'Location', 'Area (m²)', 'Budget', 'Timeline']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Project type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Residential', 'Retail', 'F&B', 'Commercial', 'Other']);
    expect(within(screen.getByLabelText('Budget')).getByRole('option', { name: '1–3M EGP' })).toHaveValue('1-3m');
    expect(
      within(screen.getByLabelText('Timeline'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'As soon as possible', 'Within 3 months', '3 to 6 months', 'Later']);
    expect(screen.getByRole('group', { name: 'Preferred contact' })).toHaveTextContent('CallWhatsAppE-mail');
    expect(screen.getByLabelText(/Floor plans or photos/)).toHaveAttribute('type', 'file');
  });

  it('names the fields in Arabic on the Arabic pages', () => {
    render(<ContactForm locale="ar" budgets={[{ id: '1-3m', label: 'من 1 إلى 3 ملايين جنيه' }]} />);
    for (const label of ['نوع المشروع', 'الموقع', 'المساحة (م²)', 'الميزانية', 'موعد البدء']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'وسيلة التواصل المفضّلة' })).toHaveTextContent('واتساب');
  });

  it('checks the area with the shared rule and sends nothing until it is right', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.type(screen.getByLabelText('Area (m²)'), '5');
    await user.click(submit());
    expect(await screen.findByText(en.leads.areaInvalid(10, 100_000))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the answered facts, the project asked about, the files and the visit’s source with the message', async () => {
    sessionStorage.setItem(
      'visit',
      JSON.stringify({ landingPage: '/portfolio/zamalek-loft', referrer: 'instagram.com', utmSource: 'instagram', utmMedium: 'paid', utmCampaign: 'spring', clickId: null }),
    );
    const about = document.createElement('p');
    about.id = 'about-project';
    about.dataset.slug = 'zamalek-loft';
    document.body.append(about);
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ id: 1 }, 201));
    const uploads = fakeUploads();
    const user = userEvent.setup();
    render(<ContactForm budgets={[{ id: '1-3m', label: '1–3M EGP' }]} />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Project type'), 'Residential');
    await user.type(screen.getByLabelText('Area (m²)'), '240');
    await user.selectOptions(screen.getByLabelText('Budget'), '1–3M EGP');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.upload(screen.getByLabelText(/Floor plans or photos/), new File(['%PDF-1.4 plan'], 'plan.pdf', { type: 'application/pdf' }));
    uploads.finish('plan.pdf', 'p'.repeat(22));
    expect(await screen.findByText('Attached')).toBeInTheDocument();
    await user.click(submit());

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = await requestOf(must(fetchMock.mock.calls[0]));
    expect(sent.body).toEqual({
      ...Object.fromEntries(Object.entries(VALID).map(([label, value]) => [label.toLowerCase(), value])),
      projectType: 'residential',
      area: 240,
      budget: '1-3m',
      preferredContact: 'whatsapp',
      project: 'zamalek-loft',
      attachments: ['p'.repeat(22)],
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'instagram.com',
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'spring',
      website: '',
      stamp: 'signed-stamp',
      lang: 'en',
    });
    await waitFor(() => expect(screen.queryByText('plan.pdf')).toBeNull());
  });

  it('refuses a sixth file, or files over 10 MB together, before sending any', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup({ applyAccept: false });
    render(<ContactForm />);
    const input = screen.getByLabelText(/Floor plans or photos/);
    const pdf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
    await user.upload(input, [pdf('big.pdf', 6 * 1024 * 1024), pdf('bigger.pdf', 5 * 1024 * 1024)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Attachments can be at most 10 MB together.');
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((name) => pdf(`${name}.pdf`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 5 files.');
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('anim.gif is not a JPEG, PNG, WebP or PDF file.');
    expect(uploads.sent).toEqual([]);
  });

  it('shows the server’s sentence when it refuses a file', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.upload(screen.getByLabelText(/Floor plans or photos/), new File(['not really'], 'plan.pdf', { type: 'application/pdf' }));
    uploads.refuse('plan.pdf', 415, en.leads.attachmentUnsupported);
    expect(await screen.findByText(en.leads.attachmentUnsupported)).toBeInTheDocument();
  });
});

/** Stands in for XMLHttpRequest: each file sent waits until the test answers it. */
function fakeUploads() {
  const pending = new Map<string, FakeRequest>();
  const sent: string[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(body: FormData) {
      const file = body.get('file') as File;
      sent.push(file.name);
      pending.set(file.name, this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const answer = (name: string, status: number, body: unknown) => {
    const request = must(pending.get(name), `a request for ${name}`);
    request.status = status;
    request.responseText = JSON.stringify(body);
    act(() => request.onload?.());
  };
  return {
    sent,
    finish: (name: string, id: string) => answer(name, 201, { id, name, size: 13, type: 'application/pdf' }),
    refuse: (name: string, status: number, message: string) => answer(name, status, { message }),
  };
}
