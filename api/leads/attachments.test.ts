import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactAttachment, contactMessage } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { authed, createUserWithSession, jsonInit, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';
import { ATTACHMENT_STORE_LIMITS, removeExpiredAttachments } from './attachments.ts';
import { VISITOR_MESSAGE } from '../../shared/test/visitor-message.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

/** A small PDF: what file-type reads as one. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let jpeg: Buffer;
let png: Buffer;
let gif: Buffer;

beforeAll(async () => {
  const photo = sharp({ create: { width: 320, height: 200, channels: 3, background: '#b48c64' } });
  jpeg = await photo
    .clone()
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone private', Copyright: 'GPS 30.0444 N' } })
    .toBuffer();
  png = await photo.clone().png().toBuffer();
  gif = await photo.clone().gif().toBuffer();
});

const upload = async (data: Buffer, name: string, type = 'application/octet-stream') => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return api.app.request('/api/contact/attachments', { method: 'POST', headers: { Origin: TEST_ORIGIN }, body: form });
};
const uploaded = async (data: Buffer, name: string) => {
  const res = await upload(data, name);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string; type: string; size: number };
};
const visitor = { ...VISITOR_MESSAGE, subject: 'Plans for our villa', message: 'The floor plan and a photo of the site are attached.' };
const waiting = async () => must((await api.handle.db.select({ n: count() }).from(contactAttachment).where(isNull(contactAttachment.messageId)))[0]).n;

describe('attachments', () => {
  it('take JPEG, PNG, WebP and PDF by their content, re-encode images to WebP without their metadata, and keep the name', async () => {
    const photo = await uploaded(jpeg, 'site photo.jpg');
    expect(photo).toMatchObject({ name: 'site photo.webp', type: 'image/webp' });
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [row] = await api.handle.db.select().from(contactAttachment).where(eq(contactAttachment.token, photo.id));
    const metadata = await sharp(must(row).data).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(must(row).sentSize).toBe(jpeg.length);

    expect(await uploaded(png, 'plan.png')).toMatchObject({ type: 'image/webp', name: 'plan.webp' });
    expect(await uploaded(PDF, 'floor plan.pdf')).toMatchObject({ type: 'application/pdf', name: 'floor plan.pdf', size: PDF.length });
    // The name as sent does not decide the type: a PDF called .jpg is still a PDF.
    expect(await uploaded(PDF, 'plan.jpg')).toMatchObject({ type: 'application/pdf', name: 'plan.pdf' });
  });

  it.each([
    ['a GIF', () => gif, 'anim.gif', 415, en.leads.attachmentUnsupported],
    ['text dressed as a PDF', () => Buffer.from('just words, not a document'), 'plan.pdf', 415, en.leads.attachmentUnsupported],
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'plan.svg', 415, en.leads.attachmentUnsupported],
    ['a JPEG that is not one', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]), 'broken.jpg', 415, en.leads.attachmentUnsupported],
    ['a file over 10 MB', () => Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'huge.pdf', 413, en.leads.attachmentsTooLarge(10)],
  ])('refuse %s and keep nothing', async (_, data, name, status, message) => {
    const before = await waiting();
    const res = await upload(data(), name);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(message);
    expect(await waiting()).toBe(before);
  });

  it('refuse a body past the limit before reading it all, closing the connection its rest would be read on', async () => {
    const before = await waiting();
    const res = await upload(Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]), 'huge.pdf');
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).message).toBe(en.leads.attachmentsTooLarge(10));
    expect(await waiting()).toBe(before);
  });

  it('refuse a request without a file, or not sent as a form', async () => {
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).status).toBe(400);
    const json = await api.app.request('/api/contact/attachments', jsonInit('POST', { file: 'x' }));
    expect(json.status).toBe(415);
    expect((await json.json()).message).toBe(en.leads.attachmentMissing);
  });

  it('go with the message that names them, once, and at most 10 MB together', async () => {
    const plan = await uploaded(PDF, 'plan.pdf');
    const photo = await uploaded(png, 'site.png');
    const res = await api.app.request('/api/contact', jsonInit('POST', { ...visitor, attachments: [plan.id, photo.id] }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const files = await api.handle.db.select().from(contactAttachment).where(eq(contactAttachment.messageId, id));
    expect(files.map((file) => file.name).sort()).toEqual(['plan.pdf', 'site.webp']);

    // Another message cannot take them.
    const before = must((await api.handle.db.select({ n: count() }).from(contactMessage))[0]).n;
    const again = await api.app.request('/api/contact', jsonInit('POST', { ...visitor, attachments: [plan.id] }));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(en.leads.attachmentNotFound);
    expect(must((await api.handle.db.select({ n: count() }).from(contactMessage))[0]).n).toBe(before);

    // Files of 6 MB each are fine alone and too much together.
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const [first, second] = [await uploaded(big, 'a.pdf'), await uploaded(big, 'b.pdf')];
    const tooMuch = await api.app.request('/api/contact', jsonInit('POST', { ...visitor, attachments: [first.id, second.id] }));
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).message).toBe(en.leads.attachmentsTooLarge(10));
  });

  it('are read by approved admins only: a PDF as a download, an image that cannot be sniffed as anything else', async () => {
    const plan = await uploaded(PDF, 'plan «villa».pdf');
    const photo = await uploaded(png, 'site.png');
    const { id } = await (await api.app.request('/api/contact', jsonInit('POST', { ...visitor, attachments: [plan.id, photo.id] }))).json();
    const files = await api.handle.db.select().from(contactAttachment).where(eq(contactAttachment.messageId, id));
    const pdfId = must(files.find((file) => file.type === 'application/pdf')).id;
    const imageId = must(files.find((file) => file.type === 'image/webp')).id;
    const path = (fileId: number, messageId = id) => `/api/admin/contact-messages/${messageId}/attachments/${fileId}`;

    expect((await api.app.request(path(pdfId))).status).toBe(401);
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request(path(pdfId), authed(pending.cookie))).status).toBe(403);

    const { cookie } = await createUserWithSession(api.deps);
    const pdf = await api.app.request(path(pdfId), authed(cookie));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="plan _villa_.pdf"; filename*=UTF-8''${encodeURIComponent('plan «villa».pdf')}`);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);

    const image = await api.app.request(path(imageId), authed(cookie));
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename="site.webp"/);
    // A file is found only under its own message.
    expect((await api.app.request(path(pdfId, id + 1000), authed(cookie))).status).toBe(404);
    // Nothing of it is ever under /uploads.
    expect((await api.app.request(`/uploads/${encodeURIComponent('plan.pdf')}`)).status).not.toBe(200);
  });

  it('never sent with a message are removed after about an hour; those sent stay', async () => {
    const forgotten = await uploaded(PDF, 'forgotten.pdf');
    const kept = await uploaded(PDF, 'kept.pdf');
    await api.app.request('/api/contact', jsonInit('POST', { ...visitor, attachments: [kept.id] }));
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await removeExpiredAttachments(api.handle.db, new Date())).toBe(0);
    expect(await removeExpiredAttachments(api.handle.db, later)).toBeGreaterThanOrEqual(1);
    const tokens = (await api.handle.db.select({ token: contactAttachment.token }).from(contactAttachment)).map((row) => row.token);
    expect(tokens).not.toContain(forgotten.id);
    expect(tokens).toContain(kept.id);
  });

  it('are deleted with their message', async () => {
    const plan = await uploaded(PDF, 'plan.pdf');
    const { id } = await (await api.app.request('/api/contact', jsonInit('POST', { ...visitor, attachments: [plan.id] }))).json();
    const { cookie } = await createUserWithSession(api.deps);
    expect((await api.app.request(`/api/admin/contact-messages/${id}`, authed(cookie, { method: 'DELETE' }))).status).toBe(200);
    expect(await api.handle.db.select().from(contactAttachment).where(eq(contactAttachment.token, plan.id))).toEqual([]);
  });
});

describe('attachment limits', () => {
  const limited = useTestApi({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });

  const sendFile = (client: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(PDF)]), 'plan.pdf');
    return limited.app.request('/api/contact/attachments', { method: 'POST', headers: { Origin: TEST_ORIGIN, 'X-Forwarded-For': client }, body: form });
  };
  /** A row that says it takes `size` bytes (its recorded size is what the caps count). */
  const filler = async (name: string, size: number, messageId?: number) => {
    const [row] = await limited.handle.db
      .insert(contactAttachment)
      .values({ token: name.padEnd(22, 'x'), name, type: 'application/pdf', size, sentSize: 1, data: PDF, messageId })
      .returning({ token: contactAttachment.token });
    return must(row).token;
  };
  const storedTokens = async () =>
    (await limited.handle.db.select({ token: contactAttachment.token }).from(contactAttachment).orderBy(contactAttachment.id)).map((row) => row.token);
  afterEach(async () => {
    await limited.handle.db.delete(contactAttachment);
    await limited.handle.db.delete(contactMessage);
  });

  it('make room for the next visitor’s file by deleting the oldest files still waiting for a message', async () => {
    const half = ATTACHMENT_STORE_LIMITS.waitingBytes / 2;
    await filler('oldest', half);
    const newer = await filler('newer', half);
    const res = await sendFile('198.51.100.7');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedTokens()).toEqual([newer, id]);
  });

  it('are refused with a clear 4xx only when the files of sent messages leave no room, and those are never deleted for it', async () => {
    const [message] = await limited.handle.db
      .insert(contactMessage)
      .values({ name: 'Mona', email: 'mona@example.com', phone: '+20 100 000 0000', subject: 'Plans', message: 'Attached.' })
      .returning();
    const sent = await filler('sent', ATTACHMENT_STORE_LIMITS.totalBytes, must(message).id);
    const waitingOne = await filler('waiting', 1);
    const res = await sendFile('198.51.100.8');
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(en.leads.attachmentsFull);
    expect(await storedTokens()).toEqual([sent, waitingOne]);
  });

  it('give each client a small share of the store: two full enquiries’ worth an hour', async () => {
    const form = () => {
      const body = new FormData();
      body.set('file', new Blob([new Uint8Array(Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024)]))]), 'plan.pdf');
      return body;
    };
    const send = () => limited.app.request('/api/contact/attachments', { method: 'POST', headers: { Origin: TEST_ORIGIN, 'X-Forwarded-For': '203.0.113.9' }, body: form() });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
