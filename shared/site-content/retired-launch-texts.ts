import { defaultSiteContent } from './defaults.ts';
import { isLocalizedText } from './localize.ts';

/**
 * Arabic launch texts the studio has since corrected (decision 151), each with the place in `defaultSiteContent`
 * that holds its correction. A stored Arabic text still equal to one of them is one the office never changed: the
 * start replaces it with the correction (db/stored-site-content.ts), wherever the office has moved it since.
 */
export const RETIRED_ARABIC_LAUNCH_TEXTS: readonly { at: string; ar: string }[] = [
  {
    at: 'company.footer.blurb',
    ar: 'استوديو مقاولات وتشطيبات داخلية في القاهرة، نسلّم المنازل والمتاجر والمطاعم والمكاتب جاهزة بالكامل، بدقة هادئة وفي الموعد وضمن الميزانية.',
  },
  {
    at: 'home.hero.slides.0.title',
    ar: 'مساحات تُبنى بدقة هادئة',
  },
  {
    at: 'home.hero.slides.1.title',
    ar: 'من الخرسانة العارية حتى آخر مقبض نحاسي',
  },
  {
    at: 'home.about.paragraphs.1',
    ar: 'اخترنا أن نبقى فريقًا صغيرًا عن قصد. يقود كل مشروع أحد الشركاء من أول زيارة للموقع حتى التسليم، وكل حرفي في الموقع مسؤول أمامنا نحن، لا أمامك.',
  },
  {
    at: 'home.about.title',
    ar: 'عقدان من بناء مساحات أهدأ وأجود صنعًا في القاهرة',
  },
  {
    at: 'home.services.eyebrow',
    ar: 'ماذا نقدّم',
  },
  {
    at: 'home.services.intro',
    ar: 'ثلاثة قطاعات ومعيار واحد: جداول زمنية واضحة، وخامات صادقة، وتشطيبات تبقى أنيقة بعد عشر سنوات.',
  },
  {
    at: 'home.services.cards.0.text',
    ar: 'معارض رئيسية وصالات عرض ومكاتب نجهّزها داخل مولات عاملة ومبانٍ مأهولة، ليلًا وفي العطلات عند الحاجة.',
  },
  {
    at: 'home.services.cards.1.text',
    ar: 'مطاعم ومقاهٍ وأسطح ليلية بمطابخ وأنظمة شفط وتشطيبات تجتاز التفتيش من المرة الأولى.',
  },
  {
    at: 'home.services.cards.2.title',
    ar: 'مساكن بإتقان كامل',
  },
  {
    at: 'about.purpose.tabs.0.text',
    ar: 'أن نسلّم مبانيَ ومساحات داخلية تدوم جودتها، عبر مسار هادئ يمكن التنبؤ به كما يستحق عملاؤنا: فريق واحد، وجدول زمني واحد، وسعر واحد، ولا شيء يُترك ناقصًا.',
  },
  {
    at: 'about.purpose.tabs.1.text',
    ar: 'أن نكون الاستوديو الذي تثق به القاهرة في مساحات تزداد جمالًا مع الزمن: مبنية من خامات صادقة، ومصمّمة لمناخنا المحلي، ويصونها من صنعها.',
  },
  {
    at: 'about.approach.title',
    ar: 'تصميم يقود، وهندسة تُحكم، وتنفيذ يُنجز',
  },
  {
    at: 'about.approach.intro',
    ar: 'ثلاث عادات تشكّل كل مشروع مهما كان حجمه.',
  },
  {
    at: 'about.approach.cards.0.text',
    ar: 'نقضي الاجتماع الأول في فهم طريقة عيشك أو عملك، ثم نختبر كل فكرة على ضوئها. المتطلبات الواضحة تصنع مشروعات هادئة.',
  },
  {
    at: 'about.approach.cards.1.text',
    ar: 'ننسّق الأنظمة والإنشاءات والتشطيبات في نموذج واحد قبل التوريد، فتبقى المفاجآت على الورق بعيدًا عن موقعك.',
  },
  {
    at: 'services.solutions.title',
    ar: 'أربع طرق يمكننا أن نساعدك بها',
  },
  {
    at: 'services.solutions.intro',
    ar: 'كلّفنا بالرحلة كاملة أو بالجزء الذي تحتاجه. يقود أحد الشركاء كل خدمة، وتنفّذها فرقنا نحن.',
  },
  {
    at: 'services.solutions.cards.0.points.2',
    ar: 'خيار سعر أقصى مضمون',
  },
  {
    at: 'services.solutions.cards.1.points.1',
    ar: 'أعمال ليلية وفي العطلات داخل المولات العاملة',
  },
  {
    at: 'services.cta.title',
    ar: 'لديك مساحة في ذهنك؟',
  },
  {
    at: 'services.cta.text',
    ar: 'أخبرنا أين هي وماذا تريدها أن تصبح. سنزورها ونُصغي إليك ونعود بخطة واضحة وسعر صادق.',
  },
  {
    at: 'process.steps.0.text',
    ar: 'نزور الموقع ونرفع المقاسات ونفحص الشبكات، ونُصغي إليك: كيف ستستخدم المساحة، وما جدولك الزمني، وما حدود ميزانيتك.',
  },
  {
    at: 'process.steps.2.text',
    ar: 'يدير مديرو مواقعنا كل الأعمال، مع تقارير تقدّم أسبوعية وصور محدّثة ومسؤول تواصل واحد.',
  },
  {
    at: 'process.steps.3.text',
    ar: 'مراجعة الملاحظات وتنظيف شامل وتنسيق نهائي وجولة معًا. تتسلّم المفاتيح والرسومات النهائية وأدلة التشغيل والضمانات.',
  },
  {
    at: 'contact.hero.text',
    ar: 'تكفي رسالة قصيرة. نرد خلال يوم عمل واحد، والمعاينة الأولى للموقع على حسابنا.',
  },
  {
    at: 'contact.ready.text',
    ar: 'تفضّل الحديث مباشرة؟ اتصل بالاستوديو واطلب معاينة مجانية للموقع، وعادةً ما نزورك خلال الأسبوع نفسه.',
  },
  {
    at: 'contact.faq.items.4.answer',
    ar: 'بعد معاينة الموقع تتسلّم عرض سعر ثابتًا ومفصّلًا مع بدائل. وإن تجاوز ميزانيتك نراجع القيمة معًا، فنغيّر الخامات أو نقسّم التنفيذ على مراحل بدلًا من التنازل عن الجودة. وتُسدَّد الدفعات وفق مراحل متفق عليها، لا وفق الوقت المستغرق.',
  },
  {
    at: 'seo.contact.description',
    ar: 'اتصل بنايل أتيليه أو راسلنا أو زرنا في بالم هيلز بالقاهرة. أرسل لنا عن منزلك أو متجرك أو مطعمك أو مكتبك، وسيرد عليك أحد مديري المشروعات خلال يوم عمل واحد.',
  },
  {
    at: 'home.testimonials.title',
    ar: 'ماذا يقول عملاؤنا',
  },
  {
    at: 'seo.portfolio.description',
    ar: 'تصفّح مشروعات سكنية وتجارية ومطاعم ومقاهٍ نفّذتها نايل أتيليه في أنحاء القاهرة، من شقق الزمالك إلى مطاعم الأسطح.',
  },
];

/** The launch text at a dotted place of the site content ('home.hero.slides.0.title'). */
export const launchTextAt = (at: string) => {
  const found = at.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), defaultSiteContent);
  if (typeof found !== 'object' || found === null || !isLocalizedText(found)) throw new Error(`No launch text at ${at}.`);
  return found;
};

const CORRECTIONS = new Map(RETIRED_ARABIC_LAUNCH_TEXTS.map(({ at, ar }) => [ar, launchTextAt(at).ar]));

/** Stored content with every Arabic text that is still a retired launch text replaced by its correction. */
export const withCorrectedLaunchTexts = (content: unknown): unknown => {
  if (Array.isArray(content)) return content.map(withCorrectedLaunchTexts);
  if (typeof content !== 'object' || content === null) return content;
  if (isLocalizedText(content)) return { ...content, ar: CORRECTIONS.get(content.ar) ?? content.ar };
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, withCorrectedLaunchTexts(value)]));
};
