import { DEMO_PROJECTS } from '../../../tools/demo-seed/demo-projects.ts';
import { must } from '../../../shared/must.ts';
import { expect, test, watchConsole } from '../fixtures.ts';
import { checkLeadInAdmin, deleteMessagesOf, funnelRow, PLAN_PDF } from './lead-journey.ts';

const tag = Date.now().toString(36);
const name = `Salma Fathy ${tag}`;
const slug = 'new-cairo-family-villa';
const { title } = must(DEMO_PROJECTS.find((project) => project.slug === slug));

test.afterAll(() => deleteMessagesOf(tag));

test('a visitor from an Instagram ad asks about a project with a plan; the admin sees it all, replies on WhatsApp, moves it to Site visit and finds it on the dashboard', async ({
  page,
  admin: _signedIn,
}) => {
  const problems = watchConsole(page);
  await page.goto(`/portfolio/${slug}?utm_source=instagram&utm_medium=paid&utm_campaign=spring`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Start a project like this' }).click();
  await expect(page).toHaveURL(`/contact?project=${slug}`);
  await expect(page.getByText('About:')).toBeVisible();
  await expect(page.locator('#about-project').getByRole('link')).toHaveText(title);

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('salma@example.com');
  await form.getByLabel('Phone').fill('0122 555 0188');
  await form.getByLabel('Subject').fill(`A villa like this one ${tag}`);
  await form.getByLabel('Message').fill('We have a plot in Sheikh Zayed and would like a villa in this spirit.');
  await form.getByLabel('Project type').selectOption('Residential');
  await form.getByLabel('Location').fill('Sheikh Zayed');
  await form.getByLabel('Area (m²)').fill('240');
  await form.getByLabel('Budget').selectOption('1–3M EGP');
  await form.getByLabel('Timeline').selectOption('Within 3 months');
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
  await form.getByLabel(/Floor plans or photos/).setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PLAN_PDF });
  await expect(form.getByRole('list', { name: 'Attached files' })).toContainText('Attached');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toContainText('Thank you for your message. We will get back to you soon.');
  expect(problems).toEqual([]);

  await checkLeadInAdmin(page, { name, projectTitle: title, slug, landingPage: `/portfolio/${slug}`, greeting: `Hello ${name}, thank you for contacting Nile Atelier. ` });

  // The pipeline: the lead moves by its drag handle, with the keyboard, two stages on.
  await page.getByRole('link', { name: 'Pipeline' }).click();
  await expect(page).toHaveURL('/admin/messages/pipeline');
  const column = (stage: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: new RegExp(`^${stage}`) }) });
  const card = page.getByRole('article', { name });
  await expect(column('New lead').getByRole('article', { name })).toBeVisible();
  await card.getByRole('button', { name: `Move ${name} (New lead)` }).focus();
  // Each step waits for what a screen reader hears, as a keyboard user would.
  const heard = (words: string) => expect(page.getByRole('status').filter({ hasText: words })).toBeAttached();
  await page.keyboard.press('Space');
  await heard(`${name} is over New lead.`);
  await page.keyboard.press('ArrowRight');
  await heard(`${name} is over Contacted.`);
  await page.keyboard.press('ArrowRight');
  await heard(`${name} is over Site visit.`);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${name} moved to Site visit.` })).toBeVisible();
  await expect(column('Site visit').getByRole('article', { name })).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Funnel by source' })).toBeVisible();
  const row = funnelRow(page);
  await expect(row).toBeVisible();
  // New lead and Site visit reached (at least this lead), in the row of its source.
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
  await expect(page.getByRole('table', { name: /The projects leads asked about/ }).getByRole('row', { name: new RegExp(title) })).toBeVisible();
});
