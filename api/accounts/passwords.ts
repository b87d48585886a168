import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane), OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown email is not faster to answer. */
export const verifyAgainstDecoy = async (password: string) => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
};

export const generateStrongPassword = () => randomBytes(18).toString('base64url');
