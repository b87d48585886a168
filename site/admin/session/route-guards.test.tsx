import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $adminLanguage } from '../i18n/text.ts';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import { AdminIndexRedirect, GuestOnly, RequireArea, RequireUser, SignInPage } from './route-guards.tsx';
import { openSignIn } from './sign-in-page.ts';
import { SidebarContent } from '../layout/SidebarContent.tsx';
import { $session, setSessionUser } from './session-store.ts';
import { useSignedInUser } from './signed-in-user.tsx';

vi.mock('./sign-in-page.ts', () => ({ openSignIn: vi.fn() }));

afterEach(() => {
  vi.mocked(openSignIn).mockClear();
  $session.set({ status: 'loading', user: null });
  $adminLanguage.set('en');
});

const Secret = () => <p>Project list</p>;
const Greeting = () => <p>Signed in as {useSignedInUser().email}</p>;

describe('route guards', () => {
  it('shows a spinner while the session loads', () => {
    const { location } = renderAdmin(
      <RequireUser>
        <Secret />
      </RequireUser>,
      { path: '/admin/projects' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session…');
    expect(screen.queryByText('Project list')).not.toBeInTheDocument();
    expect(location.history).toEqual(['/admin/projects']);
  });

  it('sends a visitor without a session to the sign-in page', () => {
    setSessionUser(null);
    renderAdmin(
      <RequireUser>
        <Secret />
      </RequireUser>,
      { path: '/admin/projects' },
    );
    expect(openSignIn).toHaveBeenCalledWith({});
    expect(screen.queryByText('Project list')).not.toBeInTheDocument();
  });

  it('loads the sign-in page for its addresses, a reset link with its token', () => {
    renderAdmin(<SignInPage />, { path: '/admin/reset-password?token=abc_DEF-123' });
    expect(openSignIn).toHaveBeenCalledWith({ at: '/admin/reset-password?token=abc_DEF-123' });
  });

  it('shows the awaiting-approval screen, not the data, to a pending account', () => {
    setSessionUser(makeUser({ id: 5, name: 'Nour Adel', email: 'nour@example.com', approved: false, isOwner: false }));
    renderAdmin(
      <RequireUser>
        <Secret />
      </RequireUser>,
      { path: '/admin/messages' },
    );
    expect(screen.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeInTheDocument();
    expect(screen.getByText('nour@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByText('Project list')).not.toBeInTheDocument();
  });

  it('lets an approved user in', () => {
    setSessionUser(makeUser());
    renderAdmin(
      <RequireUser>
        <Secret />
      </RequireUser>,
      { path: '/admin/projects' },
    );
    expect(screen.getByText('Project list')).toBeInTheDocument();
  });

  it('hands the signed-in user to the screens inside it', () => {
    setSessionUser(makeUser({ email: 'amira@example.com' }));
    renderAdmin(
      <RequireUser>
        <Greeting />
      </RequireUser>,
      { path: '/admin/settings' },
    );
    expect(screen.getByText('Signed in as amira@example.com')).toBeInTheDocument();
  });

  it('sends a signed-in user away from register to the dashboard', () => {
    setSessionUser(makeUser());
    const { location } = renderAdmin(
      <GuestOnly>
        <p>Sign in form</p>
      </GuestOnly>,
      { path: '/admin/register' },
    );
    expect(location.history.at(-1)).toBe('/admin/dashboard');
    expect(screen.queryByText('Sign in form')).not.toBeInTheDocument();
  });

  it('shows register to a visitor', () => {
    setSessionUser(null);
    renderAdmin(
      <GuestOnly>
        <p>Sign in form</p>
      </GuestOnly>,
      { path: '/admin/register' },
    );
    expect(screen.getByText('Sign in form')).toBeInTheDocument();
  });

  it('sends /admin to the dashboard or the sign-in screen', () => {
    setSessionUser(null);
    const visitor = renderAdmin(<AdminIndexRedirect />);
    expect(openSignIn).toHaveBeenCalledWith({});
    visitor.unmount();
    setSessionUser(makeUser());
    const signedIn = renderAdmin(<AdminIndexRedirect />);
    expect(signedIn.location.history.at(-1)).toBe('/admin/dashboard');
  });

  it('shows "You don\'t have access to this page." for a screen the role does not use, and the screen to the roles that do', () => {
    setSessionUser(makeUser({ role: 'editor', isOwner: false }));
    const editor = renderAdmin(
      <RequireUser>
        <RequireArea area="messages">
          <p>Inbox</p>
        </RequireArea>
      </RequireUser>,
      { path: '/admin/messages' },
    );
    expect(screen.getByRole('heading', { name: "You don't have access to this page." })).toBeInTheDocument();
    expect(screen.queryByText('Inbox')).not.toBeInTheDocument();
    editor.unmount();
    setSessionUser(makeUser({ role: 'sales', isOwner: false }));
    renderAdmin(
      <RequireUser>
        <RequireArea area="messages">
          <p>Inbox</p>
        </RequireArea>
      </RequireUser>,
      { path: '/admin/messages' },
    );
    expect(screen.getByText('Inbox')).toBeInTheDocument();
  });

  it('says in Arabic that the role, by its Arabic name, does not include the screen', () => {
    $adminLanguage.set('ar');
    setSessionUser(makeUser({ role: 'editor', isOwner: false, adminLanguage: 'ar' }));
    renderAdmin(
      <RequireUser>
        <RequireArea area="users">
          <p>Users</p>
        </RequireArea>
      </RequireUser>,
      { path: '/admin/users' },
    );
    expect(screen.getByRole('heading', { name: 'ليست لديك صلاحية لفتح هذه الصفحة.' })).toBeInTheDocument();
    expect(screen.getByText(/^دورك \(محرر\) لا يشمل/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الذهاب إلى لوحة التحكم' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('sends an account the office requires to set up two-step sign-in to Settings, from any screen', () => {
    setSessionUser(makeUser({ mustSetUpTwoFactor: true }));
    const { location } = renderAdmin(
      <RequireUser>
        <Secret />
      </RequireUser>,
      { path: '/admin/projects' },
    );
    expect(location.history.at(-1)).toBe('/admin/settings');
  });
});

describe('the sidebar', () => {
  const linksFor = (role: string, isOwner = false) => {
    setSessionUser(makeUser({ role, isOwner }));
    const view = renderAdmin(
      <RequireUser>
        <SidebarContent />
      </RequireUser>,
      { path: '/admin/dashboard' },
    );
    const names = screen.getAllByRole('link').map((link) => link.textContent?.trim());
    const shown = screen.getByText(/^Role:/).textContent;
    view.unmount();
    return { names, role: shown };
  };

  it('shows each role the screens it may use, and the owner as "owner"', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ newCount: 0, byStatus: {}, weeks: [] }), { status: 200 })),
    );
    expect(linksFor('editor').names).toEqual(['Dashboard', 'Projects', 'Newsletter', 'Site Content', 'Media', 'Testimonials', 'Redirects', 'Settings', 'View website']);
    expect(linksFor('sales').names).toEqual(['Dashboard', 'Messages', 'Subscribers', 'Settings', 'View website']);
    expect(linksFor('admin').names).toEqual([
      'Dashboard',
      'Analytics',
      'Projects',
      'Messages',
      'Subscribers',
      'Newsletter',
      'Site Content',
      'Media',
      'Testimonials',
      'Redirects',
      'Users',
      'Activity',
      'Settings',
      'View website',
    ]);
    expect(linksFor('admin', true).role).toBe('Role: owner');
    expect(linksFor('sales').role).toBe('Role: sales');
    vi.unstubAllGlobals();
  });
});
