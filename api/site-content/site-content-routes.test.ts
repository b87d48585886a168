import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, siteContent, siteContentPublish } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent, type SiteContentSection, siteContentSchemas } from '../../shared/site-content/sections.ts';
import { authed, createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let cookie = '';
let pendingCookie = '';
let otherCookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps, { name: 'Mona' }));
  ({ cookie: otherCookie } = await createUserWithSession(api.deps, { name: 'Karim' }));
  ({ cookie: pendingCookie } = await createUserWithSession(api.deps, { approved: false }));
});

interface SectionBody {
  published: unknown;
  draft: unknown;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}
interface StateBody {
  sections: Record<SiteContentSection, SectionBody>;
  changedSections: SiteContentSection[];
}
interface PublishBody {
  publish: { id: number; publishedAt: string; publishedBy: string; sections: SiteContentSection[] };
}
interface HistoryBody {
  publishes: { id: number; publishedAt: string; publishedBy: string | null; sections: SiteContentSection[] }[];
}

const BASE = '/api/admin/site-content';
const readState = async (session = cookie) => {
  const res = await api.app.request(BASE, authed(session));
  expect(res.status).toBe(200);
  return (await res.json()) as StateBody;
};
const save = (section: string, body: unknown, session = cookie) => api.app.request(`${BASE}/${section}`, jsonInit('PUT', body, session));
const post = (path: string, session = cookie) => api.app.request(`${BASE}${path}`, authed(session, { method: 'POST' }));
const history = async () => (await (await api.app.request(`${BASE}/history`, authed(cookie))).json()) as HistoryBody;
const storedRows = () => api.handle.db.select().from(siteContent);
const lastActivity = async () => (await api.handle.db.select().from(activity).orderBy(desc(activity.id)).limit(1))[0];

/** A change the office would make on each screen; `mark` makes two different changes. */
const EDITS: { [S in SiteContentSection]: (content: SiteContent[S], mark: string) => void } = {
  company: (content, mark) => {
    content.phone = `+20 100 555 01${mark.length}${mark.length}`;
    content.socials.instagram = `https://instagram.com/nile-${mark}`;
  },
  home: (content, mark) => {
    must(content.hero.slides[0]).title.en = `A new first slide ${mark}`;
  },
  about: (content, mark) => {
    content.story.quoteAuthor.en = `Mona, founder ${mark}`;
  },
  services: (content, mark) => {
    must(content.solutions.cards[0]).title.en = `Turnkey fit-out ${mark}`;
  },
  process: (content, mark) => {
    must(content.steps[0]).title.ar = `خطوة جديدة ${mark}`;
  },
  contact: (content, mark) => {
    content.faq.items.push({ question: { en: `Do you work in Alexandria? ${mark}`, ar: `هل تعملون في الإسكندرية؟ ${mark}` }, answer: { en: 'Yes.', ar: 'نعم.' } });
  },
  seo: (content, mark) => {
    content.contact.title.en = `Contact Nile Atelier ${mark}`;
  },
  privacy: (content, mark) => {
    must(content.sections[0]).text.en = `The contact form asks for your name ${mark}.`;
  },
};

