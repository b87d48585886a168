import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/client.ts';
import { backupCode, user as userTable, type User } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;
const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer: company.name, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new key for the authenticator app: 160 random bits, as base32 and as the `otpauth://` address its QR code holds. */
export const newTwoFactorKey = (email: string) => {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, email).toString() };
};

/**
 * Accepts a code from the app for `secret` (the one before or after the current one too, for a phone's clock
 * that is a little off), once: the code's 30-second step must come after the last one accepted for the account,
 * and recording it is one conditional UPDATE, so two requests with the same code cannot both pass.
 */
export const acceptAppCode = async (db: Database, account: Pick<User, 'id' | 'email'>, secret: string, code: string, now: Date) => {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpFor(secret, account.email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  const [recorded] = await db
    .update(userTable)
    .set({ twoFactorLastStep: step })
    .where(and(eq(userTable.id, account.id), or(isNull(userTable.twoFactorLastStep), lt(userTable.twoFactorLastStep, step))))
    .returning({ id: userTable.id });
  return recorded !== undefined;
};

const BACKUP_CODES = 10;
/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** Ten codes of ten characters (about 49 random bits each, "abcde-fghjk"): each signs in once without the app. */
export const newBackupCodes = () =>
  Array.from({ length: BACKUP_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/** Replaces the account's backup codes; only their SHA-256 is kept (random codes need no slow hash). */
export const storeBackupCodes = async (db: Database, userId: number, codes: string[]) => {
  await db.batch([db.delete(backupCode).where(eq(backupCode.userId, userId)), db.insert(backupCode).values(codes.map((code) => ({ codeHash: hashCode(code), userId })))]);
};

/** Uses up one backup code: the DELETE that finds it is the only one that can, so a code signs in once. */
const useBackupCode = async (db: Database, userId: number, code: string) => {
  const [used] = await db
    .delete(backupCode)
    .where(and(eq(backupCode.userId, userId), eq(backupCode.codeHash, hashCode(code))))
    .returning({ codeHash: backupCode.codeHash });
  return used !== undefined;
};

/** A code typed at sign-in: six digits from the app, or a backup code. Answers how it was accepted, or null. */
export const acceptSignInCode = async (db: Database, account: User, code: string, now: Date): Promise<'app' | 'backup code' | null> => {
  if (!account.twoFactorSecret || !account.twoFactorEnabledAt) return null;
  if (/^\d{6}$/.test(code)) return (await acceptAppCode(db, account, account.twoFactorSecret, code, now)) ? 'app' : null;
  return (await useBackupCode(db, account.id, code)) ? 'backup code' : null;
};

/** Turns two-step sign-in off: the key, its last step and the backup codes go. */
export const removeTwoFactor = async (db: Database, userId: number) => {
  await db.batch([
    db.update(userTable).set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null }).where(eq(userTable.id, userId)),
    db.delete(backupCode).where(eq(backupCode.userId, userId)),
  ]);
};
