import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** Sample values for the sentences that take them: a word for a string, 3 for a number, true for a flag. */
const SAMPLES: Record<string, unknown[]> = {
  'projects.saveFailed': ['create'],
  'publishing.lastPublished': ['November 22, 2026', '5 minutes ago'],
  'publishing.failed.headline': ['November 22, 2026'],
  'publishing.scheduled.detail': [2, 'Last published yesterday'],
  'common.roleName': ['admin'],
};
const sampleFor = (fn: (...args: never[]) => unknown, path: string): unknown[] => SAMPLES[path] ?? Array.from({ length: fn.length }, (_, index) => (index % 2 === 0 ? 'Karim' : 3));

/** Every text of a dictionary as "path → text"; sentences with values are written with sample values. */
const texts = (value: unknown, path = ''): [string, string][] => {
  if (typeof value === 'function') return [[path, String(value(...sampleFor(value as (...args: never[]) => unknown, path)))]];
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  throw new Error(`${path} is neither a text nor a group`);
};

/**
 * The Arabic texts that are rightly the same as the English: examples of English content shown in the English
 * fields, the reply's "Re:" that mail programs read, and forms made only of the values they are given.
 */
const SAME_AS_ENGLISH = new Set([
  'session.emailPlaceholder',
  'projects.form.titlePlaceholder',
  'projects.form.slugPlaceholder',
  'projects.form.completionDatePlaceholder',
  'projects.form.clientPlaceholder',
  'projects.form.locationPlaceholder',
  'projects.form.sizePlaceholder',
  'gallery.altPlaceholder',
  'messages.replySubject',
  'common.failedTo',
  'backups.takenAt',
  'publishing.upToDate.detail',
  'siteContent.list.itemTitle',
]);

/** Texts without an Arabic letter that are still Arabic: the Arabic comma between list items, and a backup's name and size, its name isolated. */
const NO_ARABIC_LETTER = new Set(['common.listSeparator', 'backups.takenDescription']);

describe('the admin’s two dictionaries', () => {
  const english = new Map(texts(en));
  const arabic = new Map(texts(ar));

  it('have the same texts, in the same groups and order', () => {
    // The search engines, networks and ad networks go by their own names in English: only Arabic names them.
    const arabicOnly = (path: string) => path.startsWith('analytics.sourceNames.');
    expect([...arabic.keys()].filter((path) => !arabicOnly(path))).toEqual([...english.keys()]);
  });

  it('have no empty text', () => {
    for (const [path, text] of [...english, ...arabic]) expect(text.trim(), path).not.toBe('');
  });

  it('leave nothing in English in Arabic but names and examples of English content', () => {
    // The Arabic section's labels are Arabic in both dictionaries.
    const same = [...arabic].filter(([path, text]) => text === english.get(path) && !/[\u0621-\u064A]/.test(text)).map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH].sort());
    for (const [path, text] of arabic) {
      if (!SAME_AS_ENGLISH.has(path) && !NO_ARABIC_LETTER.has(path)) expect(text, path).toMatch(/[\u0621-\u064A]/);
    }
  });
});