/** One wrong value per screen, with the message and field the admin is shown. */
const BREAKS: { [S in SiteContentSection]: { apply: (content: SiteContent[S]) => void; message: string; path: string } } = {
  company: {
    apply: (content) => {
      content.phone = 'call us';
    },
    message: 'Phone must be a phone number such as +20 100 555 0142',
    path: 'content.phone',
  },
  home: {
    apply: (content) => {
      content.hero.slides = [];
    },
    message: 'Hero slides needs at least 1 item',
    path: 'content.hero.slides',
  },
  about: {
    apply: (content) => {
      content.story.title.ar = '';
    },
    message: 'Title (Arabic) is required',
    path: 'content.story.title.ar',
  },
  services: {
    apply: (content) => {
      must(content.solutions.cards[0]).title.en = 'x'.repeat(161);
    },
    message: 'Solution title (English) must be at most 160 characters',
    path: 'content.solutions.cards.0.title.en',
  },
  process: {
    apply: (content) => {
      content.steps = Array.from({ length: 9 }, () => must(content.steps[0]));
    },
    message: 'Steps can have at most 8 items',
    path: 'content.steps',
  },
  contact: {
    apply: (content) => {
      content.faq.items = [{ question: { en: 'Is parking free?', ar: 5 as unknown as string }, answer: { en: 'Yes.', ar: 'نعم.' } }];
    },
    message: 'Question (Arabic) must be text',
    path: 'content.faq.items.0.question.ar',
  },
  seo: {
    apply: (content) => {
      content.contact.description.en = '   ';
    },
    message: 'Meta description (English) is required',
    path: 'content.contact.description.en',
  },
  privacy: {
    apply: (content) => {
      content.sections = [];
    },
    message: 'Sections needs at least 1 item',
    path: 'content.sections',
  },
};

/** The edit as the server stores it: read by the section's schema (texts trimmed). */
const changed = <S extends SiteContentSection>(section: S, from: unknown, mark: string) => {
  const content = structuredClone(from) as SiteContent[S];
  EDITS[section](content, mark);
  return siteContentSchemas[section].parse(content);
};
const broken = <S extends SiteContentSection>(section: S, from: unknown) => {
  const content = structuredClone(from) as SiteContent[S];
  BREAKS[section].apply(content);
  return content;
};

describe('site content: a fresh site', () => {
  it('holds the launch texts as the published content of every section, with no drafts', async () => {
    const state = await readState();
    expect(Object.keys(state.sections)).toEqual(SITE_CONTENT_SECTIONS);
    for (const section of SITE_CONTENT_SECTIONS) {
      expect(state.sections[section]).toMatchObject({ published: defaultSiteContent[section], draft: null, version: 1, updatedBy: null });
    }
    expect(state.changedSections).toEqual([]);
  });

  it('answers 400 to a publish with nothing to publish', async () => {
    const res = await post('/publish');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: en.siteContent.nothingToPublish });
    expect(await history()).toEqual({ publishes: [] });
  });
});

