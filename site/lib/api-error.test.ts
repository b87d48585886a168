import { describe, expect, it } from 'vitest';
import { ensureOk, errorFromResponse, reasonOf } from './api-error.ts';
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
});
