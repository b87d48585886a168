import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessage, outbox } from '../../db/schema.ts';
import { useTestApi } from '../test/test-app.ts';
import { storeContact } from './store-contact.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
const OWNER = 'office@nileatelier.test';

const message = (i: number, overrides: Partial<{ message: string; status: 'New' | 'Spam'; lang: 'en' | 'ar' }> = {}) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  phone: `+20 100 000 ${String(i).padStart(4, '0')}`,
  subject: `Enquiry ${i}`,
  message: `Message number ${i}, long enough.`,
  status: 'New' as const,
  lang: 'en' as const,
  projectType: i % 2 ? ('retail' as const) : null,
  location: i % 2 ? `Compound ${i}` : null,
  area: i % 2 ? 100 + i : null,
  budget: null,
  timeline: i % 2 ? ('asap' as const) : null,
  preferredContact: null,
  projectId: null,
  landingPage: i % 2 ? '/portfolio' : null,
  referrer: i % 2 ? 'instagram.com' : null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  ...overrides,
});
const sending = (row: ReturnType<typeof message>) => ({ ...row, attachments: [], fairStamp: null });
/** What every new message is beside what it was sent with. */
const NEW_LEAD = { note: null, channel: 'form', stage: 'New lead', furthestStage: 'New lead', ownerId: null, followUpOn: null, value: null, lostReason: null };

describe('storing a contact message', () => {
  const store = (row: Parameters<typeof storeContact>[2]) => storeContact(api.deps, { enabled: true, ownerEmail: OWNER }, row);
  beforeEach(async () => {
    for (const table of [outbox, contactMessage]) await api.deps.db.delete(table);
  });

  it('stores messages that arrive together, each whole, and answers each with its own stored row', async () => {
    const sent = Array.from({ length: 30 }, (_, i) => message(i, i % 3 === 0 ? { status: 'Spam' } : i % 2 ? { lang: 'ar' } : {}));
    const answers = await Promise.all(sent.map((row) => store(sending(row))));

    const rows = await api.deps.db.select().from(contactMessage).orderBy(asc(contactMessage.id));
    expect(rows).toHaveLength(30);
    for (const [index, answer] of answers.entries()) {
      const row = must(sent[index]);
      expect(answer).toEqual({ ...sending(row), id: expect.any(Number), createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
      // Stored as sent, as a form lead at the pipeline's start.
      expect(rows.find((stored) => stored.id === answer.id)).toEqual({ ...row, ...NEW_LEAD, id: answer.id, createdAt: answer.createdAt });
    }
    // The office's notice is queued for each real message, none for spam, each for its own message.
    const notices = await api.deps.db.select().from(outbox);
    const real = answers.filter((answer) => answer.status === 'New');
    expect(notices.map((notice) => notice.messageId).sort((a, b) => Number(a) - Number(b))).toEqual(real.map((answer) => answer.id).sort((a, b) => a - b));
    expect(new Set(notices.map((notice) => notice.recipients))).toEqual(new Set([OWNER]));
  });

  it('keeps every character a person can type, and stores a lone surrogate as U+FFFD rather than failing', async () => {
    const texts = ['مرحبا، نريد تجديد الشقة 😀', 'Quotes " and \\ backslashes\nand lines\tand tabs', 'Ünïcödé ‮ marks and \u2028 separators', 'Broken \ud800 pair here'];
    const answers = await Promise.all(texts.map((text, i) => store(sending(message(100 + i, { message: text })))));
    const stored = await api.deps.db.select().from(contactMessage);
    for (const [i, text] of texts.entries()) {
      const expected = text.toWellFormed();
      expect(answers[i]?.message).toBe(expected);
      expect(stored.find((row) => row.id === answers[i]?.id)?.message).toBe(expected);
    }
    expect(answers[3]?.message).toBe('Broken \ufffd pair here');
  });
});