describe.each(SITE_CONTENT_SECTIONS)('site content section "%s"', (section) => {
  it('saves a draft that visitors do not get until it is published', async () => {
    const before = (await readState()).sections[section];
    const edited = changed(section, before.published, 'one');
    const res = await save(section, { version: before.version, content: edited });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ section, published: before.published, draft: edited, version: before.version + 1, updatedBy: 'Mona' });

    const state = await readState();
    expect(state.sections[section]).toMatchObject({ published: before.published, draft: edited, version: before.version + 1, updatedBy: 'Mona' });
    expect(state.changedSections).toEqual([section]);
  });

  it('answers 409 to a save made on a version someone else already changed, and keeps their draft', async () => {
    const before = (await readState()).sections[section];
    const res = await save(section, { version: before.version - 1, content: changed(section, before.published, 'stale') }, otherCookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'This content was changed by someone else. Reload to see it.' });
    expect((await readState()).sections[section]).toEqual(before);
  });

  it('answers 400 with the field\u2019s message to bad input and stores nothing', async () => {
    const rows = await storedRows();
    const before = (await readState()).sections[section];
    const res = await save(section, { version: before.version, content: broken(section, before.draft) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe(BREAKS[section].message);
    expect(body.issues[0]).toEqual({ path: BREAKS[section].path, message: BREAKS[section].message });
    expect(await storedRows()).toEqual(rows);
  });

  it('discards the draft: back to what is live, with a new version', async () => {
    const before = (await readState()).sections[section];
    const res = await post('/discard');
    expect(res.status).toBe(200);
    const state = (await res.json()) as StateBody;
    expect(state.sections[section]).toMatchObject({ published: before.published, draft: null, version: before.version + 1 });
    expect(state.changedSections).toEqual([]);
    expect(await readState()).toEqual(state);
    expect(await lastActivity()).toMatchObject({ action: 'content.discarded', actorName: 'Mona', details: { sections: [section] } });
  });

  it('publishes the draft: live content, a history entry, an activity record and a rebuild', async () => {
    const before = (await readState()).sections[section];
    const edited = changed(section, before.published, 'one');
    expect((await save(section, { version: before.version, content: edited })).status).toBe(200);
    const rebuilds = api.publisher.reasons.length;

    const res = await post('/publish');
    expect(res.status).toBe(200);
    const { publish } = (await res.json()) as PublishBody;
    expect(publish).toMatchObject({ publishedBy: 'Mona', sections: [section] });

    const state = await readState();
    expect(state.sections[section]).toMatchObject({ published: edited, draft: null, version: before.version + 2 });
    expect(state.changedSections).toEqual([]);
    expect((await history()).publishes[0]).toEqual({ id: publish.id, publishedAt: publish.publishedAt, publishedBy: 'Mona', sections: [section] });
    const [kept] = await api.handle.db.select().from(siteContentPublish).where(eq(siteContentPublish.id, publish.id));
    expect(must(kept).content[section]).toEqual(edited);
    expect(await lastActivity()).toMatchObject({ action: 'content.published', actorName: 'Mona', details: { sections: [section] } });
    expect(api.publisher.reasons.length).toBe(rebuilds + 1);
  });

  it('restores an earlier publish as a draft, leaving the live content and the history as they are', async () => {
    const first = (await readState()).sections[section];
    const second = changed(section, first.published, 'two');
    expect((await save(section, { version: first.version, content: second })).status).toBe(200);
    expect((await post('/publish')).status).toBe(200);
    const { publishes } = await history();
    const earlier = must(publishes[1]);
    const rebuilds = api.publisher.reasons.length;

    const res = await post(`/history/${earlier.id}/restore`);
    expect(res.status).toBe(200);
    const state = (await res.json()) as StateBody;
    expect(state.sections[section]).toMatchObject({ published: second, draft: first.published });
    expect(state.changedSections).toEqual([section]);
    expect(await history()).toEqual({ publishes });
    expect(api.publisher.reasons.length).toBe(rebuilds);
    expect(await lastActivity()).toMatchObject({ action: 'content.restored', details: { sections: [section], publishedAt: earlier.publishedAt } });

    // Publishing it brings the earlier content back on the site.
    expect((await post('/publish')).status).toBe(200);
    expect((await readState()).sections[section]).toMatchObject({ published: first.published, draft: null });
  });
});

