import type { Page, Request } from 'playwright-core';

/** What the sign-in screens may send before anyone types: JavaScript as served (brotli), in bytes and requests (decision 023). */
export const SIGN_IN_BUDGET = { scriptKb: 60, scriptRequests: 8 } as const;

/** The documents that must stay within the budget: each answered by the light sign-in page. */
export const SIGN_IN_PATHS = ['/admin/login', '/admin/forgot-password', '/admin/reset-password?token=x'] as const;

export interface ScriptTally {
  requests: number;
  /** Bytes on the wire (the compressed body, as served). */
  bytes: number;
  urls: string[];
}

/** Counts the scripts a page receives from now on; `stop()` returns the tally once every response has finished. */
export const tallyScripts = (page: Page) => {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  };
  page.on('requestfinished', onFinished);
  return async (): Promise<ScriptTally> => {
    page.off('requestfinished', onFinished);
    const scripts = await Promise.all(pending);
    return { requests: scripts.length, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), urls: scripts.map((script) => script.url) };
  };
};

/** The budget's failures for one page's tally, in words; none when it holds. */
export const overBudget = (path: string, tally: ScriptTally): string[] => [
  ...(tally.bytes / 1024 > SIGN_IN_BUDGET.scriptKb ? [`${path}: ${(tally.bytes / 1024).toFixed(1)} KB of JavaScript > ${SIGN_IN_BUDGET.scriptKb} KB`] : []),
  ...(tally.requests > SIGN_IN_BUDGET.scriptRequests ? [`${path}: ${tally.requests} script requests > ${SIGN_IN_BUDGET.scriptRequests}`] : []),
];
