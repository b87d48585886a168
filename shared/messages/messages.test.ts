import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** Values for the sentences that take a list or a stored value; every other one takes a field (or a label, a word) and a number. */
const LIST_ARGUMENTS: Record<string, unknown[]> = {
  'users.roleName': ['admin'],
  'projects.orderUnknown': [[4, 5]],
  'inbox.statusInvalid': [['New', 'Read']],
  'inbox.testSent': [['a@example.com']],
  'analytics.rangeInvalid': [['7d', '30d']],
  'leads.stageInvalid': [['New lead', 'Won']],
  'leads.lostReasonInvalid': [['Price', 'Timing']],
  'leads.channelInvalid': [['phone', 'walk-in']],
  'media.inUse': [['the project “A”']],
};

/** The facts of an activity record, for the activity log's sentences. */
const RECORD = { action: 'project.edited', actorName: 'Mona', target: 'Zamalek Loft', details: { fields: ['title'] }, clientAddress: '203.0.113.7' };
const isActivitySentence = (path: string) => path.startsWith('activity.sentences.') || path === 'activity.unknownActionSentence';
const argumentsOf = (path: string) => LIST_ARGUMENTS[path] ?? (isActivitySentence(path) ? [RECORD] : ['message', 3]);

/** Every sentence of a dictionary as "path → text"; the ones with values are written with sample values. */
const sentences = (value: unknown, path = ''): [string, unknown][] => {
  if (typeof value === 'function') return [[path, (value as (...args: unknown[]) => unknown)(...argumentsOf(path))]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => sentences(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
};

const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const overCounts = (sentence: (count: number) => string) => COUNTS.map(sentence);

describe('the API’s two dictionaries', () => {
  const english = new Map(sentences(en));
  const arabic = new Map(sentences(ar));

  it('have the same sentences, and none is empty', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of [...english, ...arabic]) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it('write every Arabic sentence in Arabic', () => {
    // A record of an action this version does not know is written with its stored values only.
    for (const [path, text] of arabic) if (path !== 'activity.unknownActionSentence') expect(text, path).toMatch(/[\u0600-\u06FF]{3}/);
  });
});

describe('the Arabic sentences with a count', () => {
  it('count the seconds of a rate limit', () => {
    expect(overCounts(ar.requests.tooManyRequests)).toEqual([
      'أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد 0 ثانية.',
      'أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد ثانية واحدة.',
      'أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد ثانيتين.',
      'أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد 3 ثوانٍ.',
      'أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد 11 ثانية.',
      'أرسلت طلبات كثيرة في وقت قصير. من فضلك حاول مرة أخرى بعد 100 ثانية.',
    ]);
  });

  it('count the characters of a field, the verb agreeing with the field', () => {
    expect(overCounts((count) => ar.fields.tooLong('name', count))).toEqual([
      'يجب ألا يزيد الاسم على 0 حرف',
      'يجب ألا يزيد الاسم على حرف واحد',
      'يجب ألا يزيد الاسم على حرفين',
      'يجب ألا يزيد الاسم على 3 أحرف',
      'يجب ألا يزيد الاسم على 11 حرفًا',
      'يجب ألا يزيد الاسم على 100 حرف',
    ]);
    expect(overCounts((count) => ar.fields.tooLong('message', count))).toEqual([
      'يجب ألا تزيد الرسالة على 0 حرف',
      'يجب ألا تزيد الرسالة على حرف واحد',
      'يجب ألا تزيد الرسالة على حرفين',
      'يجب ألا تزيد الرسالة على 3 أحرف',
      'يجب ألا تزيد الرسالة على 11 حرفًا',
      'يجب ألا تزيد الرسالة على 100 حرف',
    ]);
    expect(ar.fields.tooLong('size', 60)).toBe('يجب ألا تزيد المساحة على 60 حرفًا');
    expect(ar.fields.tooLong('slug', 120)).toBe('يجب ألا يزيد الاسم المختصر على 120 حرفًا');
  });

  it('count the characters of the admin’s note and of a site content text', () => {
    expect(overCounts(ar.inbox.noteTooLong)).toEqual([
      'يجب ألا تزيد الملاحظة على 0 حرف.',
      'يجب ألا تزيد الملاحظة على حرف واحد.',
      'يجب ألا تزيد الملاحظة على حرفين.',
      'يجب ألا تزيد الملاحظة على 3 أحرف.',
      'يجب ألا تزيد الملاحظة على 11 حرفًا.',
      'يجب ألا تزيد الملاحظة على 100 حرف.',
    ]);
    expect(overCounts((count) => ar.siteContent.tooLong('Title (Arabic)', count))).toEqual([
      'يجب ألا يزيد طول «Title (Arabic)» على 0 حرف',
      'يجب ألا يزيد طول «Title (Arabic)» على حرف واحد',
      'يجب ألا يزيد طول «Title (Arabic)» على حرفين',
      'يجب ألا يزيد طول «Title (Arabic)» على 3 أحرف',
      'يجب ألا يزيد طول «Title (Arabic)» على 11 حرفًا',
      'يجب ألا يزيد طول «Title (Arabic)» على 100 حرف',
    ]);
  });

  it('count a project’s images', () => {
    expect(overCounts(ar.projects.galleryTooMany)).toEqual([
      'لا يمكن أن يضم المشروع أكثر من 0 صورة',
      'لا يمكن أن يضم المشروع أكثر من صورة واحدة',
      'لا يمكن أن يضم المشروع أكثر من صورتين',
      'لا يمكن أن يضم المشروع أكثر من 3 صور',
      'لا يمكن أن يضم المشروع أكثر من 11 صورة',
      'لا يمكن أن يضم المشروع أكثر من 100 صورة',
    ]);
  });

  it('count the notification addresses', () => {
    expect(overCounts(ar.inbox.tooManyNotificationEmails)).toEqual([
      'لا يمكن إضافة أكثر من 0 عنوان لتلقي التنبيهات.',
      'لا يمكن إضافة أكثر من عنوان واحد لتلقي التنبيهات.',
      'لا يمكن إضافة أكثر من عنوانين لتلقي التنبيهات.',
      'لا يمكن إضافة أكثر من 3 عناوين لتلقي التنبيهات.',
      'لا يمكن إضافة أكثر من 11 عنوانًا لتلقي التنبيهات.',
      'لا يمكن إضافة أكثر من 100 عنوان لتلقي التنبيهات.',
    ]);
  });

  it('count an image’s megapixels', () => {
    const sentence = (limit: string) => `عدد البكسلات في الصورة كبير جدًا. من فضلك اختر صورة لا تزيد على ${limit} (مثل 6000 × 4000).`;
    expect(overCounts(ar.uploads.tooManyPixels)).toEqual(['0 ميجابكسل', 'ميجابكسل واحد', '2 ميجابكسل', '3 ميجابكسل', '11 ميجابكسل', '100 ميجابكسل'].map(sentence));
  });

  it('count the items of a site content list', () => {
    expect(overCounts((count) => ar.siteContent.listTooShort('Hero slides', count))).toEqual([
      'يجب ألا يقل عدد العناصر في «Hero slides» عن 0 عنصر',
      'يجب ألا يقل عدد العناصر في «Hero slides» عن عنصر واحد',
      'يجب ألا يقل عدد العناصر في «Hero slides» عن عنصرين',
      'يجب ألا يقل عدد العناصر في «Hero slides» عن 3 عناصر',
      'يجب ألا يقل عدد العناصر في «Hero slides» عن 11 عنصرًا',
      'يجب ألا يقل عدد العناصر في «Hero slides» عن 100 عنصر',
    ]);
    expect(overCounts((count) => ar.siteContent.listTooLong('Hero slides', count))).toEqual([
      'يجب ألا يزيد عدد العناصر في «Hero slides» على 0 عنصر',
      'يجب ألا يزيد عدد العناصر في «Hero slides» على عنصر واحد',
      'يجب ألا يزيد عدد العناصر في «Hero slides» على عنصرين',
      'يجب ألا يزيد عدد العناصر في «Hero slides» على 3 عناصر',
      'يجب ألا يزيد عدد العناصر في «Hero slides» على 11 عنصرًا',
      'يجب ألا يزيد عدد العناصر في «Hero slides» على 100 عنصر',
    ]);
  });

  it('count the characters and digits of the contact rules', () => {
    expect(ar.contact).toEqual({
      nameTooShort: 'يجب ألا يقل الاسم عن حرفين.',
      invalidEmail: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
      phoneTooShort: 'يجب ألا يقل رقم الهاتف عن 8 أرقام.',
      subjectTooShort: 'يجب ألا يقل الموضوع عن 3 أحرف.',
      messageTooShort: 'يجب ألا تقل الرسالة عن 10 أحرف.',
    });
  });
});

describe('the other Arabic sentences with values', () => {
  it('name the field, agreeing with it', () => {
    expect([ar.fields.notText('title'), ar.fields.notText('category'), ar.fields.nulCharacter('subject'), ar.fields.nulCharacter('message')]).toEqual([
      'يجب أن يكون العنوان نصًا',
      'يجب أن تكون الفئة نصًا',
      'يجب ألا يحتوي الموضوع على محرف NUL',
      'يجب ألا تحتوي الرسالة على محرف NUL',
    ]);
  });

  it('name the ids, addresses, statuses, the slug and the action', () => {
    expect(ar.projects.orderUnknown([3])).toBe('لا يوجد مشروع بالمعرّف 3. أعد تحميل القائمة وحاول مرة أخرى.');
    expect(ar.projects.orderUnknown([2, 11, 100])).toBe('لا توجد مشروعات بالمعرّفات 2، 11، 100. أعد تحميل القائمة وحاول مرة أخرى.');
    expect(ar.projects.slugTaken('nile-loft')).toBe('يوجد مشروع بالاسم المختصر "nile-loft" بالفعل. من فضلك اختر اسمًا مختصرًا آخر.');
    expect(ar.inbox.testSent(['a@example.com', 'b@example.com'])).toBe('أُرسلت رسالة تجريبية إلى a@example.com، b@example.com.');
    expect(ar.inbox.testRefused('550 mailbox unavailable')).toBe('رفض خادم البريد الرسالة التجريبية: 550 mailbox unavailable');
    expect(ar.inbox.statusInvalid(['New', 'Read'])).toBe('يجب أن تكون الحالة واحدة من: New، Read.');
    expect([ar.users.ownerProtected('change'), ar.users.ownerProtected('delete'), ar.users.notYourself('change'), ar.users.notYourself('delete')]).toEqual([
      'لا يمكن تغيير حساب المالك.',
      'لا يمكن حذف حساب المالك.',
      'لا يمكنك تغيير حسابك من هنا.',
      'لا يمكنك حذف حسابك من هنا.',
    ]);
    expect(ar.requests.noEndpoint('DELETE', '/api/nowhere')).toBe('لا توجد نقطة وصول في الواجهة البرمجية عند DELETE /api/nowhere.');
  });

  it('name a site content field in quotes, whatever its gender', () => {
    expect([
      ar.siteContent.required('Address'),
      ar.siteContent.notText('Address'),
      ar.siteContent.phoneInvalid('Phone'),
      ar.siteContent.linkInvalid('Map link'),
      ar.siteContent.numberInvalid('Value'),
    ]).toEqual([
      'يجب إدخال «Address»',
      'يجب أن يكون محتوى «Address» نصًا',
      'أدخل في «Phone» رقم هاتف مثل \u2066+20 100 555 0142\u2069',
      'أدخل في «Map link» عنوانًا يبدأ بـ \u2066https://\u2069',
      'أدخل في «Value» رقمًا من 0 إلى 1,000,000,000',
    ]);
  });
});