describe('site content: rules', () => {
  it('drops the draft when a save brings a section back to what is live', async () => {
    const before = (await readState()).sections.company;
    const edited = changed('company', before.published, 'back');
    expect((await save('company', { version: before.version, content: edited })).status).toBe(200);
    const res = await save('company', { version: before.version + 1, content: structuredClone(before.published) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ draft: null, version: before.version + 2 });
    expect((await readState()).changedSections).toEqual([]);
  });

  it('lets exactly one of two admins saving the same version at once win', async () => {
    const before = (await readState()).sections.contact;
    const [a, b] = await Promise.all([
      save('contact', { version: before.version, content: changed('contact', before.published, 'mona') }),
      save('contact', { version: before.version, content: changed('contact', before.published, 'karim') }, otherCookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const state = await readState();
    expect(state.sections.contact).toMatchObject({ version: before.version + 1, draft: ((await winner.json()) as SectionBody).draft });
    await post('/discard');
  });

  it('never loses a save that races a publish: it lands before the publish and goes live, or after it as a new draft', async () => {
    for (let round = 0; round < 5; round++) {
      const start = (await readState()).sections.contact;
      const drafted = await save('contact', { version: start.version, content: changed('contact', start.published, `draft-${round}`) });
      const { version } = (await drafted.json()) as SectionBody;
      const edit = changed('contact', start.published, `racing-save-${round}`);
      const [published, saved] = await Promise.all([post('/publish'), save('contact', { version, content: edit })]);
      expect(published.status).toBe(200);
      const state = (await readState()).sections.contact;
      if (saved.status === 200) {
        // Saved first (published with it) or after (kept as the draft of the next publish): never dropped.
        expect([state.published, state.draft]).toContainEqual(edit);
      } else {
        // The publish took the version the save was based on: 409, and the office reloads.
        expect(saved.status).toBe(409);
        expect(state.draft).toBeNull();
      }
      await post('/discard');
    }
  });

  it('asks for the version and for the section as an object, and knows only its sections', async () => {
    const content = (await readState()).sections.seo.published;
    const rows = await storedRows();
    const cases: [string, unknown, number, string][] = [
      ['seo', { content }, 400, en.siteContent.versionRequired],
      ['seo', { version: 1.5, content }, 400, en.siteContent.versionRequired],
      ['seo', { version: 1, content: 'SEO' }, 400, en.siteContent.notAnObject],
      ['seo', [1, 2], 400, en.siteContent.notAnObject],
      ['footer', { version: 1, content }, 404, en.siteContent.unknownSection],
      ['__proto__', { version: 1, content }, 404, en.siteContent.unknownSection],
      ['footer', 'not json at all', 404, en.siteContent.unknownSection],
    ];
    for (const [section, body, status, message] of cases) {
      const res = await save(section, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await storedRows()).toEqual(rows);
  });

  it('answers 404 to restoring a publish that does not exist', async () => {
    const res = await post('/history/999999/restore');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: en.siteContent.versionNotFound });
  });

  it('publishes every section with a draft at once, in one history entry', async () => {
    const state = await readState();
    for (const section of ['seo', 'company'] as const) {
      const before = state.sections[section];
      expect((await save(section, { version: before.version, content: changed(section, before.published, 'both') })).status).toBe(200);
    }
    const { publish } = (await (await post('/publish')).json()) as PublishBody;
    expect(publish.sections).toEqual(['company', 'seo']);
    expect((await readState()).changedSections).toEqual([]);
  });

  it('lists the newest 20 publishes, newest first', async () => {
    for (let count = 0; count < 21; count += 1) {
      const before = (await readState()).sections.process;
      expect((await save('process', { version: before.version, content: changed('process', defaultSiteContent.process, `n${count}`) })).status).toBe(200);
      expect((await post('/publish')).status).toBe(200);
    }
    const { publishes } = await history();
    expect(publishes).toHaveLength(20);
    const ids = publishes.map((publish) => publish.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest] = await api.handle.db.select({ id: siteContentPublish.id }).from(siteContentPublish).orderBy(desc(siteContentPublish.id)).limit(1);
    expect(ids[0]).toBe(must(newest).id);
  });

  it('answers 401 without a session and 403 to a pending account on every route, changing nothing', async () => {
    const rows = await storedRows();
    const requests: [string, string][] = [
      ['GET', BASE],
      ['GET', `${BASE}/history`],
      ['POST', `${BASE}/publish`],
      ['POST', `${BASE}/discard`],
      ['POST', `${BASE}/history/1/restore`],
      ...SITE_CONTENT_SECTIONS.map((section): [string, string] => ['PUT', `${BASE}/${section}`]),
    ];
    for (const [method, path] of requests) {
      const body = { version: 1, content: defaultSiteContent.company };
      const anonymous = await api.app.request(path, method === 'GET' ? {} : jsonInit(method, body));
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const pending = await api.app.request(path, method === 'GET' ? authed(pendingCookie) : jsonInit(method, body, pendingCookie));
      expect(pending.status, `${method} ${path}`).toBe(403);
    }
    expect(await storedRows()).toEqual(rows);
  });
});
