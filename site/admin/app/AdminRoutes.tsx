import { useEffect, useReducer, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import type { AdminArea } from '../../../shared/roles.ts';
import { AdminIndexRedirect, GuestOnly, RequireArea, RequireUser, SignInPage } from '../session/route-guards.tsx';
import { SIGN_IN_SCREENS } from '../../../shared/sign-in-screens.ts';
import { LoadingState } from '../ui/Spinner.tsx';
import { NotFoundView } from './NotFoundView.tsx';
import { type ScreenLoader, screens } from './screen-loaders.ts';

/**
 * A screen from its chunk, drawn at once when the chunk is already here (preloaded). Otherwise a spinner until it
 * arrives, kept in state rather than by a Suspense boundary: React holds back a boundary's content for at least
 * 300 ms once its fallback has shown, which was most of a move between screens. A chunk that fails reaches the
 * error boundary, as React.lazy's did.
 */
function Screen({ load, fullScreen = false }: { load: ScreenLoader; fullScreen?: boolean }) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ load: ScreenLoader; error: unknown }>();
  useEffect(() => {
    if (load.loaded) return;
    let live = true;
    load().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ load, error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (failure?.load === load) throw failure.error;
  const Shown = load.loaded;
  return Shown ? <Shown /> : <LoadingState fullScreen={fullScreen} />;
}

/** The screens of one part of the admin each. */
const AREA_SCREENS: readonly [path: string, area: AdminArea, load: ScreenLoader][] = [
  ['/admin/analytics', 'analytics', screens.analytics],
  ['/admin/projects', 'projects', screens.projects],
  ['/admin/messages', 'messages', screens.messages],
  ['/admin/messages/pipeline', 'messages', screens.messages],
  ['/admin/subscribers', 'subscribers', screens.subscribers],
  ['/admin/newsletter/:id?', 'newsletter', screens.newsletter],
  ['/admin/site-content/:screen?', 'siteContent', screens.siteContent],
  ['/admin/media', 'media', screens.media],
  ['/admin/redirects', 'redirects', screens.redirects],
  ['/admin/testimonials', 'testimonials', screens.testimonials],
  ['/admin/users', 'users', screens.users],
  ['/admin/activity', 'activity', screens.activity],
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
      {Object.keys(SIGN_IN_SCREENS).map((path) => (
        <Route key={path} path={path}>
          <SignInPage />
        </Route>
      ))}
      <Route path="/admin/register">
        <GuestOnly>
          <Screen load={screens.register} fullScreen />
        </GuestOnly>
      </Route>
      <Route>
        <RequireUser>
          <AdminLayout>
            <Switch>
              <Route path="/admin/dashboard">
                <Screen load={screens.dashboard} />
              </Route>
              {AREA_SCREENS.map(([path, area, load]) => (
                <Route key={path} path={path}>
                  <RequireArea area={area}>
                    <Screen load={load} />
                  </RequireArea>
                </Route>
              ))}
              <Route path="/admin/settings">
                <Screen load={screens.settings} />
              </Route>
              <Route component={NotFoundView} />
            </Switch>
          </AdminLayout>
        </RequireUser>
      </Route>
    </Switch>
  );
}
