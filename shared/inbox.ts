/** The inbox's statuses; "Spam" holds what the form guard caught. */
export const MESSAGE_STATUSES = ['New', 'Read', 'Replied', 'Archived', 'Spam'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What the messages screen shows unless a status is picked. */
export const HIDDEN_BY_DEFAULT: readonly MessageStatus[] = ['Archived', 'Spam'];

/** The languages the public site's pages come in (Arabic at /ar is on its way). */
export const PAGE_LANGS = ['en', 'ar'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];
