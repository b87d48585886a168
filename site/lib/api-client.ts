import { hc } from 'hono/client';
import type { ApiApp } from '../../api/app.ts';

/**
 * The typed client for the /api contract: paths, bodies and answers come from the Hono routes,
 * so nothing here is typed by hand. Every request carries the session cookie.
 */
export const api = hc<ApiApp>('/', { init: { credentials: 'include' } });
