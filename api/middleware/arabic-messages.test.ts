import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../shared/messages/contact.ts';
import { subscribeMessages } from '../../shared/messages/subscribe.ts';
import { jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi();

const inArabic = (init: RequestInit): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' } });

describe('Accept-Language: ar on the public forms', () => {
  it('answers the contact rules in Arabic, field by field', async () => {
    const res = await api.app.request('/api/contact', inArabic(jsonInit('POST', { name: 'A', email: 'nope', phone: '1', subject: 'x', message: 'short' })));
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Language')).toBe('ar');
    const body = await res.json();
    expect(body.message).toBe('يجب ألا يقل الاسم عن حرفين.');
    expect(body.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'يجب ألا يقل الاسم عن حرفين.',
      'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
      'يجب ألا يقل رقم الهاتف عن 8 أحرف.',
      'يجب ألا يقل الموضوع عن 3 أحرف.',
      'يجب ألا تقل الرسالة عن 10 أحرف.',
    ]);
  });

  it('answers the subscribe refusals in Arabic', async () => {
    const empty = await api.app.request('/api/subscribe', inArabic(jsonInit('POST', { email: '' })));
    expect((await empty.json()).message).toBe('من فضلك أدخل بريدك الإلكتروني');
    const invalid = await api.app.request('/api/subscribe', inArabic(jsonInit('POST', { email: 'not-an-address' })));
    expect((await invalid.json()).message).toBe('من فضلك أدخل بريدًا إلكترونيًا صحيحًا.');
  });

  it('keeps the spec English without Arabic first', async () => {
    const english = await api.app.request(
      '/api/contact',
      jsonInit('POST', { name: 'A', email: 'a@example.com', phone: '12345678', subject: 'Hello', message: 'Long enough message.' }),
    );
    expect((await english.json()).message).toBe(contactMessages.nameTooShort);
    const preferEnglish = await api.app.request('/api/subscribe', {
      ...jsonInit('POST', { email: '' }),
      headers: { ...(jsonInit('POST', {}).headers as Record<string, string>), 'Accept-Language': 'en-GB,ar;q=0.8' },
    });
    expect((await preferEnglish.json()).message).toBe(subscribeMessages.emailRequired);
  });
});
