import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $toasts } from '../toaster/toast-store.ts';
import ContactForm from './ContactForm.tsx';
import { en } from '../../../shared/messages/en.ts';
import { must } from '../../../shared/must.ts';

// The stamp's own rules are tested in form-guard.test.ts; here the form just sends what the guard gives.
vi.mock('../form-guard/form-guard.ts', () => ({
  createFormGuard: () => ({ start: () => undefined, ready: async () => ({ stamp: 'signed-stamp' }) }),
  pageLang: () => 'en',
}));

const VALID = { Name: 'Mona Adel', Email: 'mona@example.com', Phone: '+20 100 000 0000', Subject: 'Villa fit-out', Message: 'A quote for a villa in New Cairo, please.' };

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  for (const [label, value] of Object.entries(VALID)) await user.type(screen.getByLabelText(label), value);
};
const submit = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

afterEach(() => $toasts.set([]));

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
});
