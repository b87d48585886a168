import type { ActivityAction, ActivityFacts } from './activity.ts';
import { arabicCount, type ArabicNoun } from './i18n/arabic-count.ts';
import { arabicRoleName } from './roles.ts';
import { CHANNEL_NAMES, LOST_REASON_NAMES, STAGE_NAMES } from './leads.ts';
import { sectionTitle } from './site-content/section-titles.ts';

/** The activity log's filter in Arabic; a new kind of record fails the type check until it has its name here. */
export const ARABIC_ACTIVITY_ACTIONS: Readonly<Record<ActivityAction, string>> = {
  'session.signed-in': 'تسجيل الدخول',
  'session.sign-in-failed': 'محاولة دخول فاشلة',
  'session.code-failed': 'رمز تحقق خاطئ',
  'session.signed-out': 'تسجيل الخروج',
  'project.created': 'إضافة مشروع',
  'project.edited': 'تعديل مشروع',
  'project.featured': 'إبراز مشروع',
  'project.unfeatured': 'إلغاء إبراز مشروع',
  'project.deleted': 'حذف مشروع',
  'project.published': 'نشر مشروع',
  'project.drafted': 'تحويل مشروع إلى مسودة',
  'projects.reordered': 'ترتيب الأعمال',
  'image.uploaded': 'رفع صورة',
  'image.described': 'تعديل النص البديل لصورة',
  'image.deleted': 'حذف صورة',
  'redirect.created': 'إضافة تحويل',
  'redirect.edited': 'تعديل تحويل',
  'redirect.deleted': 'حذف تحويل',
  'message.read': 'قراءة رسالة',
  'message.deleted': 'حذف رسالة',
  'lead.added': 'إضافة عميل',
  'lead.stage-changed': 'نقل عميل إلى مرحلة أخرى',
  'lead.updated': 'تحديث بيانات عميل',
  'subscriber.deleted': 'حذف مشترك',
  'subscribers.exported': 'تصدير المشتركين',
  'data.erased': 'حذف بيانات بريد إلكتروني',
  'user.approved': 'الموافقة على مستخدم',
  'user.unapproved': 'إلغاء الموافقة على مستخدم',
  'user.deleted': 'حذف مستخدم',
  'user.role-changed': 'تغيير دور مستخدم',
  'user.password-reset-link': 'إنشاء رابط لإعادة تعيين كلمة المرور',
  'account.password-changed': 'تغيير كلمة المرور',
  'account.password-reset': 'إعادة تعيين كلمة المرور',
  'account.sessions-ended': 'إنهاء الجلسات الأخرى',
  'account.session-ended': 'تسجيل الخروج من جهاز',
  'account.two-factor-enabled': 'تفعيل التحقق بخطوتين',
  'account.two-factor-disabled': 'إيقاف التحقق بخطوتين',
  'security.two-factor-required': 'اشتراط التحقق بخطوتين',
  'security.two-factor-optional': 'جعل التحقق بخطوتين اختياريًا',
  'content.published': 'نشر محتوى الموقع',
  'content.discarded': 'تجاهل تغييرات المحتوى',
  'content.restored': 'استعادة نسخة من المحتوى',
  'backup.taken': 'أخذ نسخة احتياطية',
  'backup.restored': 'استعادة نسخة احتياطية',
};

