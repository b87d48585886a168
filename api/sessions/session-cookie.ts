import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** `__Host-` pins a cookie to this exact origin; browsers only accept it with `Secure`. */
const cookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

const SESSION = 'session';
/** The sign-in waiting for its authentication code (pending-sign-in.ts): never a session. */
const PENDING_SIGN_IN = 'two-factor';

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'Lax', secure, path: '/' }) as const;

export const readSessionCookie = (c: Context, secure: boolean) => getCookie(c, cookieName(SESSION, secure));

export const setSessionCookie = (c: Context, token: string, expiresAt: Date, secure: boolean) =>
  setCookie(c, cookieName(SESSION, secure), token, { ...options(secure), expires: expiresAt });

export const clearSessionCookie = (c: Context, secure: boolean) => deleteCookie(c, cookieName(SESSION, secure), options(secure));

export const readPendingSignInCookie = (c: Context, secure: boolean) => getCookie(c, cookieName(PENDING_SIGN_IN, secure));

export const setPendingSignInCookie = (c: Context, token: string, expiresAt: Date, secure: boolean) =>
  setCookie(c, cookieName(PENDING_SIGN_IN, secure), token, { ...options(secure), expires: expiresAt });

export const clearPendingSignInCookie = (c: Context, secure: boolean) => deleteCookie(c, cookieName(PENDING_SIGN_IN, secure), options(secure));
