import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../shared/site-content/defaults.ts';
import { launchTextAt, RETIRED_ARABIC_LAUNCH_TEXTS } from '../shared/site-content/retired-launch-texts.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent } from '../shared/site-content/sections.ts';
import { siteContent } from './schema.ts';
import { ensureSiteContent, readSiteContent } from './stored-site-content.ts';
import { setUpTempDatabase } from './test/temp-database.ts';

const temp = setUpTempDatabase('site-content');

/** The site content as it was launched, before the Arabic corrections. */
const launchedContent = (): SiteContent => {
  const content = structuredClone(defaultSiteContent);
  for (const { at, ar } of RETIRED_ARABIC_LAUNCH_TEXTS) {
    const keys = at.split('.');
    const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, content);
    (parent[keys.at(-1) ?? ''] as { ar: string }).ar = ar;
  }
  return content;
};

const rowOf = async (section: keyof SiteContent) => {
  const [row] = await temp.db.select().from(siteContent).where(eq(siteContent.section, section));
  if (!row) throw new Error(`No ${section} row.`);
  return row;
};

describe('a database started before the Arabic corrections', () => {
  it('gets the corrected launch texts at the next start, published and draft, and keeps what the office changed', async () => {
    const launched = launchedContent();
    await temp.db.insert(siteContent).values(SITE_CONTENT_SECTIONS.map((section) => ({ section, published: launched[section] })));
    // The office rewrote the first slide's Arabic title and put the second slide first, in a draft, and changed the English of the contact page's text.
    const [first, second, third] = launched.home.hero.slides;
    if (!first || !second || !third) throw new Error('Expected three slides.');
    const draft = { ...launched.home, hero: { ...launched.home.hero, slides: [second, { ...first, title: { ...first.title, ar: 'مساحات نبنيها كما تحب' } }, third] } };
    await temp.db.update(siteContent).set({ draft }).where(eq(siteContent.section, 'home'));
    const contact = { ...launched.contact, hero: { ...launched.contact.hero, text: { ...launched.contact.hero.text, en: 'A short message is enough.' } } };
    await temp.db.update(siteContent).set({ published: contact }).where(eq(siteContent.section, 'contact'));
    const homeVersion = (await rowOf('home')).version;

    await ensureSiteContent(temp.db);

    const published = await readSiteContent(temp.db);
    expect({ ...published, contact: defaultSiteContent.contact }).toEqual(defaultSiteContent);
    expect(published.contact.hero.text).toEqual({ en: 'A short message is enough.', ar: launchTextAt('contact.hero.text').ar });
    expect((await readSiteContent(temp.db, { draft: true })).home.hero.slides.map((slide) => slide.title.ar)).toEqual([
      launchTextAt('home.hero.slides.1.title').ar,
      'مساحات نبنيها كما تحب',
      defaultSiteContent.home.hero.slides[2]?.title.ar,
    ]);
    // A form still holding the old texts cannot save them back.
    expect((await rowOf('home')).version).toBe(homeVersion + 1);

    // The next start finds nothing to correct.
    await ensureSiteContent(temp.db);
    expect((await rowOf('home')).version).toBe(homeVersion + 1);
  });
});

describe('a database stored before the budget bands and the WhatsApp texts', () => {
  it('gets their launch values at the next start, published and draft, and keeps every text the office wrote', async () => {
    await temp.db.delete(siteContent);
    const { enquiry: _bands, whatsapp: _texts, ...older } = structuredClone(defaultSiteContent.contact);
    const edited = { ...older, ready: { ...older.ready, title: { en: 'Shall we begin?', ar: 'هل نبدأ؟' } } };
    await temp.db.insert(siteContent).values({ section: 'contact', published: edited, draft: { ...edited, faq: { ...edited.faq, items: [] } } });

    await ensureSiteContent(temp.db);

    const row = await rowOf('contact');
    const published = row.published as SiteContent['contact'];
    expect(published.ready.title).toEqual({ en: 'Shall we begin?', ar: 'هل نبدأ؟' });
    expect(published.enquiry).toEqual(defaultSiteContent.contact.enquiry);
    expect(published.whatsapp).toEqual(defaultSiteContent.contact.whatsapp);
    expect((row.draft as SiteContent['contact']).enquiry.budgets.map((band) => band.label.en)).toEqual(['Under 1M EGP', '1–3M EGP', '3–10M EGP', 'Over 10M EGP']);
    expect((row.draft as SiteContent['contact']).faq.items).toEqual([]);
    expect((await readSiteContent(temp.db)).contact.ready.title.en).toBe('Shall we begin?');
  });
});
