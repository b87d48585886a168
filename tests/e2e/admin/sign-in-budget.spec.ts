import { expect, test } from '../fixtures.ts';
import { overBudget, SIGN_IN_BUDGET, SIGN_IN_PATHS, tallyScripts } from '../../../scripts/bench/sign-in-budget.ts';

test(`the sign-in screens load at most ${SIGN_IN_BUDGET.scriptKb} KB of JavaScript in at most ${SIGN_IN_BUDGET.scriptRequests} requests before anyone types`, async ({
  browser,
  baseURL,
}) => {
  const failures: string[] = [];
  for (const path of SIGN_IN_PATHS) {
    // A new browser context each: an empty cache, as a phone's first visit.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const stop = tallyScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    failures.push(...overBudget(path, await stop()));
    await context.close();
  }
  expect(failures).toEqual([]);
});
