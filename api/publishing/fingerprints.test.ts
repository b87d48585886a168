import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../db/schema.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { useTestApi } from '../test/test-app.ts';
import { contentFingerprint } from './fingerprints.ts';

const api = useTestApi();
const company = (phone: string) => ({ ...defaultSiteContent.company, phone });

describe('contentFingerprint', () => {
  it('changes when published site content changes, and not for a draft visitors do not see', async () => {
    const db = api.handle.db;
    const first = await contentFingerprint(db);
    await db
      .update(siteContent)
      .set({ draft: company('+20 100 555 0199') })
      .where(eq(siteContent.section, 'company'));
    expect(await contentFingerprint(db)).toBe(first);
    await db
      .update(siteContent)
      .set({ published: company('+20 100 555 0199'), draft: null })
      .where(eq(siteContent.section, 'company'));
    expect(await contentFingerprint(db)).not.toBe(first);
  });
});
