import type { ActivityFacts } from '../activity-actions.ts';
import { cairoDateTime } from '../cairo-time.ts';
import { isRole, type Role, ROLES } from '../roles.ts';
import { arabicCount, type ArabicNoun } from './arabic-count.ts';
import type { ApiMessages, Field } from './en.ts';

/** Each field's Arabic name and its gender: the verb before it agrees («يزيد الاسم», «تزيد الرسالة»). */
const fieldNames: Record<Field, { name: string; feminine?: true }> = {
  name: { name: 'الاسم' },
  phone: { name: 'رقم الهاتف' },
  subject: { name: 'الموضوع' },
  message: { name: 'الرسالة', feminine: true },
  title: { name: 'العنوان' },
  slug: { name: 'الاسم المختصر' },
  category: { name: 'الفئة', feminine: true },
  description: { name: 'الوصف' },
  fullDescription: { name: 'الوصف الكامل' },
  imageUrl: { name: 'رابط الصورة' },
  imageAlt: { name: 'وصف الصورة' },
  completionDate: { name: 'تاريخ الإنجاز' },
  client: { name: 'العميل' },
  location: { name: 'الموقع' },
  size: { name: 'المساحة', feminine: true },
  note: { name: 'الملاحظة', feminine: true },
  seoTitle: { name: 'عنوان نتيجة البحث' },
  seoDescription: { name: 'وصف نتيجة البحث' },
  shareImage: { name: 'صورة المشاركة', feminine: true },
};

/** An address or path inside an Arabic sentence, isolated left to right (U+2066…U+2069): «//:https» would read backwards. */
const ltr = (value: string) => `\u2066${value}\u2069`;
/** A name typed in any language (a project's title) inside an Arabic sentence, isolated (U+2068…U+2069) in its own direction. */
const own = (value: string) => `\u2068${value}\u2069`;

/** The verb in the form that agrees with the field: `agree('name', 'يزيد', 'تزيد')`. */
const agree = (field: Field, masculine: string, feminine: string) => (fieldNames[field].feminine ? feminine : masculine);

