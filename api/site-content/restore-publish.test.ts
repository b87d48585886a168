import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteContent, siteContentPublish } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { useTestApi } from '../test/test-app.ts';
import { restorePublish } from './restore-publish.ts';

const api = useTestApi();
const section = async (name: 'company' | 'seo' | 'process') => must((await api.handle.db.select().from(siteContent).where(eq(siteContent.section, name)))[0]);
const keep = async (content: unknown) =>
  must(
    (
      await api.handle.db
        .insert(siteContentPublish)
        .values({ sections: ['company'], content: content as typeof defaultSiteContent })
        .returning()
    )[0],
  ).id;

describe('restorePublish', () => {
  it('drafts what differs, drops drafts where the old content is live, and skips what no longer passes', async () => {
    const oldCompany = { ...defaultSiteContent.company, phone: '+20 100 555 0111' };
    const id = await keep({ ...defaultSiteContent, company: oldCompany, process: { steps: 'no longer valid' } });
    await api.handle.db
      .update(siteContent)
      .set({ draft: { ...defaultSiteContent.seo, home: { ...defaultSiteContent.seo.home, title: { en: 'Draft title', ar: 'عنوان' } } } })
      .where(eq(siteContent.section, 'seo'));
    const before = { seo: await section('seo'), process: await section('process') };

    expect(await restorePublish(api.handle.db, { id, userId: 1 })).toMatchObject({ sections: ['company'] });
    expect(await section('company')).toMatchObject({ published: defaultSiteContent.company, draft: oldCompany });
    expect(await section('seo')).toMatchObject({ published: defaultSiteContent.seo, draft: null, version: before.seo.version + 1 });
    expect(await section('process')).toEqual(before.process);
  });

  it('answers null for a publish that is not kept', async () => {
    expect(await restorePublish(api.handle.db, { id: 424242, userId: 1 })).toBeNull();
  });
});
