import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import type { AdminArea } from '../../../shared/roles.ts';
import { AdminIndexRedirect, GuestOnly, RequireArea, RequireUser } from '../session/route-guards.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { NotFoundView } from './NotFoundView.tsx';

// Each screen is its own chunk: signing in does not download the gallery editor.
const LoginPage = lazy(() => import('../session/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../session/RegisterPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../session/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../session/ResetPasswordPage.tsx'));
const DashboardPage = lazy(() => import('../dashboard/DashboardPage.tsx'));
const ProjectsPage = lazy(() => import('../projects/ProjectsPage.tsx'));
const MessagesPage = lazy(() => import('../messages/MessagesPage.tsx'));
const SubscribersPage = lazy(() => import('../subscribers/SubscribersPage.tsx'));
const NewsletterPage = lazy(() => import('../newsletter/NewsletterPage.tsx'));
const UsersPage = lazy(() => import('../users/UsersPage.tsx'));
const SettingsPage = lazy(() => import('../settings/SettingsPage.tsx'));
const ActivityPage = lazy(() => import('../activity/ActivityPage.tsx'));
const AnalyticsPage = lazy(() => import('../analytics/AnalyticsPage.tsx'));
const SiteContentPage = lazy(() => import('../site-content/SiteContentPage.tsx'));
const MediaPage = lazy(() => import('../media/MediaPage.tsx'));
const RedirectsPage = lazy(() => import('../redirects/RedirectsPage.tsx'));
const TestimonialsPage = lazy(() => import('../testimonials/TestimonialsPage.tsx'));

/** The screens of one part of the admin each. */
const AREA_SCREENS: readonly [path: string, area: AdminArea, Screen: ComponentType][] = [
  ['/admin/analytics', 'analytics', AnalyticsPage],
  ['/admin/projects', 'projects', ProjectsPage],
  ['/admin/messages', 'messages', MessagesPage],
  ['/admin/messages/pipeline', 'messages', MessagesPage],
  ['/admin/subscribers', 'subscribers', SubscribersPage],
  ['/admin/newsletter/:id?', 'newsletter', NewsletterPage],
  ['/admin/site-content/:screen?', 'siteContent', SiteContentPage],
  ['/admin/media', 'media', MediaPage],
  ['/admin/redirects', 'redirects', RedirectsPage],
  ['/admin/testimonials', 'testimonials', TestimonialsPage],
  ['/admin/users', 'users', UsersPage],
  ['/admin/activity', 'activity', ActivityPage],
];

/** The admin's routes; every other /admin path is the admin's own not-found view. */
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
      <Route path="/admin/forgot-password">
        <GuestOnly>
          <Suspense fallback={<LoadingState fullScreen />}>
            <ForgotPasswordPage />
          </Suspense>
        </GuestOnly>
      </Route>
      {/* Open signed in or not: the link works for the account it was made for, whoever holds this browser. */}
      <Route path="/admin/reset-password">
        <Suspense fallback={<LoadingState fullScreen />}>
          <ResetPasswordPage />
        </Suspense>
      </Route>
      <Route>
        <RequireUser>
          <AdminLayout>
            <Suspense fallback={<LoadingState />}>
              <Switch>
                <Route path="/admin/dashboard" component={DashboardPage} />
                {AREA_SCREENS.map(([path, area, Screen]) => (
                  <Route key={path} path={path}>
                    <RequireArea area={area}>
                      <Screen />
                    </RequireArea>
                  </Route>
                ))}
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
