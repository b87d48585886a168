export { acknowledgementEmail } from './acknowledgement-email.ts';
export { looksLikeSpam } from './form-stamp.ts';
export { noticeEmail } from './notice-email.ts';
export { recipientsByLanguage } from './recipient-languages.ts';
export { readInboxSettings } from './inbox-settings.ts';
export { emailQueueingOf } from './queue-emails.ts';
