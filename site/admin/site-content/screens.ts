import { PORTFOLIO_FILTERS } from '../../../shared/categories.ts';
import { filterLabel } from '../../i18n/categories.ts';
import { SEO_PAGES } from '../../../shared/site-content/seo.ts';
import type { SiteContentSection } from '../../../shared/site-content/sections.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { dictionaries } from '../i18n/text.ts';
import type { FieldSpec, TextSpec } from './field-spec.ts';

export interface ContentScreen {
  slug: string;
  section: SiteContentSection;
  label: string;
  /** The public page "Preview" opens, after the preview prefix. */
  previewPage: string;
  fields: FieldSpec[];
}

/** The screens in one language: every label is that language's. */
const buildScreens = (text: AdminDictionary, lang: AdminLanguage): readonly ContentScreen[] => {
  const f = text.siteContent.fields;
  const s = text.siteContent.screens;
  const t = (path: string, label: string, extra: Partial<TextSpec> = {}): FieldSpec => ({ kind: 'text', path, label, ...extra });
  const p = (path: string, label: string): FieldSpec => ({ kind: 'paragraph', path, label });
  const texts = (path: string, label: string, item: string, kind: 'text' | 'paragraph' = 'text'): FieldSpec => ({
    kind: 'list',
    path,
    label,
    item,
    fields: [{ kind, path: '', label: item }],
  });
  const heading = (base: string): FieldSpec[] => [t(`${base}.eyebrow`, f.eyebrow), t(`${base}.title`, f.title)];
  const cardList = (path: string, label: string, item: string): FieldSpec => ({
    kind: 'list',
    path,
    label,
    item,
    fields: [t('title', f.title), p('text', f.text)],
  });

  const company: FieldSpec[] = [
    {
      kind: 'group',
      title: f.contact,
      description: f.contactDescription,
      fields: [
        t('phone', f.phone, { single: true, inputType: 'tel' }),
        t('email', f.email, { single: true, inputType: 'email' }),
        t('whatsapp', f.whatsapp, { single: true, inputType: 'tel', hint: f.whatsappHint }),
        t('address', f.address),
        t('mapLink', f.mapLink, { single: true, inputType: 'url', hint: f.mapLinkHint }),
      ],
    },
    {
      kind: 'group',
      title: f.hours,
      description: f.hoursDescription,
      fields: [t('hours.short', f.hoursShort), t('hours.long', f.hoursLong), texts('hours.siteVisits', f.siteVisits, f.siteVisit)],
    },
    {
      kind: 'group',
      title: f.socials,
      description: f.socialsDescription,
      fields: [
        t('socials.instagram', f.instagram, { single: true, inputType: 'url' }),
        t('socials.facebook', f.facebook, { single: true, inputType: 'url' }),
        t('socials.linkedin', f.linkedin, { single: true, inputType: 'url' }),
      ],
    },
    {
      kind: 'group',
      title: f.footer,
      fields: [
        t('footer.tagline', f.tagline),
        p('footer.blurb', f.blurb),
        p('footer.newsletterIntro', f.newsletterIntro),
        texts('footer.services', f.footerServices, f.footerService),
        t('footer.madeIn', f.madeIn),
      ],
    },
  ];

  const home: FieldSpec[] = [
    {
      kind: 'group',
      title: f.hero,
      description: f.heroDescription,
      fields: [
        {
          kind: 'list',
          path: 'hero.slides',
          label: f.slides,
          item: f.slide,
          fields: [t('eyebrow', f.eyebrow), t('title', f.title), p('subtitle', f.subtitle), t('cta', f.cta)],
        },
        { kind: 'image', path: 'hero.image', label: f.heroImage },
      ],
    },
    {
      kind: 'group',
      title: f.counters,
      description: f.countersDescription,
      fields: [
        {
          kind: 'list',
          path: 'counters',
          label: f.counters,
          item: f.counter,
          fields: [{ kind: 'number', path: 'value', label: f.value }, { kind: 'number', path: 'decimals', label: f.decimals }, t('suffix', f.suffix), t('label', f.label)],
        },
      ],
    },
    {
      kind: 'group',
      title: f.aboutPreview,
      fields: [...heading('about'), texts('about.paragraphs', f.paragraphs, f.paragraph, 'paragraph'), texts('about.points', f.points, f.point), t('about.link', f.linkLabel)],
    },
    {
      kind: 'group',
      title: f.servicesPreview,
      fields: [
        ...heading('services'),
        p('services.intro', f.intro),
        {
          kind: 'list',
          path: 'services.cards',
          label: f.cards,
          item: f.card,
          fields: [
            t('title', f.title),
            p('text', f.text),
            { kind: 'select', path: 'category', label: f.category, options: PORTFOLIO_FILTERS.map(({ value }) => ({ value, label: filterLabel(value, lang) })) },
          ],
        },
      ],
    },
    { kind: 'group', title: f.featured, fields: [...heading('featured'), p('featured.intro', f.intro)] },
    {
      kind: 'group',
      title: f.testimonials,
      description: f.testimonialsDescription,
      fields: [...heading('testimonials'), { kind: 'testimonials', path: 'testimonials.ids', label: f.testimonialPicks }],
    },
  ];

  const tab = (index: number): FieldSpec => ({
    kind: 'group',
    title: f.tabNames[index] ?? '',
    fields: [
      t(`purpose.tabs.${index}.label`, f.tabLabel),
      t(`purpose.tabs.${index}.title`, f.title),
      p(`purpose.tabs.${index}.text`, f.text),
      texts(`purpose.tabs.${index}.points`, f.points, f.point),
    ],
  });

  const about: FieldSpec[] = [
    { kind: 'group', title: f.pageHero, fields: [...heading('hero'), p('hero.text', f.intro)] },
    {
      kind: 'group',
      title: f.story,
      fields: [...heading('story'), texts('story.paragraphs', f.paragraphs, f.paragraph, 'paragraph'), p('story.quote', f.quote), t('story.quoteAuthor', f.quoteAuthor)],
    },
    { kind: 'group', title: f.purpose, description: f.purposeDescription, fields: [...heading('purpose'), tab(0), tab(1), tab(2)] },
    { kind: 'group', title: f.approach, fields: [...heading('approach'), p('approach.intro', f.intro), cardList('approach.cards', f.cards, f.card)] },
    { kind: 'group', title: f.numbers, fields: heading('numbers') },
  ];

  const services: FieldSpec[] = [
    { kind: 'group', title: f.pageHero, fields: [...heading('hero'), p('hero.text', f.intro)] },
    {
      kind: 'group',
      title: f.solutions,
      fields: [
        ...heading('solutions'),
        p('solutions.intro', f.intro),
        {
          kind: 'list',
          path: 'solutions.cards',
          label: f.solutions,
          item: f.solution,
          fields: [t('title', f.title), p('text', f.text), texts('points', f.points, f.point)],
        },
      ],
    },
    { kind: 'group', title: f.closing, fields: [t('cta.title', f.title), p('cta.text', f.text), t('cta.button', f.buttonLabel)] },
  ];

  const process: FieldSpec[] = [
    {
      kind: 'group',
      title: s.process,
      description: f.processDescription,
      fields: [t('eyebrow', f.eyebrow), t('title', f.title), p('intro', f.intro), cardList('steps', f.steps, f.step)],
    },
  ];

  const contact: FieldSpec[] = [
    { kind: 'group', title: f.pageHero, fields: [...heading('hero'), p('hero.text', f.intro)] },
    { kind: 'group', title: f.ready, fields: [t('ready.title', f.title), p('ready.text', f.text), t('ready.button', f.buttonLabel)] },
    {
      kind: 'group',
      title: f.faq,
      description: f.faqDescription,
      fields: [...heading('faq'), { kind: 'list', path: 'faq.items', label: f.questions, item: f.question, fields: [t('question', f.question), p('answer', f.answer)] }],
    },
    { kind: 'group', title: f.pageCta, fields: [...heading('cta'), p('cta.text', f.text), t('cta.button', f.buttonLabel)] },
    {
      kind: 'group',
      title: f.enquiry,
      description: f.enquiryDescription,
      fields: [
        { kind: 'list', path: 'enquiry.budgets', label: f.budgets, item: f.budget, fields: [{ kind: 'id', path: 'id', prefix: 'band', label: f.budgetId }, t('label', f.budget)] },
      ],
    },
    {
      kind: 'group',
      title: f.whatsappMessages,
      description: f.whatsappMessagesDescription,
      fields: [p('whatsapp.projectMessage', f.whatsappProjectMessage), p('whatsapp.pageMessage', f.whatsappPageMessage)],
    },
  ];

  const seo: FieldSpec[] = SEO_PAGES.map((page) => ({
    kind: 'group',
    title: f.seoPages[page],
    description: f.seoDescription,
    fields: [t(`${page}.title`, f.seoTitle), p(`${page}.description`, f.metaDescription)],
  }));

  const privacy: FieldSpec[] = [
    {
      kind: 'group',
      title: f.privacyPage,
      description: f.privacyDescription,
      fields: [t('title', f.pageTitle), p('description', f.metaDescription), p('intro', f.intro)],
    },
    {
      kind: 'list',
      path: 'sections',
      label: f.privacySections,
      item: f.privacySection,
      description: f.privacySectionsDescription,
      fields: [t('heading', f.heading), p('text', f.text)],
    },
    { kind: 'group', title: f.privacyContact, description: f.privacyContactDescription, fields: [t('contactTitle', f.heading)] },
  ];

  return [
    { slug: 'company', section: 'company', label: s.company, previewPage: 'contact', fields: company },
    { slug: 'home', section: 'home', label: s.home, previewPage: '', fields: home },
    { slug: 'about', section: 'about', label: s.about, previewPage: 'about', fields: about },
    { slug: 'services', section: 'services', label: s.services, previewPage: 'services', fields: services },
    { slug: 'process', section: 'process', label: s.process, previewPage: 'services', fields: process },
    { slug: 'contact', section: 'contact', label: s.contact, previewPage: 'contact', fields: contact },
    { slug: 'seo', section: 'seo', label: s.seo, previewPage: '', fields: seo },
    { slug: 'privacy', section: 'privacy', label: s.privacy, previewPage: 'privacy', fields: privacy },
  ];
};

const SCREENS: Readonly<Record<AdminLanguage, readonly ContentScreen[]>> = { en: buildScreens(dictionaries.en, 'en'), ar: buildScreens(dictionaries.ar, 'ar') };

/** The screens, in the sidebar's order; the first opens at /admin/site-content. Their slugs and sections are the same in every language. */
export const contentScreens = (lang: AdminLanguage): readonly ContentScreen[] => SCREENS[lang];

export const SITE_CONTENT_BASE = '/admin/site-content';
export const HISTORY_SLUG = 'history';

/** "Company, Home": the screens of these sections, in the admin's language. */
export const sectionList = (sections: readonly SiteContentSection[], lang: AdminLanguage) =>
  sections.map((section) => SCREENS[lang].find((screen) => screen.section === section)?.label ?? section).join(dictionaries[lang].common.listSeparator);
