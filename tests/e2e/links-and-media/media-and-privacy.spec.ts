import { eq } from 'drizzle-orm';
import { project, uploadedImage } from '../../../db/schema.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { makeTestImages } from '../support/images.ts';
import { waitForPublishedProject } from '../support/publishing.ts';

const stamp = Date.now().toString(36);
const title = `Zamalek Fig Courtyard ${stamp}`;
const slug = `zamalek-fig-courtyard-${stamp}`;
const fileName = `fig-courtyard-${stamp}`;
const altEn = 'A terracotta courtyard around an old fig tree';
const altAr = 'فناء من الطين المحروق حول شجرة تين قديمة';

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(project).where(eq(project.slug, slug));
  await db.delete(uploadedImage).where(eq(uploadedImage.fileName, `${fileName}.png`));
});

test('an image uploaded and described once in the library is chosen for a gallery, and the public page shows its alt texts', async ({ page, admin: _signedIn }, testInfo) => {
  test.setTimeout(240_000);
  const [courtyard] = await makeTestImages(testInfo.outputPath('images'), [fileName]);

  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await page.getByLabel('Choose images to upload').setInputFiles([must(courtyard)]);
  await expect(page.getByRole('status').filter({ hasText: '1 image uploaded' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search images by file name or alt text' }).fill(fileName);
  const card = page.getByTestId('media-image').filter({ hasText: `${fileName}.png` });
  await expect(card).toContainText('Not used anywhere');
  await card.getByRole('button', { name: `Edit the alt text of ${fileName}.png` }).click();
  const altDialog = page.getByRole('dialog', { name: `Alt text of ${fileName}.png` });
  await altDialog.getByLabel('Alt text (English)').fill(altEn);
  await altDialog.getByLabel('وصف الصورة (عربي)').fill(altAr);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card).toContainText(altEn);
  await expect(card).toContainText(altAr);

  // A new project takes the image from the library: its alt is left to the library's.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New Project' });
  await panel.getByLabel('Title', { exact: true }).fill(title);
  await panel.getByLabel('Subtitle').fill('A Zamalek flat opened onto its courtyard and fig tree.');
  await panel.getByRole('button', { name: 'Choose from library' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choose from library' });
  await picker.getByRole('searchbox').fill(fileName);
  await picker.getByRole('button', { name: `Select ${fileName}.png` }).click();
  await picker.getByRole('button', { name: 'Choose 1' }).click();
  await expect(panel.getByText('1 of 10 images used')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Alt text for image 1' })).toHaveAttribute('placeholder', `From the library: ${altEn}`);

  // The link card and the Google result follow the SEO fields as they are typed.
  const english = panel.getByRole('group', { name: 'English' });
  const card_ = panel.getByTestId('card-preview-en');
  await expect(card_).toContainText(`${title} · Portfolio · Nile Atelier`);
  await english.getByLabel('SEO title').fill('A fig-tree courtyard flat in Zamalek');
  await expect(english.getByText('36 / 60')).toBeVisible();
  await expect(card_).toContainText('A fig-tree courtyard flat in Zamalek');
  await expect(panel.getByTestId('google-preview-en')).toContainText('A fig-tree courtyard flat in Zamalek');
  await expect(card_.locator('img')).toHaveAttribute('src', /\/uploads\//);

  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project created' })).toBeVisible();
  await waitForPublishedProject(page.request, slug, title);

  await page.goto(`/portfolio/${slug}`);
  await expect(page).toHaveTitle('A fig-tree courtyard flat in Zamalek');
  await expect(page.getByRole('region', { name: 'Project gallery' }).getByRole('img', { name: altEn })).toBeVisible();
  await page.goto(`/ar/portfolio/${slug}`);
  await expect(page.getByRole('region', { name: 'معرض صور المشروع' }).getByRole('img', { name: altAr })).toBeVisible();

  // The library now says where the image is used, and does not offer to delete it.
  await page.goto('/admin/media');
  await page.getByRole('searchbox', { name: 'Search images by file name or alt text' }).fill(fileName);
  await expect(card).toContainText(`${title} (main image, gallery)`);
  await expect(card.getByRole('button', { name: `Delete ${fileName}.png` })).toHaveCount(0);
});

test('every form says its sentence about the privacy notice, which leads to the notice in the same language', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('main').locator('p').filter({ hasText: 'By sending, you agree to our privacy notice' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('contentinfo').locator('p').filter({ hasText: 'By sending, you agree to our privacy notice' })).toBeVisible();
  await form.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Visits are counted without cookies' })).toBeVisible();

  await page.goto('/ar/contact');
  const arabic = page.getByRole('main').locator('p').filter({ hasText: 'بإرسال النموذج، توافق على سياسة الخصوصية' });
  await arabic.getByRole('link', { name: 'سياسة الخصوصية' }).click();
  await expect(page).toHaveURL(/\/ar\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' }).first().click();
  await expect(page).toHaveURL(/\/ar\/privacy$/);
});
