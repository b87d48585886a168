import type { Locale } from '../i18n/locales.ts';
import { categories as arCategories } from './ar/categories.ts';
import { common as arCommon } from './ar/common.ts';
import { contactCta as arContactCta } from './ar/contact-cta.ts';
import { home as arHome } from './ar/home.ts';
import { notFound as arNotFound } from './ar/not-found.ts';
import { portfolio as arPortfolio } from './ar/portfolio.ts';
import { privacy as arPrivacy } from './ar/privacy.ts';
import { process as arProcess } from './ar/process.ts';
import { projectPage as arProjectPage } from './ar/project.ts';
import { toaster as arToaster } from './ar/toaster.ts';
import { categories } from './categories.ts';
import { common } from './common.ts';
import { contactCta } from './contact-cta.ts';
import { home } from './home.ts';
import { notFound } from './not-found.ts';
import { portfolio } from './portfolio.ts';
import { privacy } from './privacy.ts';
import { process } from './process.ts';
import { projectPage } from './project.ts';
import { toaster } from './toaster.ts';
import type { Translation } from './translation.ts';

const en = { categories, common, contactCta, home, notFound, portfolio, privacy, process, projectPage, toaster };
export type Dictionary = Translation<typeof en>;

/**
 * The interface texts of every page in both editions; the Arabic modules are typed against the English
 * ones. What the office edits (texts and facts) is site content: site/data/page-content.ts.
 */
export const dictionaries: Record<Locale, Dictionary> = {
  en,
  ar: {
    categories: arCategories,
    common: arCommon,
    contactCta: arContactCta,
    home: arHome,
    notFound: arNotFound,
    portfolio: arPortfolio,
    privacy: arPrivacy,
    process: arProcess,
    projectPage: arProjectPage,
    toaster: arToaster,
  },
};

export const dictionary = (locale: Locale): Dictionary => dictionaries[locale];
