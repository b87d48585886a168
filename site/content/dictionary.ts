import type { Locale } from '../i18n/locales.ts';
import { about } from './about.ts';
import { about as arAbout } from './ar/about.ts';
import { common as arCommon } from './ar/common.ts';
import { companyTexts as arCompanyTexts } from './ar/company-texts.ts';
import { contactCta as arContactCta } from './ar/contact-cta.ts';
import { contactPage as arContactPage } from './ar/contact.ts';
import { home as arHome } from './ar/home.ts';
import { notFound as arNotFound } from './ar/not-found.ts';
import { portfolio as arPortfolio } from './ar/portfolio.ts';
import { process as arProcess } from './ar/process.ts';
import { projectPage as arProjectPage } from './ar/project.ts';
import { services as arServices } from './ar/services.ts';
import { toaster as arToaster } from './ar/toaster.ts';
import { common } from './common.ts';
import { companyTexts } from './company-texts.ts';
import { contactCta } from './contact-cta.ts';
import { contactPage } from './contact.ts';
import { home } from './home.ts';
import { notFound } from './not-found.ts';
import { portfolio } from './portfolio.ts';
import { process } from './process.ts';
import { projectPage } from './project.ts';
import { services } from './services.ts';
import { toaster } from './toaster.ts';
import type { Translation } from './translation.ts';

const en = { about, common, companyTexts, contactCta, contactPage, home, notFound, portfolio, process, projectPage, services, toaster };
export type Dictionary = Translation<typeof en>;

/** Every page's texts in both editions; the Arabic modules are typed against the English ones (decision 090). */
export const dictionaries: Record<Locale, Dictionary> = {
  en,
  ar: {
    about: arAbout,
    common: arCommon,
    companyTexts: arCompanyTexts,
    contactCta: arContactCta,
    contactPage: arContactPage,
    home: arHome,
    notFound: arNotFound,
    portfolio: arPortfolio,
    process: arProcess,
    projectPage: arProjectPage,
    services: arServices,
    toaster: arToaster,
  },
};

export const dictionary = (locale: Locale): Dictionary => dictionaries[locale];
