import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessage } from '../../db/schema.ts';
import { jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { VISITOR_MESSAGE } from '../../shared/test/visitor-message.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

const valid = VISITOR_MESSAGE;

const storedCount = async () => must((await api.handle.db.select({ n: count() }).from(contactMessage))[0]).n;

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with it', async () => {
    const before = await storedCount();
    const res = await api.app.request('/api/contact', jsonInit('POST', valid));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject(valid);
    expect(body.id).toBeTypeOf('number');
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    expect(await storedCount()).toBe(before + 1);
  });

  it.each([
    ['name', 'M', en.contact.nameTooShort],
    ['email', 'not-an-email', en.contact.invalidEmail],
    ['phone', '1234567', en.contact.phoneTooShort],
    ['subject', 'Hi', en.contact.subjectTooShort],
    ['message', 'Too short', en.contact.messageTooShort],
  ])('refuses a bad %s with the spec message and stores nothing', async (field, value, message) => {
    const before = await storedCount();
    const res = await api.app.request('/api/contact', jsonInit('POST', { ...valid, [field]: value }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.issues).toContainEqual({ path: field, message });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a NUL character, which the database would cut the text at, and stores nothing', async () => {
    const before = await storedCount();
    const res = await api.app.request('/api/contact', jsonInit('POST', { ...valid, message: `${valid.message}\u0000 and what follows` }));
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toContainEqual({ path: 'message', message: en.fields.nulCharacter('message') });
    expect(await storedCount()).toBe(before);
  });

  it('counts whitespace-only text as missing', async () => {
    const res = await api.app.request('/api/contact', jsonInit('POST', { ...valid, name: '   ' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.contact.nameTooShort);
  });

  it('reports every missing field of an empty body with its own message', async () => {
    const res = await api.app.request('/api/contact', jsonInit('POST', {}));
    expect(res.status).toBe(400);
    const { issues } = await res.json();
    expect(issues.map((issue: { path: string }) => issue.path)).toEqual(['name', 'email', 'phone', 'subject', 'message']);
  });

  it('refuses malformed JSON with 400 and a sentence, and stores nothing', async () => {
    const before = await storedCount();
    const res = await api.app.request('/api/contact', jsonInit('POST', '{"name": "Mona",'));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Malformed JSON in request body');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a JSON array or a wrong field type without a server error, and stores nothing', async () => {
    const before = await storedCount();
    for (const body of [[1, 2], { ...valid, name: 42 }, 'null']) {
      const res = await api.app.request('/api/contact', jsonInit('POST', body));
      expect(res.status).toBe(400);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a form-encoded body with 415 and stores nothing', async () => {
    const before = await storedCount();
    const res = await api.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Mona',
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Please send the request body as JSON (Content-Type: application/json).');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a very long message with 400, not a server error', async () => {
    const res = await api.app.request('/api/contact', jsonInit('POST', { ...valid, message: 'x'.repeat(6000) }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Message must be at most 5000 characters');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await api.app.request('/api/contact', jsonInit('POST', { ...valid, message: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
  });

  it('stores all of 20 concurrent submissions', async () => {
    const before = await storedCount();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => api.app.request('/api/contact', jsonInit('POST', { ...valid, subject: `Concurrent enquiry ${i}` }))));
    expect(responses.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(await storedCount()).toBe(before + 20);
  });
});
