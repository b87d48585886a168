import { eq, like } from 'drizzle-orm';
import { testimonial, testimonialRequest, user as userTable } from '../../../db/schema.ts';
import { ar as arabicMessages } from '../../../shared/messages/ar.ts';
import { must } from '../../../shared/must.ts';
import { ar } from '../../../site/admin/i18n/ar.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { makeTestImages } from '../support/images.ts';
import { publishDefaultContent, waitForLivePage } from '../support/site-content.ts';

const tag = Date.now().toString(36);
const client = `منى الشريف ${tag}`;
const quote = `نفّذوا مطعمنا في الزمالك كما رسموه تمامًا، وفي موعده. ${tag}`;
const page = arabicMessages.reviewPage;
const t = ar.testimonials;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(testimonial).where(like(testimonial.name, `%${tag}`));
  await db.delete(testimonialRequest).where(like(testimonialRequest.name, `%${tag}`));
});

test('بالعربية: the office asks for a testimonial, the client sends words and a photo from a phone, the office approves it and picks it for the Arabic home page, where it shows with the photo', async ({
  page: office,
  admin,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const db = await e2eDatabase();
  await db.update(userTable).set({ adminLanguage: 'ar' }).where(eq(userTable.id, admin.id));
  const [photo] = await makeTestImages(testInfo.outputPath('images'), ['client-portrait']);

  // An Arabic admin's link opens the Arabic page.
  await office.goto('/admin/testimonials');
  await office.getByRole('button', { name: t.ask }).click();
  const ask = office.getByRole('dialog', { name: t.request.title });
  await ask.getByLabel(t.request.name).fill(client);
  await expect(ask.getByLabel(t.request.lang)).toHaveValue('ar');
  await ask.getByRole('button', { name: t.request.make }).click();
  const ready = office.getByRole('dialog', { name: t.request.ready });
  await expect(ready.getByRole('link', { name: t.request.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const url = await ready.getByRole('textbox').inputValue();
  expect(new URL(url).pathname).toMatch(/^\/ar\/review\/[\w-]{43}$/);
  await ready.getByRole('button', { name: t.request.done }).click();

  // The client, on a phone: the page in Arabic, right to left, with a photo.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const review = await phone.newPage();
  await review.goto(new URL(url).pathname);
  await expect(review.locator('html')).toHaveAttribute('dir', 'rtl');
  await review.getByLabel(page.quote).fill(quote);
  await review.getByLabel(page.name).fill(client);
  await review.getByLabel(page.role).fill('صاحبة المطعم');
  await review.getByLabel(page.photo).setInputFiles(must(photo));
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: page.send }).click();
  await expect(review.getByRole('heading', { name: page.thanksTitle })).toBeVisible();
  await phone.close();

  // The office approves it, then picks it for the home page in Site Content and publishes.
  await office.reload();
  const row = office.getByRole('row').filter({ hasText: tag });
  await expect(row.getByText(t.status.pending).last()).toBeVisible();
  await row.getByRole('button', { name: t.approveLabel(client) }).click();
  await expect(row.getByText(t.status.approved).last()).toBeVisible();

  await office.goto('/admin/site-content/home');
  const picker = office.getByRole('combobox', { name: ar.siteContent.fields.addTestimonial });
  await picker.selectOption(must(await picker.locator('option', { hasText: tag }).getAttribute('value')));
  await expect(office.getByText(client)).toBeVisible();
  await office.getByRole('button', { name: ar.siteContent.saveDraft }).click();
  await expect(office.getByRole('region', { name: ar.siteContent.unpublishedChanges })).toBeVisible();
  await office.getByRole('region', { name: ar.siteContent.unpublishedChanges }).getByRole('button', { name: ar.siteContent.publishChanges }).click();

  try {
    await waitForLivePage(request, '/ar', (html) => html.includes(tag));
    await office.goto('/ar');
    const figure = office.locator('figure').filter({ hasText: tag });
    await expect(figure.locator('blockquote')).toContainText('نفّذوا مطعمنا في الزمالك');
    await expect(figure.locator('figcaption')).toContainText('صاحبة المطعم');
    // The photo loads as the section comes into view.
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('img')).toHaveJSProperty('complete', true);
    expect(await figure.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await publishDefaultContent(office);
  }
});
