import { eq } from 'drizzle-orm';
import { test as base, expect, type Page } from '@playwright/test';
import { hashPassword } from '../../api/accounts/passwords.ts';
import { createSession } from '../../api/sessions/sessions.ts';
import { user as userTable } from '../../db/schema.ts';
import { e2eDatabase } from './support/database.ts';
import { must } from '../../shared/must.ts';

export interface SignedInAdmin {
  id: number;
  email: string;
  name: string;
  password: string;
}

/**
 * `admin`: an approved admin created directly in the database with a session cookie already in the
 * browser, so journeys don't sign in through the UI each time. The account is deleted afterwards.
 * Failures save a screenshot (see playwright.config.ts).
 */
export const test = base.extend<{ admin: SignedInAdmin }>({
  admin: async ({ context, baseURL }, use, testInfo) => {
    const db = await e2eDatabase();
    const email = `e2e-${testInfo.testId}-${Date.now()}@example.com`.toLowerCase();
    const password = 'e2e-admin-password';
    const [created] = await db
      .insert(userTable)
      .values({ email, name: 'Journey Admin', password: await hashPassword(password), approved: true })
      .returning();
    const { token } = await createSession(db, must(created).id);
    await context.addCookies([{ name: 'session', value: token, url: must(baseURL), httpOnly: true, sameSite: 'Lax' }]);
    await use({ id: must(created).id, email, name: must(created).name, password });
    await db.delete(userTable).where(eq(userTable.id, must(created).id));
  },
});

export { expect };

/** Fails the test on any console error or CSP violation the page reports. */
export const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};
