import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { readSessionCookie } from '../accounts/session-cookie.ts';
import { validateSessionToken } from '../accounts/sessions.ts';

/** Whether the request carries the session of an approved admin: the pages only admins may see ask it. */
export const approvedAdminCheck =
  (db: Database, secureCookies: boolean) =>
  async (c: Context): Promise<boolean> => {
    const token = readSessionCookie(c, secureCookies);
    if (!token) return false;
    const result = await validateSessionToken(db, token);
    return Boolean(result?.user.approved);
  };
