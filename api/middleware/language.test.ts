import { describe, expect, it } from 'vitest';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { jsonInit, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';
import { prefersArabic } from './language.ts';

const ARABIC_FIRST = 'ar-EG,ar;q=0.9,en;q=0.5';

const inArabic = (init: RequestInit): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'Accept-Language': ARABIC_FIRST } });

const validContact = { name: 'Hanaa', email: 'hanaa@example.com', phone: '+20 122 555 0101', subject: 'A flat', message: 'We are renovating a flat.' };

describe('prefersArabic', () => {
  it.each(['ar', 'ar-EG', ARABIC_FIRST, 'AR', ' ar;q=1', 'ar, en'])('is true when %j puts Arabic first', (header) => expect(prefersArabic(header)).toBe(true));

  it.each(['en-GB,ar;q=0.8', 'arn', 'fr', '', undefined])('is false for %j', (header) => expect(prefersArabic(header)).toBe(false));
});

describe('the API in the request’s language', () => {
  const api = useTestApi();

  it('answers the contact rules in Arabic, field by field, and says so', async () => {
    const res = await api.app.request('/api/contact', inArabic(jsonInit('POST', { name: 'A', email: 'nope', phone: '1', subject: 'x', message: 'short' })));
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Language')).toBe('ar');
    const body = await res.json();
    expect(body.message).toBe('يجب ألا يقل الاسم عن حرفين.');
    expect(body.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'يجب ألا يقل الاسم عن حرفين.',
      'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
      'يجب ألا يقل رقم الهاتف عن 8 أرقام.',
      'يجب ألا يقل الموضوع عن 3 أحرف.',
      'يجب ألا تقل الرسالة عن 10 أحرف.',
    ]);
  });

  it('names a field that is too long with the verb agreeing and the counted noun after the number', async () => {
    const res = await api.app.request('/api/contact', inArabic(jsonInit('POST', { ...validContact, name: 'ن'.repeat(121), message: 'م'.repeat(5001) })));
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: 'name', message: 'يجب ألا يزيد الاسم على 120 حرفًا' },
      { path: 'message', message: 'يجب ألا تزيد الرسالة على 5000 حرف' },
    ]);
  });

  it('answers the subscribe refusals in Arabic', async () => {
    const empty = await api.app.request('/api/subscribe', inArabic(jsonInit('POST', { email: '' })));
    expect((await empty.json()).message).toBe('من فضلك أدخل بريدك الإلكتروني');
    const invalid = await api.app.request('/api/subscribe', inArabic(jsonInit('POST', { email: 'not-an-address' })));
    expect((await invalid.json()).message).toBe('من فضلك أدخل بريدًا إلكترونيًا صحيحًا.');
  });

  it('answers a refusal by key in Arabic: a missing project, a taken email, a foreign origin, a body that is not JSON, no such endpoint', async () => {
    const missing = await api.app.request('/api/projects/no-such-project', { headers: { 'Accept-Language': ARABIC_FIRST } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Language')).toBe('ar');
    expect(await missing.json()).toEqual({ message: 'المشروع غير موجود' });

    expect((await api.app.request('/api/subscribe', jsonInit('POST', { email: 'twice@example.com' }))).status).toBe(201);
    const twice = await api.app.request('/api/subscribe', inArabic(jsonInit('POST', { email: 'twice@example.com' })));
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(ar.subscribe.alreadySubscribed);

    const foreign = await api.app.request('/api/contact', {
      ...inArabic(jsonInit('POST', validContact)),
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example', 'Accept-Language': 'ar' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe('رُفض هذا الطلب لأنه صادر من موقع آخر.');

    const form = await api.app.request('/api/contact', {
      method: 'POST',
      body: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN, 'Accept-Language': 'ar' },
    });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBe(ar.requests.jsonRequired);

    const nowhere = await api.app.request('/api/nowhere', { headers: { 'Accept-Language': 'ar' } });
    expect(nowhere.status).toBe(404);
    expect((await nowhere.json()).message).toBe('لا توجد نقطة وصول في الواجهة البرمجية عند GET /api/nowhere.');
  });

  it('keeps the spec’s English without Arabic first, and says nothing of the language', async () => {
    const english = await api.app.request('/api/contact', jsonInit('POST', { ...validContact, name: 'A' }));
    expect(english.headers.get('Content-Language')).toBeNull();
    expect((await english.json()).message).toBe(en.contact.nameTooShort);
    const preferEnglish = await api.app.request('/api/subscribe', {
      ...jsonInit('POST', { email: '' }),
      headers: { ...(jsonInit('POST', {}).headers as Record<string, string>), 'Accept-Language': 'en-GB,ar;q=0.8' },
    });
    expect((await preferEnglish.json()).message).toBe(en.subscribe.emailRequired);
    const missing = await api.app.request('/api/projects/no-such-project');
    expect(await missing.json()).toEqual({ message: en.projects.notFound });
  });

  it('answers the admin in the browser’s language until someone signs in', async () => {
    const login = await api.app.request('/api/admin/login', inArabic(jsonInit('POST', { email: 'x', password: '1' })));
    expect(login.status).toBe(400);
    expect(login.headers.get('Content-Language')).toBe('ar');
    expect((await login.json()).message).toBe(ar.auth.invalidEmail);
    const signedOut = await api.app.request('/api/admin/user', { headers: { 'Accept-Language': 'ar' } });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).message).toBe(ar.auth.signInToContinue);
    const english = await api.app.request('/api/admin/user', { headers: { 'Accept-Language': 'en-GB,ar;q=0.8' } });
    expect((await english.json()).message).toBe(en.auth.signInToContinue);
  });
});

describe('the rate limit in the request’s language', () => {
  // A scale of 0.02 turns the contact limit of 100 into 2.
  const api = useTestApi({ RATE_LIMIT_SCALE: '0.02' });

  it('answers 429 in Arabic, its seconds counted in Arabic', async () => {
    for (const subject of ['First', 'Second']) expect((await api.app.request('/api/contact', jsonInit('POST', { ...validContact, subject }))).status).toBe(201);
    const limited = await api.app.request('/api/contact', inArabic(jsonInit('POST', { ...validContact, subject: 'Third' })));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Content-Language')).toBe('ar');
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    const { message } = await limited.json();
    expect(message).toBe(ar.requests.tooManyRequests(seconds));
    expect(message).toMatch(/^أرسلت طلبات كثيرة في وقت قصير\. من فضلك حاول مرة أخرى بعد /);
    const english = await api.app.request('/api/contact', jsonInit('POST', { ...validContact, subject: 'Fourth' }));
    expect((await english.json()).message).toBe(en.requests.tooManyRequests(Number(english.headers.get('retry-after'))));
  });
});
