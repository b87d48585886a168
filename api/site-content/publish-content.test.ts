import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteContent, siteContentPublish } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { createUserWithSession, useTestApi } from '../test/test-app.ts';
import { KEPT_PUBLISHES, publishContent } from './publish-content.ts';

const api = useTestApi();
let admin = { id: 0, name: '' };

beforeAll(async () => {
  const { user } = await createUserWithSession(api.deps, { name: 'Mona' });
  admin = { id: user.id, name: user.name };
});

const draftPhone = (phone: string) =>
  api.handle.db
    .update(siteContent)
    .set({ draft: { ...defaultSiteContent.company, phone } })
    .where(eq(siteContent.section, 'company'));

describe('publishContent', () => {
  it('does nothing when no section has a draft', async () => {
    expect(await publishContent(api.handle.db, admin)).toBeNull();
    expect(await api.handle.db.select().from(siteContentPublish)).toEqual([]);
  });

  it('keeps the whole content after the publish, and only the newest publishes beyond the limit', async () => {
    const old = Array.from({ length: KEPT_PUBLISHES + 5 }, () => ({ sections: ['seo' as const], content: defaultSiteContent }));
    await api.handle.db.insert(siteContentPublish).values(old);
    await draftPhone('+20 100 555 0199');

    const publish = must(await publishContent(api.handle.db, admin));
    expect(publish).toMatchObject({ publishedBy: 'Mona', sections: ['company'] });
    const kept = await api.handle.db.select().from(siteContentPublish).orderBy(asc(siteContentPublish.id));
    expect(kept).toHaveLength(KEPT_PUBLISHES);
    expect(kept.at(-1)).toMatchObject({
      id: publish.id,
      publishedByName: 'Mona',
      content: { ...defaultSiteContent, company: { ...defaultSiteContent.company, phone: '+20 100 555 0199' } },
    });
    // The oldest went first.
    expect(must(kept[0]).id).toBe(publish.id - KEPT_PUBLISHES + 1);
  });
});
