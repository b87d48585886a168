import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { AdminIndexRedirect, GuestOnly, RequireUser } from '../session/route-guards.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { NotFoundView } from './NotFoundView.tsx';

// Each screen is its own chunk: signing in does not download the gallery editor.
const LoginPage = lazy(() => import('../session/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../session/RegisterPage.tsx'));
const DashboardPage = lazy(() => import('../dashboard/DashboardPage.tsx'));
const ProjectsPage = lazy(() => import('../projects/ProjectsPage.tsx'));
const MessagesPage = lazy(() => import('../messages/MessagesPage.tsx'));
const SubscribersPage = lazy(() => import('../subscribers/SubscribersPage.tsx'));
const UsersPage = lazy(() => import('../users/UsersPage.tsx'));
const SettingsPage = lazy(() => import('../settings/SettingsPage.tsx'));
const ActivityPage = lazy(() => import('../activity/ActivityPage.tsx'));
const SiteContentPage = lazy(() => import('../site-content/SiteContentPage.tsx'));
const MediaPage = lazy(() => import('../media/MediaPage.tsx'));
const RedirectsPage = lazy(() => import('../redirects/RedirectsPage.tsx'));

/** The admin routes of spec section 2; every other /admin path is the admin's own not-found view. */
export function AdminRoutes() {
  const [location] = useLocation();
  if (location.length > 1 && location.endsWith('/')) return <Redirect to={location.replace(/\/+$/, '')} replace />;

  return (
    <Switch>
      <Route path="/admin">
        <AdminIndexRedirect />
      </Route>
      <Route path="/admin/login">
        <GuestOnly>
          <Suspense fallback={<LoadingState fullScreen />}>
            <LoginPage />
          </Suspense>
        </GuestOnly>
      </Route>
      <Route path="/admin/register">
        <GuestOnly>
          <Suspense fallback={<LoadingState fullScreen />}>
            <RegisterPage />
          </Suspense>
        </GuestOnly>
      </Route>
      <Route>
        <RequireUser>
          <AdminLayout>
            <Suspense fallback={<LoadingState />}>
              <Switch>
                <Route path="/admin/dashboard" component={DashboardPage} />
                <Route path="/admin/projects" component={ProjectsPage} />
                <Route path="/admin/messages" component={MessagesPage} />
                <Route path="/admin/subscribers" component={SubscribersPage} />
                <Route path="/admin/site-content/:screen?" component={SiteContentPage} />
                <Route path="/admin/media" component={MediaPage} />
                <Route path="/admin/redirects" component={RedirectsPage} />
                <Route path="/admin/users" component={UsersPage} />
                <Route path="/admin/activity" component={ActivityPage} />
                <Route path="/admin/settings" component={SettingsPage} />
                <Route component={NotFoundView} />
              </Switch>
            </Suspense>
          </AdminLayout>
        </RequireUser>
      </Route>
    </Switch>
  );
}
