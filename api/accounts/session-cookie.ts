import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** `__Host-` pins the cookie to this exact origin; browsers only accept it with `Secure`. */
const cookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

export const readSessionCookie = (c: Context, secure: boolean) => getCookie(c, cookieName(secure));

export const setSessionCookie = (c: Context, token: string, expiresAt: Date, secure: boolean) =>
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });

export const clearSessionCookie = (c: Context, secure: boolean) => deleteCookie(c, cookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