/** The project's fields as the project form names them. */
const PROJECT_FIELDS: Readonly<Record<string, string>> = {
  title: 'العنوان',
  slug: 'الاسم المختصر',
  category: 'الفئة',
  description: 'العنوان الفرعي',
  fullDescription: 'الوصف الكامل',
  imageUrl: 'الصورة الرئيسية',
  imageAlt: 'النص البديل للصورة',
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
const LEAD_FIELDS: Readonly<Record<string, string>> = {
  owner: 'مسؤول المتابعة',
  'follow-up date': 'موعد المتابعة',
  value: 'القيمة',
  'lost reason': 'سبب عدم التعاقد',
  status: 'الحالة',
  note: 'الملاحظة',
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
const counted = (details: Record<string, unknown> | null) => (typeof details?.count === 'number' && details.count > 1 ? details.count : 1);

/**
 * A name, title or email typed in any language, isolated in the Arabic sentence (U+2068…U+2069) so that its
 * own direction cannot reorder the words around it: a Latin name beside a dash stays whole.
 */
const own = (value: string) => `\u2068${value}\u2069`;
/** A client address reads left to right, even one with no letter to tell (U+2066…U+2069): «::1», not «1::». */
const address = (value: string) => `\u2066${value}\u2069`;
/** A redirect's path, left to right like the address it is. */
const path = (target: string | null) => (target ? address(target) : 'عنوان');
const quoted = (target: string | null) => (target ? `«${own(target)}»` : 'عنصر');
const joined = (values: string[]) => values.join('، ');
const sections = (value: unknown) => (Array.isArray(value) && value.length > 0 ? ` (${joined(value.map((section) => sectionTitle(section, 'ar')))})` : '');
/** A stored stage, lost reason or channel by its Arabic name; a value the lists do not know is shown as stored. */
const nameIn = (names: Readonly<Record<string, string>>, value: unknown) => (typeof value === 'string' ? (Object.hasOwn(names, value) ? names[value] : own(value)) : null);
const leadFields = (value: unknown) => (Array.isArray(value) && value.length > 0 ? ` (${joined(value.map((field) => LEAD_FIELDS[String(field)] ?? String(field)))})` : '');
const fields = (value: unknown) => (Array.isArray(value) && value.length > 0 ? ` (${joined(value.map((field) => PROJECT_FIELDS[String(field)] ?? String(field)))})` : '');

/**
 * One record in Arabic. The sentence names what was done before who did it («تعديل المشروع «…» — منى»):
 * an Arabic verb agrees with its doer, and the log does not know whether a name is a man's or a woman's.
 */
export const arabicActivitySentence = ({ action, actorName, target, details, clientAddress }: ActivityFacts): string => {
  const by = (what: string) => `${what} — ${actorName ? own(actorName) : 'مستخدم غير معروف'}`;
  const from = address(clientAddress);
  const named = (value: string | null, fallback: string) => (value ? own(value) : fallback);
  switch (action as ActivityAction) {
    case 'session.signed-in':
      return by(`تسجيل الدخول من ${from}${details?.twoFactor === 'backup code' ? ' برمز احتياطي' : ''}`);
    case 'session.sign-in-failed':
      return `${arabicCount(counted(details), failedSignIns)} باسم ${named(target, 'بريد غير معروف')} من ${from}`;
    case 'session.code-failed':
      return `${arabicCount(counted(details), wrongCodes)} لحساب ${named(target, 'غير معروف')} من ${from}`;
    case 'session.signed-out':
      return by('تسجيل الخروج');
    case 'project.created':
      return by(`إضافة المشروع ${quoted(target)}${details?.status === 'Draft' ? ' كمسودة' : ''}`);
    case 'project.edited':
      return by(`تعديل المشروع ${quoted(target)}${fields(details?.fields)}`);
    case 'project.featured':
      return by(`إبراز المشروع ${quoted(target)} في الصفحة الرئيسية`);
    case 'project.unfeatured':
      return by(`إلغاء إبراز المشروع ${quoted(target)} في الصفحة الرئيسية`);
    case 'project.deleted':
      return by(`حذف المشروع ${quoted(target)}`);
    case 'project.published':
      return by(`نشر المشروع ${quoted(target)}`);
    case 'project.drafted':
      return by(`تحويل المشروع ${quoted(target)} إلى مسودة`);
    case 'projects.reordered':
      return by(`تغيير ترتيب الأعمال${target ? ` (${own(target)} أولًا)` : ''}`);
    case 'image.uploaded':
      return by(`رفع الصورة${target ? ` ${own(target)}` : ''}`);
    case 'image.described':
      return by(`تعديل النص البديل للصورة${target ? ` ${own(target)}` : ''}`);
    case 'image.deleted':
      return by(`حذف الصورة${target ? ` ${own(target)}` : ''}`);
    case 'redirect.created':
      return by(`إضافة تحويل من ${path(target)}${typeof details?.to === 'string' ? ` إلى ${address(details.to)}` : ''}`);
    case 'redirect.edited':
      return by(`تعديل التحويل من ${path(target)}${typeof details?.to === 'string' ? ` (يقود الآن إلى ${address(details.to)})` : ''}`);
    case 'redirect.deleted':
      return by(`حذف التحويل من ${path(target)}`);
    case 'message.read':
      return by(`قراءة رسالة ${named(target, 'زائر')}`);
    case 'message.deleted':
      return by(`حذف رسالة ${named(target, 'زائر')}`);
    case 'lead.added': {
      const channel = nameIn(CHANNEL_NAMES.ar, details?.channel);
      return by(`إضافة ${target ? `العميل ${own(target)}` : 'عميل'}${channel ? ` (${channel})` : ''}`);
    }
    case 'lead.stage-changed': {
      const reason = nameIn(LOST_REASON_NAMES.ar, details?.lostReason);
      const stage = (value: unknown, fallback: string) => {
        const name = nameIn(STAGE_NAMES.ar, value);
        return name ? `«${name}»` : fallback;
      };
      return by(`نقل ${target ? `العميل ${own(target)}` : 'عميل'} من ${stage(details?.from, 'مرحلة')} إلى ${stage(details?.to, 'مرحلة أخرى')}${reason ? `: ${reason}` : ''}`);
    }
    case 'lead.updated':
      return by(`تحديث بيانات ${target ? `العميل ${own(target)}` : 'عميل'}${leadFields(details?.fields)}`);
    case 'subscriber.deleted':
      return by(`حذف المشترك${target ? ` ${own(target)}` : ''}`);
    case 'subscribers.exported':
      return by(typeof details?.count === 'number' ? `تصدير ${arabicCount(details.count, subscribers)}` : 'تصدير المشتركين');
    case 'data.erased':
      return by('حذف بيانات عنوان بريد إلكتروني واحد');
    case 'user.approved':
      return by(`الموافقة على ${named(target, 'حساب')}${details?.role === 'editor' || details?.role === 'sales' ? ` بدور ${arabicRoleName(details.role)}` : ''}`);
    case 'user.unapproved':
      return by(`إلغاء الموافقة على ${named(target, 'حساب')}`);
    case 'user.deleted':
      return by(`حذف حساب ${named(target, 'مستخدم')}`);
    case 'user.role-changed':
      return by(`تغيير دور ${named(target, 'حساب')}${typeof details?.role === 'string' ? ` إلى ${arabicRoleName(details.role)}` : ''}`);
    case 'user.password-reset-link':
      return by(`إنشاء رابط لإعادة تعيين كلمة مرور ${named(target, 'حساب')}`);
    case 'account.password-changed':
      return by('تغيير كلمة المرور');
    case 'account.password-reset':
      return actorName ? by('تعيين كلمة مرور جديدة برابط إعادة التعيين') : `عُيّنت كلمة مرور ${named(target, 'حساب')} على الخادم`;
    case 'account.sessions-ended':
      return by('تسجيل الخروج من الجلسات الأخرى');
    case 'account.session-ended': {
      const device = [details?.browser, details?.system].filter((part): part is string => typeof part === 'string');
      return by(`تسجيل الخروج من جهاز${typeof details?.browser === 'string' ? ` (${joined(device.map(own))})` : ''}`);
    }
    case 'account.two-factor-enabled':
      return by('تفعيل التحقق بخطوتين');
    case 'account.two-factor-disabled':
      return by('إيقاف التحقق بخطوتين');
    case 'security.two-factor-required':
      return by('اشتراط التحقق بخطوتين لكل الحسابات');
    case 'security.two-factor-optional':
      return by('جعل التحقق بخطوتين اختياريًا');
    case 'content.published':
      return by(`نشر محتوى الموقع${sections(details?.sections)}`);
    case 'content.discarded':
      return by(`تجاهل تغييرات محتوى الموقع غير المنشورة${sections(details?.sections)}`);
    case 'content.restored': {
      const when = typeof details?.publishedAt === 'string' ? details.publishedAt.slice(0, 16).replace('T', ' ') : null;
      return by(`استعادة محتوى الموقع ${when ? `المنشور في ${own(`${when} UTC`)}` : 'من نشر سابق'} كتغييرات غير منشورة`);
    }
    case 'backup.taken':
      return actorName ? by(`أخذ النسخة الاحتياطية${target ? ` ${own(target)}` : ''}`) : `أُخذت النسخة الاحتياطية${target ? ` ${own(target)}` : ''} تلقائيًا`;
    case 'backup.restored':
      return `استُعيدت النسخة الاحتياطية${target ? ` ${own(target)}` : ''}`;
    default:
      return by(`${own(action)}${target ? ` ${own(target)}` : ''}`);
  }
};
