import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { fetchAllMessages } from './use-messages.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the CSV export’s messages', () => {
  it('are every message that matches, read page after page as the API pages its list', async () => {
    const fetchMock = mockFetch();
    const total = 130;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const ids = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, index) => ({ id: total - (page - 1) * limit - index }));
      return jsonResponse({ messages: ids, total, totalValue: 0, page, limit });
    });
    const all = await fetchAllMessages({ hide: ['Spam'] });
    expect(all.map((message) => message.id)).toEqual(Array.from({ length: total }, (_, index) => total - index));
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
    expect(asked).toEqual(['?hide=Spam&page=1&limit=100', '?hide=Spam&page=2&limit=100']);
  });
});
