import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { mayUse } from '../../shared/roles.ts';
import { readSessionCookie } from '../sessions/session-cookie.ts';
import { validateSessionToken } from '../sessions/sessions.ts';

/**
 * Whether the request carries the session of an approved account that works on the site's content (an admin
 * or an editor): the pages only they may see (the drafts' previews) ask it.
 */
export const approvedAdminCheck =
  (db: Database, secureCookies: boolean) =>
  async (c: Context): Promise<boolean> => {
    const token = readSessionCookie(c, secureCookies);
    if (!token) return false;
    const result = await validateSessionToken(db, token);
    return Boolean(result?.user.approved && mayUse(result.user, 'siteContent'));
  };
