import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
};

const mailsTo = async (address: string) => {
  const files = (() => {
    try {
      return readdirSync(mailDir()).sort();
    } catch {
      return [];
    }
  })();
  const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(join(mailDir(), file)))));
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) => to.value.some((entry) => entry.address === address)));
};

/** Waits for the newest email the server sent to `address` (the outbox sends within seconds). */
export const waitForMailTo = async (address: string): Promise<ParsedMail> => {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).at(-1);
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as ParsedMail;
};
