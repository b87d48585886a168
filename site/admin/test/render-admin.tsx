import './jsdom-polyfills.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../app/query-client.ts';
import type { SessionUser } from '../lib/api-types.ts';

/** Renders admin UI at a path, with its own query client and an in-memory address bar. */
export const renderAdmin = (ui: ReactNode, { path = '/admin' }: { path?: string } = {}) => {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
};

export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: null,
  email: 'owner@nileatelier.com',
  name: 'Studio Owner',
  role: 'admin',
  approved: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  isOwner: true,
  twoFactorEnabled: false,
  mustSetUpTwoFactor: false,
  adminLanguage: 'en',
  ...overrides,
});
