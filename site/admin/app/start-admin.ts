/**
 * The admin page's only script. It imports nothing of the app itself, so the browser asks for the app's modules all at once (the
 * bundler lists each dynamic import's modules to preload) rather than one level of imports after another, and it asks
 * for the chunk of the screen the page opens on at the same time as the app, not after the app has drawn its frame.
 * Who is signed in was asked already by the page's first script (AdminDocument.astro).
 */
import { SESSION_PATH } from '../session/paths.ts';

const host = document.getElementById('admin-app');
if (host) {
  const asked = (window as Window & { adminSession?: Promise<Response> }).adminSession;
  const session = asked ?? fetch(SESSION_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
  // A failure is the app's to handle (no user), when it reads the answer.
  session.catch(() => {});
  void import('./screen-loaders.ts').then(({ preloadScreen, screenOf }) => preloadScreen(screenOf(location.pathname)));
  void import('./mount-admin.tsx').then(({ mountAdminPage }) => mountAdminPage(host, session));
}