describe('the Arabic counts in the admin', () => {
  const counts = [0, 1, 2, 3, 11, 100];

  it('count projects, images, messages and accounts by the plural rules', () => {
    expect(counts.map((count) => ar.projects.summary(count, 2))).toEqual([
      'لا توجد مشروعات في معرض الأعمال · 2 مميزة في الصفحة الرئيسية',
      'مشروع واحد في معرض الأعمال · 2 مميزة في الصفحة الرئيسية',
      'مشروعان في معرض الأعمال · 2 مميزة في الصفحة الرئيسية',
      '3 مشروعات في معرض الأعمال · 2 مميزة في الصفحة الرئيسية',
      '11 مشروعًا في معرض الأعمال · 2 مميزة في الصفحة الرئيسية',
      '100 مشروع في معرض الأعمال · 2 مميزة في الصفحة الرئيسية',
    ]);
    expect(counts.map((max) => ar.gallery.tooMany(max))).toEqual([
      'لا يمكنك رفع أكثر من 0 صورة',
      'لا يمكنك رفع أكثر من صورة واحدة',
      'لا يمكنك رفع أكثر من صورتين',
      'لا يمكنك رفع أكثر من 3 صور',
      'لا يمكنك رفع أكثر من 11 صورة',
      'لا يمكنك رفع أكثر من 100 صورة',
    ]);
    expect(counts.map((count) => ar.messages.newMessagesDescription(count))).toEqual([
      'لا توجد رسائل جديدة',
      'رسالة جديدة واحدة',
      'رسالتان جديدتان',
      '3 رسائل جديدة',
      '11 رسالة جديدة',
      '100 رسالة جديدة',
    ]);
    expect(counts.map((count) => ar.users.summary(count, 0))).toEqual(['لا توجد حسابات', 'حساب واحد', 'حسابان', '3 حسابات', '11 حسابًا', '100 حساب']);
    expect([1, 2, 3].map((pending) => ar.users.summary(4, pending))).toEqual([
      '4 حسابات · حساب واحد في انتظار الموافقة',
      '4 حسابات · حسابان في انتظار الموافقة',
      '4 حسابات · 3 حسابات في انتظار الموافقة',
    ]);
  });

  it('write the noun after a number the screen writes itself, never a dual after a digit', () => {
    expect(counts.map((count) => `${ar.subscribers.total} ${count} ${ar.subscribers.noun(count)}`)).toEqual([
      'الإجمالي: 0 مشترك',
      'الإجمالي: 1 مشترك',
      'الإجمالي: 2 مشترك',
      'الإجمالي: 3 مشتركين',
      'الإجمالي: 11 مشتركًا',
      'الإجمالي: 100 مشترك',
    ]);
    expect(counts.map((count) => `${ar.messages.total} ${count} ${ar.messages.noun(count)}`)).toEqual([
      'الإجمالي: 0 رسالة',
      'الإجمالي: 1 رسالة',
      'الإجمالي: 2 رسالة',
      'الإجمالي: 3 رسائل',
      'الإجمالي: 11 رسالة',
      'الإجمالي: 100 رسالة',
    ]);
  });

  it('put a dual that stands alone in the nominative, and say the counts a label carries', () => {
    expect(ar.leads.chartSummary(5, 2)).toBe('خلال آخر 12 أسبوعًا: 5 رسائل ومشتركان جديدان.');
    expect(ar.leads.chartSummary(2, 1)).toBe('خلال آخر 12 أسبوعًا: رسالتان ومشترك جديد واحد.');
    expect(counts.map((count) => ar.leads.pipeline.count(count))).toEqual(['لا يوجد عملاء', 'عميل واحد', 'عميلان', '3 عملاء', '11 عميلًا', '100 عميل']);
    expect(counts.map((count) => ar.messages.count(count))).toEqual(['لا توجد رسائل', 'رسالة واحدة', 'رسالتان', '3 رسائل', '11 رسالة', '100 رسالة']);
  });

  it('count the changes waiting to be published and the backups kept', () => {
    expect(counts.map((count) => ar.publishing.scheduled.detail(count, 'آخر نشر أمس'))).toEqual([
      'آخر نشر أمس.',
      'تغيير واحد ينتظر النشر. آخر نشر أمس.',
      'تغييران ينتظران النشر. آخر نشر أمس.',
      '3 تغييرات تنتظر النشر. آخر نشر أمس.',
      '11 تغييرًا ينتظر النشر. آخر نشر أمس.',
      '100 تغيير ينتظر النشر. آخر نشر أمس.',
    ]);
    expect(ar.backups.schedule(24, 14)).toBe('تؤخذ تلقائيًا كل 24 ساعة، ويُحتفظ بأحدث 14 نسخة.');
    expect(ar.backups.schedule(1, 2)).toBe('تؤخذ تلقائيًا كل ساعة، ويُحتفظ بأحدث نسختين.');
  });
});
