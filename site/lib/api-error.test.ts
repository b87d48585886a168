import { describe, expect, it } from 'vitest';
import { ApiError, ensureOk, errorFromResponse, messageInBody, readJson, reasonOf } from './api-error.ts';
import { en } from '../../shared/messages/en.ts';

describe('API errors', () => {
  it('reads the JSON sentence as "<status>: <message>"', async () => {
    const error = await errorFromResponse(new Response(JSON.stringify({ message: en.auth.invalidLogin }), { status: 401 }));
    expect(error.message).toBe('401: Invalid email or password');
    expect(error.status).toBe(401);
    expect(reasonOf(error)).toBe(en.auth.invalidLogin);
  });

  it('uses plain text bodies as they are, and the status text when the body is empty', async () => {
    expect((await errorFromResponse(new Response('Bad gateway upstream', { status: 502 }))).message).toBe('502: Bad gateway upstream');
    expect((await errorFromResponse(new Response(null, { status: 404, statusText: 'Not Found' }))).message).toBe('404: Not Found');
  });

  it('passes OK responses through', async () => {
    const response = new Response('{}', { status: 200 });
    expect(await ensureOk(response)).toBe(response);
    await expect(ensureOk(new Response('{"message":"Nope"}', { status: 403 }))).rejects.toThrow('403: Nope');
  });

  it('reads the JSON of an OK answer', async () => {
    const saved = { id: 7, title: 'Zamalek Apartment' };
    expect(await readJson(new Response(JSON.stringify(saved), { status: 201 }))).toEqual(saved);
  });

  it("throws the spec's error instead of reading a failed answer", async () => {
    const failed = readJson(new Response(JSON.stringify({ message: 'Project not found' }), { status: 404 }));
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 404, message: '404: Project not found' });
    await expect(readJson(new Response('upstream timed out', { status: 504 }))).rejects.toThrow('504: upstream timed out');
  });

  it('finds the sentence of a { message } body and nothing in any other body', () => {
    expect(messageInBody('{"message":"Image too large"}')).toBe('Image too large');
    expect(messageInBody('{"error":"Image too large"}')).toBeNull();
    expect(messageInBody('<html>Bad gateway</html>')).toBeNull();
  });
});
