import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity.ts';
import type { ActivityFacts } from './activity-actions.ts';

const facts = { actorName: 'Mona', target: null, details: null, clientAddress: '203.0.113.7' };

describe('activitySentence', () => {
  it('writes the plain sentences the activity page shows', () => {
    expect(activitySentence({ ...facts, action: 'user.approved', target: 'Karim Adel' })).toBe('Mona approved Karim Adel');
    expect(activitySentence({ ...facts, action: 'project.edited', target: 'Zamalek Loft', details: { fields: ['title', 'featured'] } })).toBe(
      'Mona edited the project “Zamalek Loft” (title, featured)',
    );
    expect(activitySentence({ ...facts, action: 'session.sign-in-failed', actorName: null, target: 'mona@example.com' })).toBe(
      'A sign-in as mona@example.com failed from 203.0.113.7',
    );
    expect(activitySentence({ ...facts, action: 'project.created', target: 'Zamalek Loft', details: { status: 'Draft' } })).toBe(
      'Mona created the project “Zamalek Loft” as a draft',
    );
    expect(activitySentence({ ...facts, action: 'project.published', target: 'Zamalek Loft' })).toBe('Mona published the project “Zamalek Loft”');
    expect(activitySentence({ ...facts, action: 'project.drafted', target: 'Zamalek Loft' })).toBe('Mona made the project “Zamalek Loft” a draft');
    expect(activitySentence({ ...facts, action: 'projects.reordered', target: 'Zamalek Loft' })).toBe('Mona changed the portfolio order (Zamalek Loft first)');
    expect(activitySentence({ ...facts, action: 'subscribers.exported', details: { count: 12 } })).toBe('Mona exported 12 subscribers');
    expect(activitySentence({ ...facts, action: 'backup.taken', actorName: null, target: '2026-11-23T10-00-00Z' })).toBe('The backup 2026-11-23T10-00-00Z was taken automatically');
    expect(activitySentence({ ...facts, action: 'content.published', details: { sections: ['company', 'contact'] } })).toBe(
      'Mona published the site content (Company, Contact & FAQ)',
    );
    expect(activitySentence({ ...facts, action: 'redirect.created', target: '/old-brochure', details: { to: '/services' } })).toBe(
      'Mona added a redirect from /old-brochure to /services',
    );
    expect(activitySentence({ ...facts, action: 'image.described', target: 'kitchen.jpg' })).toBe('Mona changed the alt text of the image kitchen.jpg');
    expect(activitySentence({ ...facts, action: 'data.erased', details: { messages: 2 } })).toBe('Mona erased the data of one email address');
    expect(activitySentence({ ...facts, action: 'content.discarded', details: { sections: ['seo'] } })).toBe('Mona discarded the unpublished site content changes (SEO)');
    expect(activitySentence({ ...facts, action: 'content.restored', details: { publishedAt: '2026-11-20T09:15:02.000Z', sections: ['home'] } })).toBe(
      'Mona restored the site content published 2026-11-20 09:15 UTC as unpublished changes',
    );
  });
});

/** A value as the Arabic sentence isolates it. */
const own = (value: string) => `\u2068${value}\u2069`;
const inArabic = (record: ActivityFacts) => activitySentence(record, 'ar');

