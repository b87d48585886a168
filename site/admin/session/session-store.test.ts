import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { endpoints } from '../lib/endpoints.ts';
import { SESSION_PATH } from './paths.ts';
import { $session, loadSession } from './session-store.ts';

const owner = { id: 1, username: null, email: 'owner@nileatelier.com', name: 'Studio Owner', role: 'admin', approved: true, createdAt: '2026-01-01T00:00:00.000Z', isOwner: true };

afterEach(() => {
  vi.restoreAllMocks();
  $session.set({ status: 'loading', user: null });
});

describe('session store', () => {
  it('holds the user the server names', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(owner), { status: 200 }));
    await loadSession(createQueryClient());
    expect($session.get()).toEqual({ status: 'ready', user: owner });
  });

  it('treats a 401 as no user', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Please sign in to continue."}', { status: 401 }));
    await loadSession(createQueryClient());
    expect($session.get()).toEqual({ status: 'ready', user: null });
  });

  it('treats any other failure as no user too', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await loadSession(createQueryClient());
    expect($session.get()).toEqual({ status: 'ready', user: null });
  });

  it('reads the answer the page asked for before the app arrived, without asking again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await loadSession(createQueryClient(), Promise.resolve(new Response(JSON.stringify(owner), { status: 200 })));
    expect($session.get()).toEqual({ status: 'ready', user: owner });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is asked early at the path the app reads', () => {
    expect(SESSION_PATH).toBe(endpoints.user);
  });

  it('takes an early 401 or failure as no user', async () => {
    await loadSession(createQueryClient(), Promise.resolve(new Response('{}', { status: 401 })));
    expect($session.get()).toEqual({ status: 'ready', user: null });
    await loadSession(createQueryClient(), Promise.reject(new TypeError('Failed to fetch')));
    expect($session.get()).toEqual({ status: 'ready', user: null });
  });
});
