import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { $session, setSessionUser } from '../session/session-store.ts';
import { SignedInUserContext } from '../session/signed-in-user.tsx';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import { SidebarContent } from './SidebarContent.tsx';

const testimonial = (id: number, status: string) => ({ id, status, name: `Client ${id}`, quote: { en: 'Good work.', ar: '' } });

const showSidebar = (user = makeUser(), testimonials = [testimonial(1, 'pending'), testimonial(2, 'approved'), testimonial(3, 'pending')]) => {
  mockFetch().mockImplementation(async (input, init) => {
    const { path } = await requestOf([input, init]);
    return path === '/api/admin/testimonials' ? jsonResponse(testimonials) : jsonResponse({ newCount: 3, weeks: [], byStatus: {} });
  });
  setSessionUser(user);
  renderAdmin(
    <SignedInUserContext value={user}>
      <SidebarContent />
    </SignedInUserContext>,
    { path: '/admin/dashboard' },
  );
  return screen.getByRole('navigation');
};

afterEach(() => {
  vi.unstubAllGlobals();
  $session.set({ status: 'loading', user: null });
  $adminLanguage.set('en');
});

describe('the sidebar', () => {
  it('counts the testimonials waiting for approval in the link’s name, and the new messages in its description', async () => {
    const nav = showSidebar();
    expect(await within(nav).findByRole('link', { name: 'Testimonials, 2 pending' })).toHaveAttribute('href', '/admin/testimonials');
    expect(await within(nav).findByRole('link', { name: 'Messages', description: '3 new messages' })).toBeInTheDocument();
  });

  it('shows no count when none waits', async () => {
    const nav = showSidebar(makeUser(), [testimonial(2, 'approved')]);
    await within(nav).findByRole('link', { name: 'Messages', description: '3 new messages' });
    expect(within(nav).getByRole('link', { name: 'Testimonials' })).toBeInTheDocument();
    expect(within(nav).getAllByTestId('nav-badge')).toHaveLength(1);
  });

  it('says the count in Arabic for an Arabic admin', async () => {
    $adminLanguage.set('ar');
    const nav = showSidebar(makeUser({ adminLanguage: 'ar' }), [testimonial(1, 'pending'), testimonial(3, 'pending')]);
    expect(await within(nav).findByRole('link', { name: 'شهادات العملاء، شهادتان بانتظار الموافقة' })).toBeInTheDocument();
  });

  it('asks nothing about testimonials for a role that cannot see them', async () => {
    const nav = showSidebar(makeUser({ role: 'sales', isOwner: false }));
    await within(nav).findByRole('link', { name: 'Messages', description: '3 new messages' });
    expect(within(nav).queryByRole('link', { name: /Testimonials/ })).toBeNull();
  });
});
