import { contactMessages } from '../contact.ts';
import { requestMessages } from '../requests.ts';
import { subscribeMessages } from '../subscribe.ts';

/**
 * The Arabic of every sentence the public forms can answer with. The rules (shared/schemas) stay one
 * set in English; a page or a request in Arabic reads them through this map (decision 092).
 */
const contact: Record<keyof typeof contactMessages, string> = {
  nameTooShort: 'يجب ألا يقل الاسم عن حرفين.',
  invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
  phoneTooShort: 'يجب ألا يقل رقم الهاتف عن 8 أحرف.',
  subjectTooShort: 'يجب ألا يقل الموضوع عن 3 أحرف.',
  messageTooShort: 'يجب ألا تقل الرسالة عن 10 أحرف.',
};

const subscribe: Record<keyof typeof subscribeMessages, string> = {
  emailRequired: 'من فضلك أدخل بريدك الإلكتروني',
  invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
  alreadySubscribed: 'هذا البريد الإلكتروني مشترك بالفعل في نشرتنا البريدية.',
  notFound: 'المشترك غير موجود',
  deleted: 'تم حذف المشترك',
};

/** The request sentences that are plain text; the ones with a value in them are matched by the patterns below. */
type FixedKeys<Messages> = { [Key in keyof Messages]: Messages[Key] extends string ? Key : never }[keyof Messages];
const fixedRequestMessages = Object.fromEntries(Object.entries(requestMessages).filter(([, value]) => typeof value === 'string')) as Pick<
  typeof requestMessages,
  FixedKeys<typeof requestMessages>
>;

const requests: Record<FixedKeys<typeof requestMessages>, string> = {
  foreignOrigin: 'رُفض هذا الطلب لأنه صادر من موقع آخر.',
  jsonRequired: 'من فضلك أرسل محتوى الطلب بصيغة JSON.',
  invalidRequest: 'الطلب غير صالح',
  requestFailed: 'تعذّر تنفيذ الطلب',
  serverError: 'حدث خطأ من جهتنا. من فضلك حاول مرة أخرى.',
  bodyTooLarge: 'محتوى الطلب أكبر من المسموح.',
};

const pairs = <Key extends string>(english: Record<Key, string>, arabic: Record<Key, string>) => (Object.keys(english) as Key[]).map((key) => [english[key], arabic[key]] as const);

const exact = new Map<string, string>([...pairs(contactMessages, contact), ...pairs(subscribeMessages, subscribe), ...pairs(fixedRequestMessages, requests)]);

/** The field names the shared schemas put into their "too long" sentences. */
const labels: Record<string, string> = { Name: 'الاسم', 'Phone number': 'رقم الهاتف', Subject: 'الموضوع', Message: 'الرسالة' };

const patterns: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) must be at most (\d+) characters$/, (label, max) => `يجب ألا يزيد ${labels[label ?? ''] ?? label} على ${max} حرف`],
  [/^(.+) must be text$/, (label) => `يجب أن يكون ${labels[label ?? ''] ?? label} نصًا`],
  [/^(.+) must not contain a NUL character$/, (label) => `يجب ألا يحتوي ${labels[label ?? ''] ?? label} على محرف NUL`],
  [/^Too many requests\. Please try again in (\d+) seconds?\.$/, (seconds) => `طلبات كثيرة جدًا. من فضلك حاول مرة أخرى بعد ${seconds} ثانية.`],
];

/** A public form's English sentence in Arabic; a sentence without a translation stays as it is. */
export const arabicMessage = (message: string): string => {
  const known = exact.get(message);
  if (known) return known;
  for (const [pattern, render] of patterns) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  return message;
};

/** Whether a request's Accept-Language puts Arabic first. */
export const prefersArabic = (acceptLanguage: string | undefined | null): boolean => /^\s*ar(?:-|;|,|\s|$)/i.test(acceptLanguage ?? '');