// The counted nouns after a preposition (على، عن، بعد، من): the dual in its genitive form.
const characters: ArabicNoun = { zero: '0 حرف', one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' };
const digits: ArabicNoun = { zero: '0 رقم', one: 'رقم واحد', two: 'رقمين', few: 'أرقام', many: 'رقمًا', other: 'رقم' };
const seconds: ArabicNoun = { zero: '0 ثانية', one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' };
const images: ArabicNoun = { zero: '0 صورة', one: 'صورة واحدة', two: 'صورتين', few: 'صور', many: 'صورة', other: 'صورة' };
const items: ArabicNoun = { zero: '0 عنصر', one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' };
const addresses: ArabicNoun = { zero: '0 عنوان', one: 'عنوان واحد', two: 'عنوانين', few: 'عناوين', many: 'عنوانًا', other: 'عنوان' };
// A unit borrowed from English stays as it is after a number, as «ميجابايت» does.
const files: ArabicNoun = { zero: '0 ملف', one: 'ملف واحد', two: 'ملفين', few: 'ملفات', many: 'ملفًا', other: 'ملف' };
const megapixels: ArabicNoun = { zero: '0 ميجابكسل', one: 'ميجابكسل واحد', two: '2 ميجابكسل', few: 'ميجابكسل', many: 'ميجابكسل', other: 'ميجابكسل' };

/** The studio's name in an Arabic sentence (emails, titles, greetings); the logo keeps the Latin wordmark. */
const studioName = 'نايل أتيليه';

/** Each role's name in Arabic, as the Arabic admin and its activity log write it. */
const roleNames: Readonly<Record<Role | 'owner', string>> = { owner: 'المالك', admin: 'مسؤول', editor: 'محرر', sales: 'مبيعات' };
/** A role (or "owner", as `shownRole` answers) in Arabic; a value that is no role stays as stored. */
const roleName = (role: string): string => (role === 'owner' || isRole(role) ? roleNames[role] : role);

const sectionTitles: ApiMessages['siteContent']['sections'] = {
  company: 'الشركة',
  home: 'الرئيسية',
  about: 'من نحن',
  services: 'خدماتنا',
  process: 'مراحل العمل',
  contact: 'التواصل والأسئلة الشائعة',
  seo: 'الظهور في محركات البحث',
  privacy: 'الخصوصية',
};

const stages: ApiMessages['leads']['stages'] = {
  'New lead': 'عميل جديد',
  Contacted: 'تم التواصل',
  'Site visit': 'معاينة الموقع',
  'Quote sent': 'تم إرسال عرض السعر',
  Won: 'تم التعاقد',
  Lost: 'لم يتم التعاقد',
};
const lostReasons: ApiMessages['leads']['lostReasons'] = {
  Price: 'السعر',
  Timing: 'التوقيت',
  'Chose another studio': 'التعاقد مع شركة أخرى',
  'No reply': 'عدم الرد',
  Other: 'سبب آخر',
};
const channels: ApiMessages['leads']['channels'] = { form: 'نموذج التواصل', whatsapp: 'واتساب', phone: 'الهاتف', 'walk-in': 'زيارة للمكتب', referral: 'ترشيح' };
const preferredContacts: ApiMessages['leads']['preferredContacts'] = { phone: 'مكالمة', whatsapp: 'واتساب', email: 'بريد إلكتروني' };

/*
 * The activity log's sentences name what was done before who did it («تعديل المشروع «…» — منى»): an Arabic
 * verb agrees with its doer, and the log does not know whether a name is a man's or a woman's.
 */

/** The project's fields as the project form names them. */
const projectFields: Readonly<Record<string, string>> = {
  title: 'العنوان',
  slug: 'الاسم المختصر',
  category: 'الفئة',
  description: 'العنوان الفرعي',
  fullDescription: 'الوصف الكامل',
  imageUrl: 'الصورة الرئيسية',
  imageAlt: 'وصف الصورة',
  galleryImages: 'الصور',
  featured: 'الإبراز في الصفحة الرئيسية',
  completionDate: 'تاريخ الإنجاز',
  client: 'العميل',
  location: 'الموقع',
  size: 'المساحة',
  seoTitle: 'عنوان نتيجة البحث',
  seoDescription: 'وصف نتيجة البحث',
  shareImage: 'صورة المشاركة',
};

/** A lead's fields as the message dialog names them, by the names the log stores. */
const leadFields: Readonly<Record<string, string>> = {
  owner: 'مسؤول المتابعة',
  'follow-up date': 'موعد المتابعة',
  value: 'القيمة',
  'lost reason': 'سبب عدم التعاقد',
  status: 'الحالة',
  note: 'الملاحظة',
};

/** A testimonial's fields as its form names them, by the names the log stores. */
const testimonialFields: Readonly<Record<string, string>> = {
  quoteEn: 'الشهادة بالإنجليزية',
  quoteAr: 'الشهادة بالعربية',
  name: 'الاسم',
  role: 'الوظيفة',
  company: 'الشركة',
  projectId: 'المشروع',
  photo: 'الصورة',
  date: 'التاريخ',
  status: 'الحالة',
};

const subscribers: ArabicNoun = { zero: '0 مشترك', one: 'مشترك واحد', two: 'مشتركَين', few: 'مشتركين', many: 'مشتركًا', other: 'مشترك' };
/** Failed sign-ins counted in one record, as the sentence's subject. */
const failedSignIns: ArabicNoun = {
  zero: '0 محاولة دخول فاشلة',
  one: 'محاولة دخول فاشلة',
  two: 'محاولتا دخول فاشلتان',
  few: 'محاولات دخول فاشلة',
  many: 'محاولة دخول فاشلة',
  other: 'محاولة دخول فاشلة',
};
const wrongCodes: ArabicNoun = { zero: '0 رمز تحقق خاطئ', one: 'رمز تحقق خاطئ', two: 'رمزا تحقق خاطئان', few: 'رموز تحقق خاطئة', many: 'رمز تحقق خاطئًا', other: 'رمز تحقق خاطئ' };
/** How many failures one record counts: one unless it says more. */
const counted = (details: ActivityFacts['details']) => (typeof details?.count === 'number' && details.count > 1 ? details.count : 1);

/** What was done, then who did it. */
const by = (what: string, actorName: string | null) => `${what} — ${actorName ? own(actorName) : 'مستخدم غير معروف'}`;
const named = (value: string | null, fallback: string) => (value ? own(value) : fallback);
/** A redirect's path, left to right like the address it is. */
const path = (target: string | null) => (target ? ltr(target) : 'عنوان');
const quoted = (target: string | null) => (target ? `«${own(target)}»` : 'عنصر');
const aLead = (target: string | null) => (target ? `العميل ${own(target)}` : 'عميل');
const andOwn = (target: string | null) => (target ? ` ${own(target)}` : '');
const joined = (values: string[]) => values.join('، ');
const sectionTitle = (section: unknown) =>
  typeof section === 'string' && Object.hasOwn(sectionTitles, section) ? sectionTitles[section as keyof typeof sectionTitles] : String(section);
const sections = (value: unknown) => (Array.isArray(value) && value.length > 0 ? ` (${joined(value.map(sectionTitle))})` : '');
/** A stored stage, lost reason or channel by its Arabic name; a value the lists do not know is shown as stored. */
const nameIn = (names: Readonly<Record<string, string>>, value: unknown) => (typeof value === 'string' ? (Object.hasOwn(names, value) ? names[value] : own(value)) : null);
const fieldList = (names: Readonly<Record<string, string>>, value: unknown) =>
  Array.isArray(value) && value.length > 0 ? ` (${joined(value.map((field) => names[String(field)] ?? String(field)))})` : '';
const stage = (value: unknown, fallback: string) => {
  const name = nameIn(stages, value);
  return name ? `«${name}»` : fallback;
};

/** A scheduled time in a sentence: Cairo's, said so. */
const cairoTime = (value: unknown) => `${cairoDateTime(value, 'ar') ?? 'موعد محدد'} بتوقيت القاهرة`;
/** What a project's schedule says: when it goes live, when its publishing ends, or both. */
const projectSchedule = (target: string | null, details: ActivityFacts['details']) => {
  const live = details?.publishAt ? `نشر المشروع ${quoted(target)} يوم ${cairoTime(details.publishAt)}` : null;
  const down = details?.unpublishAt ? `${live ? 'وإلغاء نشره' : `إلغاء نشر المشروع ${quoted(target)}`} يوم ${cairoTime(details.unpublishAt)}` : null;
  return `جدولة ${[live, down].filter(Boolean).join(' ')}`;
};
/** How a scheduled change was carried out: on time, or when the server started again after being off at its time. */
const onTime = (details: ActivityFacts['details'], done: string, feminine = false) =>
  details?.late
    ? `${done} عند تشغيل الخادم، بعد ${feminine ? 'موعدها' : 'موعده'} (${cairoTime(details.scheduledFor)}) لأن الخادم كان متوقفًا وقتها`
    : `${done} في ${feminine ? 'موعدها' : 'موعده'} المحدد`;

const sentences: ApiMessages['activity']['sentences'] = {
  'session.signed-in': ({ actorName, details, clientAddress }) =>
    by(`تسجيل الدخول من ${ltr(clientAddress)}${details?.twoFactor === 'backup code' ? ' برمز احتياطي' : ''}`, actorName),
  'session.sign-in-failed': ({ target, details, clientAddress }) =>
    `${arabicCount(counted(details), failedSignIns)} باسم ${named(target, 'بريد غير معروف')} من ${ltr(clientAddress)}`,
  'session.code-failed': ({ target, details, clientAddress }) => `${arabicCount(counted(details), wrongCodes)} لحساب ${named(target, 'غير معروف')} من ${ltr(clientAddress)}`,
  'session.signed-out': ({ actorName }) => by('تسجيل الخروج', actorName),
  'project.created': ({ actorName, target, details }) => by(`إضافة المشروع ${quoted(target)}${details?.status === 'Draft' ? ' كمسودة' : ''}`, actorName),
  'project.edited': ({ actorName, target, details }) => by(`تعديل المشروع ${quoted(target)}${fieldList(projectFields, details?.fields)}`, actorName),
  'project.featured': ({ actorName, target }) => by(`إبراز المشروع ${quoted(target)} في الصفحة الرئيسية`, actorName),
  'project.unfeatured': ({ actorName, target }) => by(`إلغاء إبراز المشروع ${quoted(target)} في الصفحة الرئيسية`, actorName),
  'project.deleted': ({ actorName, target }) => by(`حذف المشروع ${quoted(target)}`, actorName),
  'project.published': ({ actorName, target }) => by(`نشر المشروع ${quoted(target)}`, actorName),
  'project.drafted': ({ actorName, target }) => by(`تحويل المشروع ${quoted(target)} إلى مسودة`, actorName),
  'project.scheduled': ({ actorName, target, details }) => by(projectSchedule(target, details), actorName),
  'project.unscheduled': ({ actorName, target }) => by(`إلغاء موعد المشروع ${quoted(target)}`, actorName),
  'project.went-live': ({ target, details }) => onTime(details, `نُشر المشروع ${quoted(target)}`),
  'project.taken-down': ({ target, details }) => onTime(details, `أُلغي نشر المشروع ${quoted(target)}`),
  'projects.reordered': ({ actorName, target }) => by(`تغيير ترتيب الأعمال${target ? ` (${own(target)} أولًا)` : ''}`, actorName),
  'image.uploaded': ({ actorName, target }) => by(`رفع الصورة${andOwn(target)}`, actorName),
  'image.described': ({ actorName, target }) => by(`تعديل وصف الصورة${andOwn(target)}`, actorName),
  'image.deleted': ({ actorName, target }) => by(`حذف الصورة${andOwn(target)}`, actorName),
  'redirect.created': ({ actorName, target, details }) => by(`إضافة تحويل من ${path(target)}${typeof details?.to === 'string' ? ` إلى ${ltr(details.to)}` : ''}`, actorName),
  'redirect.edited': ({ actorName, target, details }) =>
    by(`تعديل التحويل من ${path(target)}${typeof details?.to === 'string' ? ` (يقود الآن إلى ${ltr(details.to)})` : ''}`, actorName),
  'redirect.deleted': ({ actorName, target }) => by(`حذف التحويل من ${path(target)}`, actorName),
  'message.read': ({ actorName, target }) => by(`قراءة رسالة ${named(target, 'زائر')}`, actorName),
  'message.deleted': ({ actorName, target }) => by(`حذف رسالة ${named(target, 'زائر')}`, actorName),
  'lead.added': ({ actorName, target, details }) => {
    const channel = nameIn(channels, details?.channel);
    return by(`إضافة ${aLead(target)}${channel ? ` (${channel})` : ''}`, actorName);
  },
  'lead.stage-changed': ({ actorName, target, details }) => {
    const reason = nameIn(lostReasons, details?.lostReason);
    return by(`نقل ${aLead(target)} من ${stage(details?.from, 'مرحلة')} إلى ${stage(details?.to, 'مرحلة أخرى')}${reason ? `: ${reason}` : ''}`, actorName);
  },
  'lead.updated': ({ actorName, target, details }) => by(`تحديث بيانات ${aLead(target)}${fieldList(leadFields, details?.fields)}`, actorName),
  'subscriber.deleted': ({ actorName, target }) => by(`حذف المشترك${andOwn(target)}`, actorName),
  'newsletter.sent': ({ actorName, target }) => by(`إرسال النشرة ${quoted(target)}`, actorName),
  'newsletter.scheduled': ({ actorName, target }) => by(`جدولة النشرة ${quoted(target)}`, actorName),
  'newsletter.deleted': ({ actorName, target }) => by(`حذف النشرة ${quoted(target)}`, actorName),
  'newsletter.unscheduled': ({ actorName, target }) => by(`إلغاء موعد النشرة ${quoted(target)}`, actorName),
  'newsletter.went-out': ({ target, details }) => onTime(details, `أُرسلت النشرة ${quoted(target)}`, true),
  'subscribers.exported': ({ actorName, details }) => by(typeof details?.count === 'number' ? `تصدير ${arabicCount(details.count, subscribers)}` : 'تصدير المشتركين', actorName),
  'data.erased': ({ actorName }) => by('حذف بيانات عنوان بريد إلكتروني واحد', actorName),
  'user.approved': ({ actorName, target, details }) =>
    by(`الموافقة على ${named(target, 'حساب')}${details?.role === 'editor' || details?.role === 'sales' ? ` بدور ${roleName(details.role)}` : ''}`, actorName),
  'user.unapproved': ({ actorName, target }) => by(`إلغاء الموافقة على ${named(target, 'حساب')}`, actorName),
  'user.deleted': ({ actorName, target }) => by(`حذف حساب ${named(target, 'مستخدم')}`, actorName),
  'user.role-changed': ({ actorName, target, details }) =>
    by(`تغيير دور ${named(target, 'حساب')}${typeof details?.role === 'string' ? ` إلى ${roleName(details.role)}` : ''}`, actorName),
  'user.password-reset-link': ({ actorName, target }) => by(`إنشاء رابط لإعادة تعيين كلمة مرور ${named(target, 'حساب')}`, actorName),
  'account.password-changed': ({ actorName }) => by('تغيير كلمة المرور', actorName),
  'account.password-reset': ({ actorName, target }) =>
    actorName ? by('تعيين كلمة مرور جديدة برابط إعادة التعيين', actorName) : `عُيّنت كلمة مرور ${named(target, 'حساب')} على الخادم`,
  'account.sessions-ended': ({ actorName }) => by('تسجيل الخروج من الجلسات الأخرى', actorName),
  'account.session-ended': ({ actorName, details }) => {
    const device = [details?.browser, details?.system].filter((part): part is string => typeof part === 'string');
    return by(`تسجيل الخروج من جهاز${typeof details?.browser === 'string' ? ` (${joined(device.map(own))})` : ''}`, actorName);
  },
  'account.two-factor-enabled': ({ actorName }) => by('تفعيل التحقق بخطوتين', actorName),
  'account.two-factor-disabled': ({ actorName }) => by('إيقاف التحقق بخطوتين', actorName),
  'security.two-factor-required': ({ actorName }) => by('اشتراط التحقق بخطوتين لكل الحسابات', actorName),
  'security.two-factor-optional': ({ actorName }) => by('جعل التحقق بخطوتين اختياريًا', actorName),
  'testimonial.requested': ({ actorName, target, details }) =>
    by(`إنشاء رابط شهادة ${target ? `للعميل ${own(target)}` : 'لعميل'}${details?.lang === 'ar' ? ' (صفحة عربية)' : ''}`, actorName),
  'testimonial.received': ({ target }) => `وصلت شهادة من ${named(target, 'عميل')} عبر رابطها، وهي بانتظار الموافقة`,
  'testimonial.added': ({ actorName, target }) => by(`إضافة شهادة ${named(target, 'عميل')}`, actorName),
  'testimonial.edited': ({ actorName, target, details }) => by(`تعديل شهادة ${named(target, 'عميل')}${fieldList(testimonialFields, details?.fields)}`, actorName),
  'testimonial.approved': ({ actorName, target }) => by(`الموافقة على شهادة ${named(target, 'عميل')}`, actorName),
  'testimonial.hidden': ({ actorName, target }) => by(`إخفاء شهادة ${named(target, 'عميل')}`, actorName),
  'testimonial.deleted': ({ actorName, target }) => by(`حذف شهادة ${named(target, 'عميل')}`, actorName),
  'testimonials.reordered': ({ actorName, target }) => by(`تغيير ترتيب الشهادات${target ? ` (${own(target)} أولًا)` : ''}`, actorName),
  'content.published': ({ actorName, details }) => by(`نشر محتوى الموقع${sections(details?.sections)}`, actorName),
  'content.discarded': ({ actorName, details }) => by(`تجاهل تغييرات محتوى الموقع غير المنشورة${sections(details?.sections)}`, actorName),
  'content.restored': ({ actorName, details }) => {
    const when = typeof details?.publishedAt === 'string' ? details.publishedAt.slice(0, 16).replace('T', ' ') : null;
    return by(`استعادة محتوى الموقع ${when ? `المنشور في ${own(`${when} UTC`)}` : 'من نشر سابق'} كتغييرات غير منشورة`, actorName);
  },
  'content.scheduled': ({ actorName, details }) => by(`جدولة نشر محتوى الموقع${sections(details?.sections)} يوم ${cairoTime(details?.at)}`, actorName),
  'content.unscheduled': ({ actorName, details }) => by(`إلغاء موعد نشر محتوى الموقع${sections(details?.sections)}`, actorName),
  'content.went-live': ({ details }) => onTime(details, `نُشر محتوى الموقع${sections(details?.sections)}`),
  'backup.taken': ({ actorName, target }) => (actorName ? by(`أخذ النسخة الاحتياطية${andOwn(target)}`, actorName) : `أُخذت النسخة الاحتياطية${andOwn(target)} تلقائيًا`),
  'backup.restored': ({ target }) => `استُعيدت النسخة الاحتياطية${andOwn(target)}`,
};

/** Every sentence of the API in Arabic: the public forms' and the admin's. */
export const ar: ApiMessages = {
  studioName,
  requests: {
    foreignOrigin: 'رُفض هذا الطلب لأنه صادر من موقع آخر.',
    jsonRequired: 'من فضلك أرسل محتوى الطلب بصيغة JSON.',
    invalidRequest: 'الطلب غير صالح',
    requestFailed: 'تعذّر تنفيذ الطلب',
    serverError: 'حدث خطأ من جهتنا. من فضلك حاول مرة أخرى.',
    bodyTooLarge: 'محتوى الطلب أكبر من المسموح.',
    noEndpoint: (method, path) => `لا توجد نقطة وصول في الواجهة البرمجية عند ${method} ${path}.`,
    tooManyRequests: (count) => `أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد ${arabicCount(count, seconds)}.`,
    invalidId: 'يجب أن يكون المعرّف عددًا صحيحًا موجبًا',
  },
  fields: {
    tooLong: (field, max) => `يجب ألا ${agree(field, 'يزيد', 'تزيد')} ${fieldNames[field].name} على ${arabicCount(max, characters)}`,
    notText: (field) => `يجب أن ${agree(field, 'يكون', 'تكون')} ${fieldNames[field].name} نصًا`,
    nulCharacter: (field) => `يجب ألا ${agree(field, 'يحتوي', 'تحتوي')} ${fieldNames[field].name} على محرف NUL`,
  },
  contact: {
    nameTooShort: `يجب ألا يقل الاسم عن ${arabicCount(2, characters)}.`,
    invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
    phoneTooShort: `يجب ألا يقل رقم الهاتف عن ${arabicCount(8, digits)}.`,
    subjectTooShort: `يجب ألا يقل الموضوع عن ${arabicCount(3, characters)}.`,
    messageTooShort: `يجب ألا تقل الرسالة عن ${arabicCount(10, characters)}.`,
  },
  subscribe: {
    emailRequired: 'من فضلك أدخل بريدك الإلكتروني',
    invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
    alreadySubscribed: 'هذا البريد الإلكتروني مشترك بالفعل في نشرتنا البريدية.',
    notFound: 'المشترك غير موجود',
    deleted: 'تم حذف المشترك',
    exportRecorded: 'سُجّل تصدير المشتركين',
    doubleOptInNotBoolean: 'يجب أن تكون قيمة التأكيد المزدوج true أو false',
  },
  newsletters: {
    notFound: 'النشرة غير موجودة',
    subjectTooLong: (max) => `يجب ألا يزيد العنوان على ${arabicCount(max, characters)}`,
    bodyTooLong: (max) => `يجب ألا يزيد النص على ${arabicCount(max, characters)}`,
    textInvalid: 'يجب أن يُرسَل العنوان والنص بالإنجليزية (en) والعربية (ar) نصًّا، وتُترك اللغة غير المستخدمة فارغة',
    projectsInvalid: 'يجب أن تكون المشروعات قائمة بأرقام المشروعات',
    tooManyProjects: (max) => `يجب ألا يزيد عدد المشروعات على ${max}`,
    unknownProject: 'أحد المشروعات المختارة لم يعد موجودًا',
    nothingWritten: 'اكتب عنوانًا ونصًّا بلغة واحدة على الأقل قبل الإرسال',
    languageIncomplete: (language) => `تحتاج النسخة ${language} إلى عنوان ونص معًا، أو تُترك فارغة`,
    atInvalid: 'يجب أن يكون الوقت تاريخًا ووقتًا بصيغة ISO، مثل 2026-12-01T09:00:00+02:00',
    atInPast: 'يجب أن يكون الوقت في المستقبل',
    alreadySent: 'أُرسلت هذه النشرة، فلم يعد تعديلها أو حذفها ممكنًا',
    sending: 'يجري إرسال هذه النشرة الآن، فلم يعد تعديلها أو حذفها ممكنًا',
    noRecipients: 'لا يوجد مشترك مؤكَّد يقرأ اللغة التي كُتبت بها هذه النشرة',
    emailNotSetUp: 'البريد غير مُعَدّ على الخادم: اطلب من المسؤول التقني ضبط SMTP_URL لإرسال النشرات.',
    testSent: (email) => `أُرسلت نسخة تجريبية بكل لغة مكتوبة إلى ${email}.`,
    testRefused: (reason) => `رفض خادم البريد الرسالة التجريبية: ${reason}`,
    deleted: 'تم حذف النشرة',
    languageNames: { en: 'الإنجليزية', ar: 'العربية' },
  },
  schedules: {
    atInvalid: `يجب أن يكون الموعد تاريخًا ووقتًا بصيغة ISO، مثل ${ltr('2026-12-06T09:00:00+02:00')}`,
    inPast: 'يجب أن يكون الموعد في المستقبل',
    unpublishBeforePublish: 'يجب أن يأتي موعد إلغاء النشر بعد موعد النشر',
    sectionsRequired: 'اختر قسمًا واحدًا على الأقل فيه تغييرات غير منشورة',
    noDraft: (section) => `لا توجد في «${section}» تغييرات غير منشورة لجدولتها`,
    keepScheduleNotBoolean: 'يجب أن تكون قيمة الإبقاء على الموعد true أو false',
    notScheduled: 'هذا العنصر لم يعد مجدولًا: أعد تحميل الصفحة لترى المجدول الآن',
  },
  newsletterPages: {
    eyebrow: 'النشرة البريدية',
    confirmedTitle: 'تم تأكيد اشتراكك',
    confirmedBody: `شكرًا لك. ستصلك نشرة ${studioName} البريدية على هذا العنوان، وفي كل عدد منها رابط لإلغاء الاشتراك.`,
    confirmInvalidTitle: 'هذا الرابط لم يعد صالحًا',
    confirmInvalidBody: 'ربما استُخدم من قبل، أو مرّ على إرساله أكثر من 7 أيام. إن كنت قد أكّدت اشتراكك فأنت مشترك بالفعل، وإلا فاشترك من جديد من النموذج أسفل أي صفحة في الموقع.',
    unsubscribeTitle: 'إلغاء الاشتراك في النشرة البريدية؟',
    unsubscribeBody: `لن تصلك نشرة ${studioName} البريدية على هذا العنوان بعد الآن.`,
    unsubscribeButton: 'إلغاء الاشتراك',
    unsubscribedTitle: 'تم إلغاء اشتراكك',
    unsubscribedBody: 'لن نرسل أي نشرة أخرى إلى هذا العنوان. وإن غيّرت رأيك، فاشترك من جديد من النموذج أسفل أي صفحة في الموقع.',
    unsubscribeInvalidTitle: 'هذا الرابط لم يعد صالحًا',
    unsubscribeInvalidBody: 'الاشتراك الذي يخصه لم يعد موجودًا، فلن تُرسل إليه أي نشرة.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  testimonials: {
    quoteRequired: 'من فضلك اكتب الشهادة بالعربية أو الإنجليزية',
    quoteTooLong: (max: number) => `يجب ألا تزيد الشهادة على ${arabicCount(max, characters)}`,
    nameRequired: 'من فضلك اكتب الاسم الذي يظهر مع الشهادة',
    nameTooLong: (max: number) => `يجب ألا يزيد الاسم على ${arabicCount(max, characters)}`,
    roleTooLong: (max: number) => `يجب ألا تزيد الوظيفة على ${arabicCount(max, characters)}`,
    companyTooLong: (max: number) => `يجب ألا يزيد اسم الشركة على ${arabicCount(max, characters)}`,
    photoInvalid: 'يجب أن تكون الصورة مرفوعة إلى مكتبة الوسائط',
    dateInvalid: 'يجب كتابة التاريخ بالصيغة YYYY-MM-DD',
    consentRequired: 'يلزم الحصول على إذن العميل بنشر الشهادة',
    statusInvalid: 'يجب أن تكون الحالة: بانتظار الموافقة أو معروضة أو مخفية',
    projectInvalid: 'اختر مشروعًا من القائمة',
    projectNotFound: 'هذا المشروع غير موجود',
    emailInvalid: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا',
    langInvalid: 'يجب أن تكون اللغة en أو ar',
    orderInvalid: 'أرسل رقم كل شهادة مرة واحدة بالترتيب الجديد',
    notFound: 'الشهادة غير موجودة',
    deleted: 'تم حذف الشهادة',
    requestNotFound: 'رابط الشهادة غير موجود',
    requestDeleted: 'تم حذف رابط الشهادة',
    requestUsed: 'تم استخدام رابط الشهادة هذا من قبل',
    requestNoEmail: 'لا يوجد بريد إلكتروني لإرسال هذا الرابط إليه',
    mailOff: 'البريد غير مضبوط على الخادم، فلا يمكن إرسال الرابط بالبريد',
    emailQueued: 'جارٍ إرسال الرابط بالبريد',
  },
  reviewPage: {
    eyebrow: 'رأيك يهمنا',
    title: (name: string) => `${name}، كيف كانت تجربتك معنا؟`,
    intro: `كلماتك، ولو في بضع جمل، تساعد من يختار شركة لتشطيب مكانه. نقرأ في ${studioName} كل رأي قبل نشره، وننشره بالاسم الذي تكتبه هنا.`,
    quote: 'رأيك بكلماتك',
    quoteHint: 'مثلًا: ماذا نفّذنا لك، وكيف سار العمل، وما رأيك في المكان الآن.',
    name: 'اسمك كما تحب أن يظهر',
    role: 'وظيفتك (اختياري)',
    rolePlaceholder: 'المالك، مدير التشغيل…',
    company: 'شركتك (اختياري)',
    photo: 'صورة شخصية (اختياري)',
    photoHint: (megabytes: number) => `JPEG أو PNG أو WebP، بحد أقصى ${megabytes} ميجابايت.`,
    consent: `أوافق على أن تنشر ${studioName} كلماتي هذه على موقعها، مع ما أدخلته أعلاه من اسم ووظيفة وصورة.`,
    send: 'إرسال رأيي',
    problem: 'من فضلك راجع النموذج',
    consentMissing: 'من فضلك ضع علامة في المربع لتمنحنا الإذن، فلا يمكننا نشر رأيك من دونه.',
    photoProblem: 'تعذّرت قراءة الصورة. جرّب صورة JPEG أو PNG، أو أرسل النموذج من دونها.',
    photoTooLarge: (megabytes: number) => `حجم الصورة أكبر من ${megabytes} ميجابايت. اختر صورة أصغر، أو أرسل النموذج من دونها.`,
    thanksTitle: 'شكرًا لك!',
    thanksBody: `وصل رأيك إلى ${studioName}. نقرأ كل رأي قبل أن يظهر على الموقع.`,
    invalidTitle: 'هذا الرابط لم يعد صالحًا',
    invalidBody: `ربما استُخدم من قبل، أو مرّ على إرساله أكثر من 30 يومًا. إن كنت لا تزال ترغب في إرسال رأيك، فاطلب رابطًا جديدًا من ${studioName}.`,
    home: 'زيارة موقعنا',
  },
  auth: {
    invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا',
    nameTooShort: `يجب ألا يقل الاسم عن ${arabicCount(2, characters)}`,
    passwordTooShort: `يجب ألا تقل كلمة المرور عن ${arabicCount(6, characters)}`,
    passwordTooLong: `يجب ألا تزيد كلمة المرور على ${arabicCount(128, characters)}`,
    passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
    roleMustBeAdmin: 'يجب أن يكون الدور «مسؤول»',
    currentPasswordRequired: 'من فضلك أدخل كلمة المرور الحالية',
    currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة',
    invalidLogin: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    signInToContinue: 'من فضلك سجّل الدخول للمتابعة.',
    awaitingApproval: 'حسابك في انتظار الموافقة. يجب أن يوافق عليه أحد المسؤولين قبل أن تتمكن من استخدام لوحة الإدارة.',
    loggedOut: 'سُجّل خروجك بنجاح.',
    passwordChanged: 'تغيّرت كلمة المرور وسُجّل خروجك من جلساتك الأخرى.',
    otherSessionsSignedOut: 'سُجّل خروجك من كل جلساتك الأخرى.',
    languageInvalid: 'يجب أن تكون اللغة "en" (الإنجليزية) أو "ar" (العربية)',
    languageSaved: 'أصبحت لوحة الإدارة باللغة العربية.',
    passwordTooCommon: 'كلمة المرور هذه شائعة جدًا. من فضلك اختر كلمة مرور أخرى.',
    sessionNotFound: 'انتهت هذه الجلسة بالفعل.',
    sessionSignedOut: 'سُجّل الخروج من الجلسة.',
    currentSession: 'هذه هي الجلسة التي تستخدمها الآن. لإنهائها استخدم «تسجيل الخروج».',
    roleForbidden: 'دورك لا يسمح لك باستخدام هذا الجزء من لوحة الإدارة.',
  },
  twoFactor: {
    codeRequired: 'من فضلك أدخل رمز التحقق',
    codeWrong: 'رمز التحقق غير صحيح',
    signInExpired: 'انتهت مهلة تسجيل الدخول. من فضلك أدخل بريدك الإلكتروني وكلمة المرور مرة أخرى.',
    alreadyOn: 'التحقق بخطوتين مفعّل بالفعل لحسابك.',
    notSetUp: 'ابدأ الإعداد من جديد: لا يوجد مفتاح في انتظار التأكيد.',
    notOn: 'التحقق بخطوتين غير مفعّل لحسابك.',
    enabled: 'فُعّل التحقق بخطوتين. احتفظ بالرموز الاحتياطية في مكان آمن.',
    disabled: 'أُوقف التحقق بخطوتين.',
    setupRequired: 'يشترط المكتب التحقق بخطوتين. فعّله من الإعدادات لتتمكن من المتابعة.',
    requiredNotBoolean: 'يجب أن تكون قيمة «اشتراط التحقق بخطوتين» true أو false',
    turnOnYoursFirst: 'فعّل التحقق بخطوتين لحسابك أولًا، حتى لا يمنعك هذا الشرط من الدخول.',
    requirementSaved: (required) => (required ? 'أصبح التحقق بخطوتين مطلوبًا لكل الحسابات.' : 'أصبح التحقق بخطوتين اختياريًا.'),
  },
  passwordReset: {
    sent: 'إن كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. الرابط صالح لمدة ساعة.',
    noEmail: 'هذا الخادم لا يرسل رسائل بريد إلكتروني. من فضلك اطلب من مسؤول المكتب إعادة تعيين كلمة المرور.',
    tokenMissing: 'رابط إعادة التعيين ناقص. من فضلك افتح الرابط كاملًا من الرسالة.',
    tokenInvalid: 'رابط إعادة التعيين لم يعد صالحًا. من فضلك اطلب رابطًا جديدًا.',
    done: 'تغيّرت كلمة المرور. من فضلك سجّل الدخول بكلمة المرور الجديدة.',
  },
  users: {
    approvedNotBoolean: 'يجب أن تكون قيمة الموافقة true أو false',
    notFound: 'المستخدم غير موجود',
    ownerProtected: (action) => `لا يمكن ${action === 'change' ? 'تغيير' : 'حذف'} حساب المالك.`,
    notYourself: (action) => `لا يمكنك ${action === 'change' ? 'تغيير' : 'حذف'} حسابك من هنا.`,
    deleted: 'حُذف المستخدم بنجاح',
    roleInvalid: `يجب أن يكون الدور ${ROLES.map((role) => `«${roleName(role)}»`).join(' أو ')}`,
    nothingToChange: 'أرسل الموافقة أو الدور أو كليهما',
    roleName,
  },
  projects: {
    titleTooShort: `يجب ألا يقل العنوان عن ${arabicCount(3, characters)}`,
    slugTooShort: `يجب ألا يقل الاسم المختصر عن ${arabicCount(3, characters)}`,
    slugPattern: 'يجب ألا يحتوي الاسم المختصر إلا على حروف إنجليزية صغيرة وأرقام وشرطات',
    slugReserved: 'هذا الاسم المختصر محجوز، من فضلك اختر غيره',
    slugTaken: (slug) => `يوجد مشروع بالاسم المختصر "${slug}" بالفعل. من فضلك اختر اسمًا مختصرًا آخر.`,
    categoryRequired: 'الفئة مطلوبة',
    descriptionTooShort: `يجب ألا يقل الوصف عن ${arabicCount(10, characters)}`,
    imageUrlRequired: 'رابط الصورة مطلوب',
    imageUrlPattern: `يجب أن يكون رابط الصورة لصورة مرفوعة (${ltr('/uploads/…')}) أو عنوانًا يبدأ بـ ${ltr('https://')}`,
    imageAltRequired: 'وصف الصورة مطلوب',
    shareImagePattern: `يجب أن تكون صورة المشاركة صورة مرفوعة (${ltr('/uploads/…')}) أو عنوانًا يبدأ بـ ${ltr('https://')}`,
    galleryNotAList: 'يجب أن تكون صور المعرض قائمة من الصور',
    galleryTooMany: (max) => `لا يمكن أن يضم المشروع أكثر من ${arabicCount(max, images)}`,
    featuredNotBoolean: 'يجب أن تكون قيمة «مميز» true أو false',
    noFieldToUpdate: 'أرسل حقلًا واحدًا على الأقل من حقول المشروع لتعديله',
    notFound: 'المشروع غير موجود',
    statusInvalid: 'يجب أن تكون الحالة «مسودة» أو «منشور»',
    orderNotAList: 'أرسل الترتيب قائمةً من معرّفات المشروعات',
    orderEmpty: 'أرسل معرّف مشروع واحدًا على الأقل للترتيب',
    orderDuplicate: 'لا يجوز أن يتكرر مشروع في الترتيب',
    orderUnknown: (ids) => `${ids.length === 1 ? 'لا يوجد مشروع بالمعرّف' : 'لا توجد مشروعات بالمعرّفات'} ${ids.join('، ')}. أعد تحميل القائمة وحاول مرة أخرى.`,
    deleted: 'حُذف المشروع',
  },
  inbox: {
    messageNotFound: 'الرسالة غير موجودة',
    messageDeleted: 'حُذفت الرسالة',
    statusInvalid: (statuses) => `يجب أن تكون الحالة واحدة من: ${statuses.join('، ')}.`,
    noteNotText: 'يجب أن تكون الملاحظة نصًا.',
    noteTooLong: (max) => `يجب ألا تزيد الملاحظة على ${arabicCount(max, characters)}.`,
    nothingToChange: 'أرسل حالة أو ملاحظة لتغييرها.',
    notificationEmailsInvalid: 'من فضلك أدخل عناوين بريد إلكتروني صحيحة، تفصل بينها فواصل.',
    tooManyNotificationEmails: (max) => `لا يمكن إضافة أكثر من ${arabicCount(max, addresses)} لتلقي التنبيهات.`,
    acknowledgeNotBoolean: 'يجب أن تكون قيمة «إشعار الزوار» true أو false.',
    emailNotSetUp: 'البريد الإلكتروني غير مُعدّ: اطلب من المسؤول التقني ضبط البريد على الخادم (SMTP_URL) لإرسال الرسائل.',
    noNotificationEmails: 'أضف أولًا بريدًا واحدًا على الأقل لتلقي التنبيهات.',
    testRefused: (reason) => `رفض خادم البريد الرسالة التجريبية: ${reason}`,
    testSent: (list) => `أُرسلت رسالة تجريبية إلى ${list.join('، ')}.`,
    deletedBeforeSending: 'حُذفت الرسالة قبل إرسال بريدها.',
    noticeSent: 'أُرسل',
    noticeWaiting: 'في الانتظار',
    noticeFailed: (reason) => `تعذّر الإرسال: ${reason ?? 'سبب غير معروف'}`,
    pageInvalid: 'يجب أن تكون الصفحة عددًا صحيحًا من 1 فأكثر',
    limitInvalid: (max) => `يجب أن يكون عدد الرسائل في الصفحة عددًا صحيحًا من 1 إلى ${max}`,
    filterInvalid: 'هذا ليس عامل تصفية تعرضه شاشة الرسائل',
  },
  leads: {
    projectTypeInvalid: 'من فضلك اختر نوع المشروع من القائمة.',
    areaInvalid: (min, max) => `يجب أن تكون المساحة عددًا صحيحًا من الأمتار المربعة، من ${min} إلى ${max.toLocaleString('en')}.`,
    budgetInvalid: 'من فضلك اختر الميزانية من القائمة.',
    timelineInvalid: 'من فضلك اختر موعد البدء من القائمة.',
    preferredContactInvalid: `من فضلك اختر وسيلة التواصل: ${preferredContacts.phone} أو ${preferredContacts.whatsapp} أو ${preferredContacts.email}.`,
    projectUnknown: 'المشروع الذي تسأل عنه لم يعد معروضًا على الموقع. من فضلك أرسل رسالتك من دونه.',
    sourceInvalid: 'تعذّرت قراءة بيانات زيارتك. من فضلك أعد تحميل الصفحة وحاول مرة أخرى.',
    attachmentsTooMany: (max) => `يمكنك إرفاق ${arabicCount(max, files)} على الأكثر.`,
    attachmentsTooLarge: (megabytes) => `يجب ألا يزيد حجم المرفقات معًا على ${megabytes} ميجابايت.`,
    attachmentUnsupported: 'يمكن إرفاق صور JPEG وPNG وWebP وملفات PDF فقط، ويجب أن يكون الملف سليمًا يمكن فتحه.',
    attachmentMissing: `من فضلك اختر ملفًا لإرفاقه في الحقل ${ltr('file')}.`,
    attachmentNotFound: 'لم نعثر على أحد المرفقات، وربما انتهت صلاحيته. من فضلك أرفق الملف مرة أخرى.',
    attachmentsFull: 'لا يستطيع الاستوديو استقبال مرفقات أخرى الآن. من فضلك أرسل رسالتك من دونها، أو أرسل الملفات بالبريد الإلكتروني.',
    whatsappOff: 'لا يوجد رقم واتساب للاستوديو حاليًا.',
    stageInvalid: (stages) => `يجب أن تكون المرحلة واحدة من: ${stages.map(ltr).join('، ')}.`,
    lostReasonInvalid: (reasons) => `يجب أن يكون سبب عدم التعاقد واحدًا من: ${reasons.map(ltr).join('، ')}.`,
    lostReasonNotLost: `لا يُسجَّل سبب عدم التعاقد إلا لعميل في مرحلة «${stages.Lost}».`,
    ownerInvalid: 'يجب إسناد العميل إلى حساب معتمد يتابع العملاء (مسؤول أو مبيعات).',
    followUpInvalid: `يجب أن يكون موعد المتابعة تاريخًا بصيغة ${ltr('YYYY-MM-DD')}.`,
    valueInvalid: (max) => `يجب أن تكون القيمة عددًا صحيحًا بالجنيه المصري من 0 إلى ${max.toLocaleString('en')}.`,
    channelInvalid: (channels) => `يجب أن تكون القناة واحدة من: ${channels.map(ltr).join('، ')}.`,
    sourceFilterInvalid: 'عامل تصفية المصدر أطول من المسموح',
    stages,
    lostReasons,
    channels,
    preferredContacts,
  },
  uploads: {
    tooLarge: 'حجم الصورة أكبر من 5 ميجابايت. من فضلك اختر ملفًا أصغر.',
    tooManyPixels: (count) => `عدد البكسلات في الصورة كبير جدًا. من فضلك اختر صورة لا تزيد على ${arabicCount(count, megapixels)} (مثل 6000 × 4000).`,
    notFromAdmin: 'يجب أن يأتي الرفع من تطبيق الإدارة (الترويسة X-Requested-With: XMLHttpRequest غير موجودة).',
    multipartRequired: 'من فضلك أرسل الصورة بصيغة multipart/form-data في الحقل "image".',
    unreadable: 'تعذّرت قراءة الملف المرفوع. من فضلك حاول مرة أخرى.',
    fileMissing: 'من فضلك اختر ملف صورة لرفعه في الحقل "image".',
    unsupported: 'يمكن رفع صور JPEG وPNG وWebP وAVIF وGIF فقط، ويجب أن يكون الملف صورة يمكن قراءتها.',
  },
  media: {
    notFound: 'الصورة غير موجودة',
    inUse: (places) => `ما زالت الصورة مستخدمة في ${places.join('؛ ')}. أزلها من هناك أولًا، ثم احذفها من المكتبة.`,
    placeProject: (title) => `المشروع «${own(title)}»`,
    placeHero: 'واجهة الصفحة الرئيسية',
    placeContent: (section) => `محتوى الموقع (${section})`,
    placeTestimonial: (name) => `شهادة ${name}`,
    deleted: 'حُذفت الصورة',
  },
  redirects: {
    fromInvalid: `يجب أن يكون العنوان القديم مسارًا في هذا الموقع، مثل ${ltr('/old-page')}`,
    toInvalid: `يجب أن يكون العنوان الجديد مسارًا في هذا الموقع، مثل ${ltr('/portfolio')}، أو عنوانًا يبدأ بـ ${ltr('https://')}`,
    loop: (path) => `هذا التحويل سيُعيد الزوار في حلقة مفرغة إلى ${ltr(path)}.`,
    pageExists: (path) => `المسار ${ltr(path)} تفتحه صفحة من صفحات الموقع، لذلك لا يمكن تحويله.`,
    fromTaken: (path) => `يوجد تحويل من ${ltr(path)} بالفعل.`,
    notFound: 'التحويل غير موجود',
    deleted: 'حُذف التحويل',
  },
  privacy: {
    invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
    erased: 'حُذف كل ما نحتفظ به عن هذا البريد الإلكتروني.',
  },
  backups: {
    taken: 'أُخذت نسخة احتياطية',
    failed: 'تعذّر أخذ النسخة الاحتياطية. سجل الخادم يوضح السبب؛ من فضلك حاول مرة أخرى لاحقًا.',
  },
  // The field's name goes in quotes (the English form's label, or the Arabic screen's): the sentence reads right whatever its gender.
  siteContent: {
    required: (label) => `يجب إدخال «${label}»`,
    tooLong: (label, max) => `يجب ألا يزيد طول «${label}» على ${arabicCount(max, characters)}`,
    notText: (label) => `يجب أن يكون محتوى «${label}» نصًا`,
    phoneInvalid: (label) => `أدخل في «${label}» رقم هاتف مثل ${ltr('+20 100 555 0142')}`,
    linkInvalid: (label) => `أدخل في «${label}» عنوانًا يبدأ بـ ${ltr('https://')}`,
    emailInvalid: 'يجب أن يكون البريد الإلكتروني عنوانًا صحيحًا',
    numberInvalid: (label) => `أدخل في «${label}» رقمًا من 0 إلى 1,000,000,000`,
    decimalsInvalid: 'يجب أن تكون الخانات العشرية 0 أو 1 أو 2',
    listTooShort: (label, min) => `يجب ألا يقل عدد العناصر في «${label}» عن ${arabicCount(min, items)}`,
    listTooLong: (label, max) => `يجب ألا يزيد عدد العناصر في «${label}» على ${arabicCount(max, items)}`,
    cardCategory: 'اختر فئة الأعمال التي تقود إليها البطاقة',
    testimonialPicks: 'اختر كل شهادة من القائمة مرة واحدة',
    notAnObject: 'أرسل القسم كائن JSON بحقوله',
    unknownSection: 'لا يوجد قسم بهذا الاسم في محتوى الموقع',
    versionRequired: 'أرسل رقم النسخة التي عدّلتها، عددًا صحيحًا',
    conflict: 'غيّر شخص آخر هذا المحتوى. أعد تحميل الصفحة لتراه.',
    nothingToPublish: 'لا توجد تغييرات غير منشورة لنشرها',
    versionNotFound: 'تلك النسخة المنشورة لم تعد موجودة',
    sections: sectionTitles,
  },
  preview: {
    unavailable: 'تُبنى المعاينات على خادم الإنتاج (npm start). خادم التطوير (npm run dev) يعرض المحتوى المنشور فقط.',
    rebuildUnavailable: 'يُعاد بناء الموقع كله على خادم الإنتاج (npm start). خادم التطوير (npm run dev) يعرض كل صفحة عند فتحها.',
  },
  activity: {
    pageInvalid: 'يجب أن تكون الصفحة عددًا صحيحًا من 1 فأكثر',
    adminInvalid: 'يجب أن يكون المسؤول معرّف مستخدم',
    actionUnknown: 'هذا ليس إجراءً يسجّله سجل النشاط',
    sentences,
    unknownActionSentence: ({ action, actorName, target }) => by(`${own(action)}${andOwn(target)}`, actorName),
  },
  analytics: {
    pathInvalid: `يجب أن يكون المسار عنوان صفحة من هذا الموقع يبدأ بـ ${ltr('/')}`,
    searchInvalid: `يجب أن يكون الاستعلام هو الجزء الذي يبدأ بـ ${ltr('?')} من عنوان الصفحة`,
    referrerInvalid: 'يجب أن يكون الموقع المُحيل عنوان ويب، أو أن يُترك فارغًا',
    missingNotBoolean: 'يجب أن تكون قيمة missing هي true أو false',
    notAPage: 'هذا العنوان ليس صفحة من صفحات هذا الموقع',
    notCountedHere: `هذا الخادم يحصي بنفسه الصفحات التي يقدّمها، فلا تُقبل تقارير مشاهدات الصفحات إلا مع ${ltr('ANALYTICS=beacon')}.`,
    rangeInvalid: (ranges) => `يجب أن تكون الفترة واحدة من: ${ranges.join('، ')}.`,
  },
  emails: {
    test: {
      subject: `رسالة تجريبية من لوحة إدارة ${studioName}`,
      text: (siteUrl) => `هذه رسالة تجريبية من لوحة إدارة ${studioName} (${siteUrl}). ستصلك تنبيهات رسائل التواصل الجديدة بالشكل نفسه.`,
    },
    acknowledgement: {
      subject: 'تلقّينا رسالتك',
      greeting: 'مرحبًا،',
      body: 'شكرًا لتواصلك معنا. تلقّينا رسالتك وسنعود إليك قريبًا، عادةً خلال يوم عمل واحد.',
      signature: `فريق ${studioName}`,
    },
    notice: {
      arrived: 'وصلت رسالة جديدة عبر الموقع.',
      labels: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', subject: 'الموضوع' },
      open: 'افتحها في لوحة الإدارة',
      subject: (subject) => `رسالة جديدة: ${subject}`,
    },
    testimonialNotice: {
      arrived: 'أرسل أحد العملاء شهادة عبر رابط الشهادات. لن تظهر على الموقع قبل موافقتك.',
      labels: { name: 'الاسم', role: 'الوظيفة', company: 'الشركة' },
      open: 'افتحها في لوحة الإدارة',
      subject: (name) => `شهادة جديدة من ${name}`,
    },
    testimonialRequest: {
      subject: `هل تكتب لنا بضع كلمات عن مشروعك؟ — ${studioName}`,
      greeting: (name) => `مرحبًا ${name}،`,
      body: `شكرًا لثقتك في ${studioName}. هل تحكي في بضع جمل كيف كانت تجربتك معنا، ليستفيد منها من يفكر في التعامل معنا؟ يفتح هذا الرابط نموذجًا قصيرًا، ويعمل مرة واحدة خلال 30 يومًا.`,
      action: 'اكتب رأيك',
      thanks: 'مع خالص الشكر،',
    },
    passwordReset: {
      subject: `اختر كلمة مرور جديدة — إدارة ${studioName}`,
      greeting: (name) => `مرحبًا ${name}،`,
      body: `طلب أحدهم إعادة تعيين كلمة مرور حسابك في لوحة إدارة ${studioName}. إن كنت أنت، فاختر كلمة مرور جديدة من هذا الرابط. يعمل الرابط مرة واحدة، لمدة ساعة.`,
      action: 'اختر كلمة مرور جديدة',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
    },
    newsletterConfirmation: {
      subject: `أكّد اشتراكك في نشرة ${studioName} البريدية`,
      greeting: 'مرحبًا،',
      body: `من فضلك أكّد رغبتك في تلقّي نشرة ${studioName} البريدية على هذا العنوان.`,
      action: 'تأكيد الاشتراك',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتم اشتراكك، وسيُحذف عنوانك خلال 7 أيام.',
    },
    newsletter: {
      viewProject: 'شاهد المشروع',
      why: 'تصلك هذه النشرة لأنك اشتركت فيها عبر موقعنا.',
      unsubscribe: 'إلغاء الاشتراك',
      testSubject: (subject) => `[تجربة] ${subject}`,
    },
    accountExists: {
      subject: `حسابك في إدارة ${studioName}`,
      greeting: (name) => `مرحبًا ${name}،`,
      body: `حاول أحدهم إنشاء حساب في لوحة إدارة ${studioName} بهذا البريد الإلكتروني. لديك حساب به بالفعل، فلم يُنشأ شيء.`,
      signIn: 'تسجيل الدخول',
      forgot: 'إن نسيت كلمة المرور، فاختر «نسيت كلمة المرور؟» في شاشة تسجيل الدخول.',
      ignore: 'إن لم تكن أنت، فتجاهل هذه الرسالة: يبقى حسابك كما هو.',
    },
  },
};
