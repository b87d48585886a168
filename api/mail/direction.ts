import type { PageLang } from '../../shared/inbox.ts';

/** The way an email's text runs in its language, for its `<html dir>`. */
export const directionOf = (lang: PageLang) => (lang === 'ar' ? 'rtl' : 'ltr');
