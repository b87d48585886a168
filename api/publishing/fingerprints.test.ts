import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redirect, siteContent, uploadedImage } from '../../db/schema.ts';
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

  it('changes with the redirects the build writes and the library’s alt texts, not with a redirect’s visits', async () => {
    const db = api.handle.db;
    const before = await contentFingerprint(db);
    const [added] = await db.insert(redirect).values({ fromPath: '/old-page', toPath: '/about' }).returning();
    const withRedirect = await contentFingerprint(db);
    expect(withRedirect).not.toBe(before);
    await db
      .update(redirect)
      .set({ hits: 12 })
      .where(eq(redirect.id, added?.id ?? 0));
    expect(await contentFingerprint(db)).toBe(withRedirect);
    await db.insert(uploadedImage).values({ name: 'hall.webp', url: '/uploads/hall.webp', width: 800, height: 600, bytes: 1000 });
    const withImage = await contentFingerprint(db);
    await db.update(uploadedImage).set({ altEn: 'The entrance hall' }).where(eq(uploadedImage.name, 'hall.webp'));
    expect(await contentFingerprint(db)).not.toBe(withImage);
  });
});
