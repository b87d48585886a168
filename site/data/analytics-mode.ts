import { createHash } from 'node:crypto';
import { hitBeacon } from '../lib/hit-beacon.ts';
import { isPreviewBuild } from './page-content.ts';

/**
 * The page views' beacon of a page, with its hash for the page's CSP, when this build's pages carry it:
 * ANALYTICS=beacon, and never the admins' preview. `missing`: the page is the not-found page.
 */
export const hitBeaconOf = (missing: boolean) => {
  if (process.env.ANALYTICS !== 'beacon' || isPreviewBuild()) return null;
  const code = hitBeacon(missing);
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` as const };
};