describe('activitySentence in Arabic', () => {
  it('names what was done before who did it, so nothing has to agree with the doer', () => {
    expect(inArabic({ ...facts, action: 'user.approved', target: 'Karim Adel' })).toBe(`الموافقة على ${own('Karim Adel')} — ${own('Mona')}`);
    expect(inArabic({ ...facts, action: 'project.edited', target: 'Zamalek Loft', details: { fields: ['title', 'description', 'featured'] } })).toBe(
      `تعديل المشروع «${own('Zamalek Loft')}» (العنوان، العنوان الفرعي، الإبراز في الصفحة الرئيسية) — ${own('Mona')}`,
    );
    expect(inArabic({ ...facts, action: 'session.sign-in-failed', actorName: null, target: 'mona@example.com' })).toBe(
      `محاولة دخول فاشلة باسم ${own('mona@example.com')} من \u2066203.0.113.7\u2069`,
    );
    expect(inArabic({ ...facts, action: 'project.created', target: 'Zamalek Loft', details: { status: 'Draft' } })).toBe(
      `إضافة المشروع «${own('Zamalek Loft')}» كمسودة — ${own('Mona')}`,
    );
    expect(inArabic({ ...facts, action: 'backup.taken', actorName: null, target: '2026-11-23T10-00-00Z' })).toBe(`أُخذت النسخة الاحتياطية ${own('2026-11-23T10-00-00Z')} تلقائيًا`);
    expect(inArabic({ ...facts, action: 'content.published', details: { sections: ['company', 'contact'] } })).toBe(
      `نشر محتوى الموقع (الشركة، التواصل والأسئلة الشائعة) — ${own('Mona')}`,
    );
  });

  it('writes the records of accounts: roles by their Arabic names, devices, two-step sign-in and resets', () => {
    const by = (sentence: string) => `${sentence} — ${own('Mona')}`;
    expect(inArabic({ ...facts, action: 'user.approved', target: 'Karim Adel', details: { role: 'editor' } })).toBe(by(`الموافقة على ${own('Karim Adel')} بدور محرر`));
    expect(inArabic({ ...facts, action: 'user.role-changed', target: 'Karim Adel', details: { role: 'sales' } })).toBe(by(`تغيير دور ${own('Karim Adel')} إلى مبيعات`));
    expect(inArabic({ ...facts, action: 'account.session-ended', details: { browser: 'Safari 17', system: 'iOS 17.5' } })).toBe(
      by(`تسجيل الخروج من جهاز (${own('Safari 17')}، ${own('iOS 17.5')})`),
    );
    expect(inArabic({ ...facts, action: 'session.signed-in', details: { twoFactor: 'backup code' } })).toBe(by('تسجيل الدخول من \u2066203.0.113.7\u2069 برمز احتياطي'));
    expect(inArabic({ ...facts, action: 'security.two-factor-required' })).toBe(by('اشتراط التحقق بخطوتين لكل الحسابات'));
    expect(inArabic({ ...facts, action: 'account.password-reset', actorName: null, target: 'Studio Owner' })).toBe(`عُيّنت كلمة مرور ${own('Studio Owner')} على الخادم`);
  });

  it('counts failed sign-ins and wrong codes recorded together by the plural rules', () => {
    const failed = (action: string, count: number) =>
      inArabic({ ...facts, action, actorName: null, target: 'mona@example.com', details: { count } }).split(` ${own('mona@example.com')}`)[0];
    expect([1, 2, 3, 11, 100].map((count) => failed('session.sign-in-failed', count))).toEqual([
      'محاولة دخول فاشلة باسم',
      'محاولتا دخول فاشلتان باسم',
      '3 محاولات دخول فاشلة باسم',
      '11 محاولة دخول فاشلة باسم',
      '100 محاولة دخول فاشلة باسم',
    ]);
    expect([1, 2, 3, 11].map((count) => failed('session.code-failed', count))).toEqual([
      'رمز تحقق خاطئ لحساب',
      'رمزا تحقق خاطئان لحساب',
      '3 رموز تحقق خاطئة لحساب',
      '11 رمز تحقق خاطئًا لحساب',
    ]);
  });

  it('names a lead’s stages, lost reason, channel and changed fields in Arabic, not by their stored values', () => {
    expect(inArabic({ ...facts, action: 'lead.added', target: 'Omar Fathy', details: { channel: 'walk-in' } })).toBe(
      `إضافة العميل ${own('Omar Fathy')} (زيارة للمكتب) — ${own('Mona')}`,
    );
    expect(inArabic({ ...facts, action: 'lead.stage-changed', target: 'Omar Fathy', details: { from: 'Quote sent', to: 'Lost', lostReason: 'Chose another studio' } })).toBe(
      `نقل العميل ${own('Omar Fathy')} من «تم إرسال عرض السعر» إلى «لم يتم التعاقد»: التعاقد مع شركة أخرى — ${own('Mona')}`,
    );
    expect(inArabic({ ...facts, action: 'lead.updated', target: 'Omar Fathy', details: { fields: ['owner', 'follow-up date', 'value'] } })).toBe(
      `تحديث بيانات العميل ${own('Omar Fathy')} (مسؤول المتابعة، موعد المتابعة، القيمة) — ${own('Mona')}`,
    );
  });

  it('keeps a redirect’s paths left to right, and names the image and the erasure', () => {
    const ltr = (value: string) => `\u2066${value}\u2069`;
    expect(inArabic({ ...facts, action: 'redirect.created', target: '/old-brochure', details: { to: '/services' } })).toBe(
      `إضافة تحويل من ${ltr('/old-brochure')} إلى ${ltr('/services')} — ${own('Mona')}`,
    );
    expect(inArabic({ ...facts, action: 'redirect.edited', target: '/عرض', details: { to: 'https://example.com/' } })).toBe(
      `تعديل التحويل من ${ltr('/عرض')} (يقود الآن إلى ${ltr('https://example.com/')}) — ${own('Mona')}`,
    );
    expect(inArabic({ ...facts, action: 'image.described', target: 'kitchen.jpg' })).toBe(`تعديل وصف الصورة ${own('kitchen.jpg')} — ${own('Mona')}`);
    expect(inArabic({ ...facts, action: 'data.erased', details: { messages: 2 } })).toBe(`حذف بيانات عنوان بريد إلكتروني واحد — ${own('Mona')}`);
    expect(inArabic({ ...facts, action: 'project.edited', target: 'Zamalek Loft', details: { fields: ['seoTitle', 'shareImage'] } })).toBe(
      `تعديل المشروع «${own('Zamalek Loft')}» (عنوان نتيجة البحث، صورة المشاركة) — ${own('Mona')}`,
    );
  });

  it('counts the exported subscribers by the plural rules', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => inArabic({ ...facts, action: 'subscribers.exported', details: { count } }))).toEqual(
      ['تصدير 0 مشترك', 'تصدير مشترك واحد', 'تصدير مشتركَين', 'تصدير 3 مشتركين', 'تصدير 11 مشتركًا', 'تصدير 100 مشترك'].map((sentence) => `${sentence} — ${own('Mona')}`),
    );
  });
});
