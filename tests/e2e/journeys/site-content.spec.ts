import type { Page } from '@playwright/test';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { expect, test } from '../fixtures.ts';
import { publishDefaultContent, waitForLivePage } from '../support/site-content.ts';

const stamp = Date.now().toString().slice(-4);

test.afterEach(async ({ page, admin: _signedIn }) => {
  await publishDefaultContent(page);
});

const saveDraft = async (page: Page) => {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unpublished changes' })).toBeVisible();
};

const publish = async (page: Page) => {
  await page.getByRole('region', { name: 'Unpublished changes' }).getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes published' })).toBeVisible();
  await expect(page.getByText('Everything is published')).toBeVisible();
};

const socialList = (page: Page) => page.getByRole('contentinfo').getByRole('list', { name: 'Nile Atelier on social media' });

test('a new phone number in Company reaches the footer and the Contact page after publishing', async ({ page, admin: _signedIn, request }) => {
  test.setTimeout(240_000);
  const phone = `+20 122 555 ${stamp}`;
  const digits = phone.replace(/[^0-9+]/g, '');

  await page.goto('/admin/site-content');
  await expect(page).toHaveURL(/\/admin\/site-content\/company$/);
  await expect(page.getByLabel('Phone')).toHaveValue(defaultSiteContent.company.phone);
  await page.getByLabel('Phone').fill(phone);
  await saveDraft(page);

  // A draft is not live.
  expect(await (await request.get('/contact')).text()).not.toContain(phone);

  await publish(page);
  await waitForLivePage(request, '/contact', (html) => html.includes(phone));

  await page.goto('/contact');
  const footerPhone = page.getByRole('contentinfo').getByRole('link', { name: phone });
  await expect(footerPhone).toHaveAttribute('href', `tel:${digits}`);
  await expect(page.getByRole('main').getByText(phone).first()).toBeVisible();
});

test('an Instagram link with the others cleared leaves only Instagram in the footer, with its exact address', async ({ page, admin: _signedIn, request }) => {
  test.setTimeout(240_000);
  const instagram = `https://www.instagram.com/nile.atelier.studio${stamp}/`;

  await page.goto('/admin/site-content/company');
  await page.getByLabel('Instagram').fill(instagram);
  await page.getByLabel('Facebook').fill('');
  await page.getByLabel('LinkedIn').fill('');
  await saveDraft(page);
  await publish(page);
  await waitForLivePage(request, '/', (html) => html.includes(instagram));

  await page.goto('/');
  const links = socialList(page).getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName('Nile Atelier on Instagram');
  await expect(links).toHaveAttribute('href', instagram);
  await expect(page.locator('a[href*="facebook.com"], a[href*="linkedin.com"], a[href="#"]')).toHaveCount(0);
});

test('a question added to the FAQ appears on the Contact page after publishing', async ({ page, admin: _signedIn, request }) => {
  test.setTimeout(240_000);
  const question = `Do you take on projects in Siwa? (${stamp})`;
  const answer = 'Yes, for hospitality projects we build across Egypt, the oases included.';

  await page.goto('/admin/site-content/contact');
  const questions = page.getByRole('region', { name: 'Questions' });
  const count = defaultSiteContent.contact.faq.items.length;
  await questions.getByRole('button', { name: 'Add question' }).click();
  const added = questions.getByRole('listitem').nth(count);
  await added.getByRole('textbox', { name: 'Question English' }).fill(question);
  await added.getByRole('textbox', { name: 'Question العربية' }).fill('هل تنفذون مشروعات في سيوة؟');
  await added.getByRole('textbox', { name: 'Answer English' }).fill(answer);
  await added.getByRole('textbox', { name: 'Answer العربية' }).fill('نعم، في مشروعات الضيافة نعمل في أنحاء مصر، ومنها الواحات.');
  await saveDraft(page);
  await publish(page);
  await waitForLivePage(request, '/contact', (html) => html.includes(question));

  await page.goto('/contact');
  await expect(page.getByText(question)).toBeVisible();
});

test('Preview shows a draft on the real page while the public page stays as it is, then Publish makes it live', async ({ page, admin: _signedIn, request }) => {
  test.setTimeout(240_000);
  const title = `Let us talk about your space (${stamp})`;

  await page.goto('/admin/site-content/contact');
  await page.getByRole('group', { name: 'Title' }).first().getByRole('textbox', { name: 'Title English' }).fill(title);
  await saveDraft(page);

  const previewTab = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Unpublished changes' }).getByRole('button', { name: 'Preview' }).click();
  // Each page of the preview is rendered from the drafts when it is opened: the tab shows it at once.
  const preview = await previewTab;
  await expect(preview).toHaveURL(/\/admin\/preview\/site\/contact$/, { timeout: 10_000 });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Preview of unpublished changes')).toBeVisible();
  await preview.close();

  const live = await request.get('/contact');
  expect(await live.text()).not.toContain(title);

  await publish(page);
  await waitForLivePage(request, '/contact', (html) => html.includes(title));
});

test('an older version from History comes back as a draft and goes live when published', async ({ page, admin: _signedIn, request }) => {
  test.setTimeout(240_000);
  const older = `+20 100 444 ${stamp}`;
  const newer = `+20 100 333 ${stamp}`;

  for (const phone of [older, newer]) {
    await page.goto('/admin/site-content/company');
    await page.getByLabel('Phone').fill(phone);
    await saveDraft(page);
    await publish(page);
  }

  await page.getByRole('navigation', { name: 'Site Content screens' }).getByRole('link', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Published versions' }).getByRole('listitem');
  await expect(versions.first()).toContainText('Company');
  await expect(versions.first()).toContainText('by Journey Admin');
  await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('alertdialog', { name: 'Restore this version as a draft?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('region', { name: 'Unpublished changes' })).toContainText('Company');

  await page.getByRole('navigation', { name: 'Site Content screens' }).getByRole('link', { name: 'Company' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue(older);
  await publish(page);
  await waitForLivePage(request, '/contact', (html) => html.includes(older) && !html.includes(newer));
});

test('unsaved edits are not lost by following a sidebar link or the Back button', async ({ page, admin: _signedIn }) => {
  await page.goto('/admin/site-content/home');
  await page.getByRole('navigation', { name: 'Site Content screens' }).getByRole('link', { name: 'Company' }).click();
  await page.getByLabel('Email').fill(`back${stamp}@nileatelier.com`);
  // Back as the browser's button does it (page.goBack would wait for a navigation that is held).
  const back = () => page.evaluate(() => window.history.back());
  await back();
  const backDialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await backDialog.getByRole('button', { name: 'Stay on this screen' }).click();
  await expect(page).toHaveURL(/\/admin\/site-content\/company$/);
  await expect(page.getByLabel('Email')).toHaveValue(`back${stamp}@nileatelier.com`);
  await back();
  await backDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/site-content\/home$/);

  await page.goto('/admin/site-content/company');
  await page.getByLabel('Email').fill(`office${stamp}@nileatelier.com`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Projects' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay on this screen' }).click();
  await expect(page).toHaveURL(/\/admin\/site-content\/company$/);
  await expect(page.getByLabel('Email')).toHaveValue(`office${stamp}@nileatelier.com`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Projects' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
});
