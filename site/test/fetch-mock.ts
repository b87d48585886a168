import { vi } from 'vitest';

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch with a mock; each test decides what the API answers. */
export const mockFetch = () => {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The request a mocked fetch received, as path, method and parsed JSON body. */
export const requestOf = async (call: Parameters<typeof fetch>) => {
  const [input, init] = call;
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const text = await request.clone().text();
  return { path: new URL(request.url).pathname, method: request.method, body: text ? JSON.parse(text) : undefined };
};
