import { arabicCount, type ArabicNoun } from '../i18n/arabic-count.ts';
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
  imageAlt: { name: 'النص البديل للصورة' },
  completionDate: { name: 'تاريخ الإنجاز' },
  client: { name: 'العميل' },
  location: { name: 'الموقع' },
  size: { name: 'المساحة', feminine: true },
};

/** An address or path inside an Arabic sentence, isolated left to right (U+2066…U+2069): «//:https» would read backwards. */
const ltr = (value: string) => `\u2066${value}\u2069`;

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
const megapixels: ArabicNoun = { zero: '0 ميجابكسل', one: 'ميجابكسل واحد', two: '2 ميجابكسل', few: 'ميجابكسل', many: 'ميجابكسل', other: 'ميجابكسل' };

/** Every sentence of the API in Arabic: the public forms' and the admin's (decision 140). */
export const ar: ApiMessages = {
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
  },
  auth: {
    invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا',
    nameTooShort: `يجب ألا يقل الاسم عن ${arabicCount(2, characters)}`,
    passwordTooShort: `يجب ألا تقل كلمة المرور عن ${arabicCount(6, characters)}`,
    passwordTooLong: `يجب ألا تزيد كلمة المرور على ${arabicCount(128, characters)}`,
    passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
    roleMustBeAdmin: 'يجب أن يكون الدور admin',
    currentPasswordRequired: 'من فضلك أدخل كلمة المرور الحالية',
    currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة',
    invalidLogin: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    signInToContinue: 'من فضلك سجّل الدخول للمتابعة.',
    awaitingApproval: 'حسابك في انتظار الموافقة. يجب أن يوافق عليه أحد المسؤولين قبل أن تتمكن من استخدام لوحة الإدارة.',
    accountExists: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. من فضلك سجّل الدخول بدلًا من ذلك.',
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
    roleInvalid: 'يجب أن يكون الدور admin أو editor أو sales',
    nothingToChange: 'أرسل الموافقة أو الدور أو كليهما',
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
    imageAltRequired: 'النص البديل للصورة مطلوب',
    galleryNotAList: 'يجب أن تكون صور المعرض قائمة من الصور',
    galleryTooMany: (max) => `لا يمكن أن يضم المشروع أكثر من ${arabicCount(max, images)}`,
    featuredNotBoolean: 'يجب أن تكون قيمة «مميز» true أو false',
    noFieldToUpdate: 'أرسل حقلًا واحدًا على الأقل من حقول المشروع لتعديله',
    notFound: 'المشروع غير موجود',
    statusInvalid: 'يجب أن تكون الحالة "Draft" أو "Published"',
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
    emailNotSetUp: 'البريد الإلكتروني غير مُعدّ: اضبط SMTP_URL على الخادم لإرسال الرسائل.',
    noNotificationEmails: 'أضف أولًا بريدًا واحدًا على الأقل لتلقي التنبيهات.',
    testRefused: (reason) => `رفض خادم البريد الرسالة التجريبية: ${reason}`,
    testSent: (list) => `أُرسلت رسالة تجريبية إلى ${list.join('، ')}.`,
    deletedBeforeSending: 'حُذفت الرسالة قبل إرسال بريدها.',
    noticeSent: 'أُرسل',
    noticeWaiting: 'في الانتظار',
    noticeFailed: (reason) => `تعذّر الإرسال: ${reason ?? 'سبب غير معروف'}`,
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
    notAnObject: 'أرسل القسم كائن JSON بحقوله',
    unknownSection: 'لا يوجد قسم بهذا الاسم في محتوى الموقع',
    versionRequired: 'أرسل رقم النسخة التي عدّلتها، عددًا صحيحًا',
    conflict: 'غيّر شخص آخر هذا المحتوى. أعد تحميل الصفحة لتراه.',
    nothingToPublish: 'لا توجد تغييرات غير منشورة لنشرها',
    versionNotFound: 'تلك النسخة المنشورة لم تعد موجودة',
  },
  preview: {
    unavailable: 'تُبنى المعاينات على خادم الإنتاج (npm start). خادم التطوير (npm run dev) يعرض المحتوى المنشور فقط.',
  },
  activity: {
    pageInvalid: 'يجب أن تكون الصفحة عددًا صحيحًا من 1 فأكثر',
    adminInvalid: 'يجب أن يكون المسؤول معرّف مستخدم',
    actionUnknown: 'هذا ليس إجراءً يسجّله سجل النشاط',
  },
};
