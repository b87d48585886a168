import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { meta } from '../../db/schema.ts';
import { cairoDay } from '../../shared/cairo-day.ts';

const SALT_KEY = 'visitor-salt:';

export interface VisitorIdsOptions {
  /** The clock; tests move it across midnight. */
  now?: () => Date;
  /** Called once a process has moved to a new day, after the old salts were deleted (e.g. to delete the day's visit records). */
  onNewDay?: (day: string) => Promise<void> | void;
}

/**
 * Who is the same visitor today, without a cookie and without keeping who they are: a hash of the
 * client's address and user agent with a random salt of the day (the method Plausible describes).
 * The salt is kept in the database so that every server process counts alike, and deleted when the
 * day is over: from then on nobody, the studio included, can tell which address made yesterday's ids.
 */
export const createVisitorIds = (db: Database, { now = () => new Date(), onNewDay }: VisitorIdsOptions = {}) => {
  let current: { day: string; salt: Promise<string> } | null = null;

  const saltOf = async (day: string) => {
    const key = `${SALT_KEY}${day}`;
    await db
      .insert(meta)
      .values({ key, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
    if (!row) throw new Error(`The visitor salt of ${day} could not be read back.`);
    await db.delete(meta).where(and(like(meta.key, `${SALT_KEY}%`), ne(meta.key, key)));
    await onNewDay?.(day);
    return row.value;
  };

  const saltOfToday = () => {
    const day = cairoDay(now());
    if (current?.day !== day) {
      // A salt that could not be stored (a busy database) is asked for again next time.
      const next = {
        day,
        salt: saltOf(day).catch((error: unknown) => {
          if (current === next) current = null;
          throw error;
        }),
      };
      current = next;
    }
    return current;
  };

  const idWith = (salt: string, address: string, userAgent: string) => createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);

  return {
    /** Today's id of the visitor with this address and user agent (the same all day, another tomorrow). */
    async idOf(address: string, userAgent: string): Promise<{ day: string; visitor: string }> {
      const { day, salt } = saltOfToday();
      return { day, visitor: idWith(await salt, address, userAgent) };
    },
    /**
     * Today, having moved to its salt if the day changed since the last call (a quiet night still ends the
     * day), and a function giving today's ids without asking the clock again: for many ids at once.
     */
    async today(): Promise<{ day: string; idOf: (address: string, userAgent: string) => string }> {
      const { day, salt } = saltOfToday();
      const todaysSalt = await salt;
      return { day, idOf: (address, userAgent) => idWith(todaysSalt, address, userAgent) };
    },
  };
};
