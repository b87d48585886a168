import { DEMO_PROJECTS } from '../../../tools/demo-seed/demo-projects.ts';
import { DEMO_PROJECTS_AR } from '../../../tools/demo-seed/demo-projects-ar.ts';
import { must } from '../../../shared/must.ts';
import { expect, test, watchConsole } from '../fixtures.ts';
import { checkLeadInAdmin, deleteMessagesOf, funnelRow, PLAN_PDF } from './lead-journey.ts';

const tag = Date.now().toString(36);
const name = `ليلى حسن ${tag}`;
const slug = 'zamalek-riverside-apartment';
const { title } = must(DEMO_PROJECTS.find((project) => project.slug === slug));
const arabicTitle = must(DEMO_PROJECTS_AR[slug]?.title);

test.afterAll(() => deleteMessagesOf(tag));

test('a visitor of the Arabic edition from an Instagram ad asks about a project with a plan; the admin sees it all, replies on WhatsApp in Arabic, moves it to Site visit and finds it on the dashboard', async ({
  page,
  admin: _signedIn,
}) => {
  const problems = watchConsole(page);
  await page.goto(`/ar/portfolio/${slug}?utm_source=instagram&utm_medium=paid&utm_campaign=spring`);
  await expect(page.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'اسأل عن هذا المشروع عبر واتساب' })).toHaveAttribute('href', `/go/whatsapp?page=/ar/portfolio/${slug}`);
  await expect(page.getByRole('link', { name: 'تواصل عبر واتساب' })).toHaveAttribute('href', `/go/whatsapp?page=/ar/portfolio/${slug}`);
  await page.getByRole('link', { name: 'ابدأ مشروعًا مثل هذا' }).click();
  await expect(page).toHaveURL(`/ar/contact?project=${slug}`);
  await expect(page.getByText('بخصوص:')).toBeVisible();
  await expect(page.locator('#about-project').getByRole('link')).toHaveText(arabicTitle);

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'أرسل الرسالة' }) });
  await form.getByLabel('الاسم').fill(name);
  await form.getByLabel('البريد الإلكتروني').fill('layla@example.com');
  await form.getByLabel('رقم الهاتف').fill('0122 555 0188');
  await form.getByLabel('الموضوع').fill(`شقة مثل هذه ${tag}`);
  await form.getByLabel('الرسالة').fill('لدينا شقة في الشيخ زايد ونريد تشطيبها بروح هذا المشروع.');
  await form.getByLabel('نوع المشروع').selectOption('منازل');
  await form.getByLabel('الموقع').fill('Sheikh Zayed');
  await form.getByLabel('المساحة (م²)').fill('240');
  await form.getByLabel('الميزانية').selectOption('من 1 إلى 3 ملايين جنيه');
  await form.getByLabel('موعد البدء').selectOption('خلال 3 أشهر');
  await form.getByRole('radio', { name: 'واتساب' }).check();
  await form.getByLabel(/مخططات أو صور/).setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PLAN_PDF });
  await expect(form.getByRole('list', { name: 'الملفات المرفقة' })).toContainText('أُرفق');
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك' })).toContainText('شكرًا لتواصلك معنا');
  expect(problems).toEqual([]);

  await checkLeadInAdmin(page, {
    name,
    projectTitle: title,
    slug,
    landingPage: `/ar/portfolio/${slug}`,
    greeting: `مرحبًا ${name}، شكرًا لتواصلك مع نايل أتيليه. `,
  });

  // The pipeline: the lead moves by the stage select on its card.
  await page.goto('/admin/messages/pipeline');
  await page.getByLabel(`Stage of ${name}`).selectOption('Site visit');
  await expect(page.getByRole('status').filter({ hasText: `${name} moved to Site visit.` })).toBeVisible();
  const siteVisit = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Site visit/ }) });
  await expect(siteVisit.getByRole('article', { name })).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(funnelRow(page)).toBeVisible();
  await expect(funnelRow(page).getByRole('cell').nth(1)).not.toHaveText('0');
});
