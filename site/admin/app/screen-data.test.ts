import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { pipelineFirstPages } from '../messages/pipeline-columns.ts';
import { createQueryClient } from './query-client.ts';
import { firstReads, prefetchScreenData } from './screen-data.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const user = (role: string) => ({ id: 1, role, approved: true, mustSetUpTwoFactor: false }) as unknown as SessionUser;

afterEach(() => vi.restoreAllMocks());

describe("a screen's first reads", () => {
  it('are listed by the path segment the page opens on, with the sidebar’s count of new messages', () => {
    const reads = firstReads();
    expect(reads.projects).toEqual(expect.arrayContaining([endpoints.projects, endpoints.messageSummary]));
    expect(reads['site-content']).toEqual(expect.arrayContaining([endpoints.siteContent, endpoints.messageSummary]));
    expect(Object.keys(reads)).toEqual(expect.arrayContaining(['dashboard', 'messages', 'media', 'users', 'activity', 'settings']));
  });

  it('use the answers the page asked for already instead of asking again', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ asked: 'again' }));
    const client = createQueryClient();
    prefetchScreenData(client, '/admin/site-content', user('admin'), { [endpoints.siteContent]: Promise.resolve(json({ asked: 'first' })) });
    await vi.waitFor(() => expect(client.getQueryData([endpoints.siteContent])).toEqual({ asked: 'first' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([endpoints.messageSummary, endpoints.testimonials]);
  });

  it("of the pipeline are its columns' first pages, asked for once", async () => {
    const columns = pipelineFirstPages();
    expect(firstReads()['messages/pipeline']).toEqual([...columns, endpoints.messageSummary, endpoints.testimonials]);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ page: 1, limit: 20, total: 0, items: [] }));
    const client = createQueryClient();
    const asked = Object.fromEntries(columns.map((url) => [url, Promise.resolve(json({ page: 1, limit: 20, total: 1, items: [] }))]));
    const summary = json({ newCount: 2 });
    prefetchScreenData(client, '/admin/messages/pipeline', user('sales'), { ...asked, [endpoints.messageSummary]: Promise.resolve(summary) });
    await vi.waitFor(() => expect(client.getQueryData([columns[0], 'pipeline'])).toMatchObject({ pages: [{ total: 1 }] }));
    await vi.waitFor(() => expect(client.getQueryData([endpoints.messageSummary])).toEqual({ newCount: 2 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ask nothing of a screen the account may not open, and let go of what the page asked for it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const refused = new Response(JSON.stringify({ message: 'Not allowed.' }), { status: 403 });
    prefetchScreenData(createQueryClient(), '/admin/users', user('sales'), { [endpoints.users]: Promise.resolve(refused) });
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(refused.bodyUsed || refused.body?.locked).toBe(true));
  });
});
