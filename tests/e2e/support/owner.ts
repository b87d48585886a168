import type { Browser, Page } from '@playwright/test';

export const OWNER = {
  email: process.env.E2E_OWNER_EMAIL ?? 'owner@nileatelier.com',
  password: process.env.E2E_OWNER_PASSWORD ?? 'e2e-owner-password',
  name: 'Studio Owner',
};

/** Signs in through the login screen, as a person would. */
export const signInThroughUi = async (page: Page, { email, password }: { email: string; password: string }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** A separate browser where the owner is signed in (for journeys with two people). */
export const ownerPage = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page, OWNER);
  await page.waitForURL('**/admin/dashboard');
  return { page, close: () => context.close() };
};
