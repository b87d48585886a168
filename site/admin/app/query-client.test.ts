import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.restoreAllMocks());

describe('default read helper', () => {
  it('GETs the first element of the query key with credentials and parses the JSON', async () => {
    const fetchMock = answer(200, [{ id: 1 }]);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/projects'] })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/projects', expect.objectContaining({ credentials: 'include' }));
  });

  it('turns a 401 into no data when the query asks for it', async () => {
    answer(401, { message: 'Please sign in to continue.' });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/admin/user'], meta: { on401: 'null' } })).resolves.toBeNull();
  });

  it('otherwise fails with "<status>: <message>", without retrying, and reports the 401', async () => {
    const fetchMock = answer(401, { message: 'Please sign in to continue.' });
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery({ queryKey: ['/api/admin/users'] })).rejects.toThrow('401: Please sign in to continue.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('keeps data fresh forever: a second read uses the cache', async () => {
    const fetchMock = answer(200, []);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/projects'] });
    await client.fetchQuery({ queryKey: ['/api/projects'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
