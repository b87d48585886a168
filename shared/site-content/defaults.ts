import { contactLaunchAdditions } from './contact.ts';
import { LAUNCH_TESTIMONIALS } from './home.ts';
import type { SiteContent } from './sections.ts';

/**
 * The site's texts and facts as the studio first published them: the first start stores them
 * (db/stored-site-content.ts), and a section never saved reads them. After that the office edits them in the admin.
 */
export const defaultSiteContent: SiteContent = {
  company: {
    phone: '+20 100 555 0142',
    email: 'hello@nileatelier.com',
    whatsapp: '+20 100 555 0142',
    address: {
      en: 'Building 7, Palm Hills Business Park, Palm Hills, Cairo, Egypt',
      ar: 'مبنى 7، مجمع بالم هيلز للأعمال، بالم هيلز، القاهرة، مصر',
    },
    mapLink: 'https://www.google.com/maps/search/?api=1&query=Palm+Hills+Business+Park%2C+Cairo',
    hours: {
      short: {
        en: 'Sun - Thu 9:00 AM - 6:00 PM',
        ar: 'الأحد - الخميس، 9:00 ص - 6:00 م',
      },
      long: {
        en: 'Sunday-Thursday 9:00 AM-6:00 PM',
        ar: 'من الأحد إلى الخميس، 9:00 ص - 6:00 م',
      },
      siteVisits: [
        {
          en: 'Monday-Friday 9AM-5PM',
          ar: 'الاثنين - الجمعة، 9 ص - 5 م',
        },
        {
          en: 'Saturday 10AM-2PM',
          ar: 'السبت، 10 ص - 2 م',
        },
      ],
    },
    socials: {
      instagram: 'https://www.instagram.com/nileatelier',
      facebook: 'https://www.facebook.com/nileatelier',
      linkedin: 'https://www.linkedin.com/company/nile-atelier',
    },
    footer: {
      tagline: {
        en: 'Construction & Interior Fit-Out',
        ar: 'مقاولات وتشطيبات داخلية',
      },
      blurb: {
        en: 'A Cairo construction and interior fit-out studio delivering turnkey homes, shops, restaurants and offices with calm precision, on time and on budget.',
        ar: 'استوديو مقاولات وتشطيبات داخلية في القاهرة، نسلّم المنازل والمتاجر والمطاعم والمكاتب جاهزة بالكامل، بإتقان وبلا ضجيج، في الموعد وضمن الميزانية.',
      },
      newsletterIntro: {
        en: 'Occasional notes on new projects, materials and the craft of building well. No noise.',
        ar: 'رسائل متباعدة عن مشروعاتنا الجديدة والخامات وفن البناء المتقن. بلا إزعاج.',
      },
      services: [
        {
          en: 'Consultation & Site Assessment',
          ar: 'الاستشارة ومعاينة الموقع',
        },
        {
          en: 'Planning & Proposal',
          ar: 'التخطيط وعرض السعر',
        },
        {
          en: 'Execution & Management',
          ar: 'التنفيذ وإدارة الموقع',
        },
        {
          en: 'Design Consultation',
          ar: 'الاستشارات التصميمية',
        },
        {
          en: 'Final Touches & Handover',
          ar: 'اللمسات الأخيرة والتسليم',
        },
      ],
      madeIn: {
        en: 'Designed and built in Cairo.',
        ar: 'صُمّم ونُفّذ في القاهرة.',
      },
    },
  },
  home: {
    hero: {
      slides: [
        {
          eyebrow: {
            en: 'Construction & Interior Fit-Out · Cairo',
            ar: 'مقاولات وتشطيبات داخلية · القاهرة',
          },
          title: {
            en: 'Spaces built with quiet precision',
            ar: 'مساحات تُبنى بإتقان، بلا ضجيج',
          },
          subtitle: {
            en: 'Homes, boutiques, restaurants and workplaces, designed, built and handed over by one accountable team.',
            ar: 'منازل ومتاجر ومطاعم وأماكن عمل، يصمّمها وينفّذها ويسلّمها فريق واحد مسؤول عن كل تفصيلة.',
          },
          cta: {
            en: 'Explore Our Work',
            ar: 'اكتشف أعمالنا',
          },
        },
        {
          eyebrow: {
            en: 'Turnkey delivery',
            ar: 'تسليم مفتاح',
          },
          title: {
            en: 'From bare concrete to the last brass handle',
            ar: 'من الطوب الأحمر حتى آخر مقبض نحاسي',
          },
          subtitle: {
            en: 'MEP, joinery, stone, lighting and loose furniture under a single contract, with one programme and one price.',
            ar: 'الأعمال الكهروميكانيكية والنجارة والرخام والإضاءة والأثاث في عقد واحد، بجدول زمني واحد وسعر واحد.',
          },
          cta: {
            en: 'See Finished Projects',
            ar: 'شاهد مشروعات منجزة',
          },
        },
        {
          eyebrow: {
            en: 'Twenty years of craft',
            ar: 'عشرون عامًا من الحِرفة',
          },
          title: {
            en: 'Crafted for the way you live and trade',
            ar: 'مصمَّمة على مقاس حياتك وتجارتك',
          },
          subtitle: {
            en: 'Materials chosen for Cairo’s light and climate, detailed by people who will still answer your call years after handover.',
            ar: 'خامات مختارة لضوء القاهرة ومناخها، وتفاصيل ينفّذها أناس سيردّون على اتصالك بعد التسليم بسنوات.',
          },
          cta: {
            en: 'View the Portfolio',
            ar: 'تصفّح معرض الأعمال',
          },
        },
      ],
      image: null,
    },
    counters: [
      {
        value: 1.3,
        decimals: 1,
        suffix: {
          en: 'Billion EGP',
          ar: 'مليار جنيه',
        },
        label: {
          en: 'Value of executed projects',
          ar: 'قيمة المشروعات المنفّذة',
        },
      },
      {
        value: 16700,
        decimals: 0,
        suffix: {
          en: 'm²',
          ar: 'م²',
        },
        label: {
          en: 'Total size of executed projects',
          ar: 'إجمالي مساحة المشروعات المنفّذة',
        },
      },
      {
        value: 20,
        decimals: 0,
        suffix: {
          en: '+',
          ar: '+',
        },
        label: {
          en: 'Years of experience',
          ar: 'عامًا من الخبرة',
        },
      },
      {
        value: 25,
        decimals: 0,
        suffix: {
          en: '+',
          ar: '+',
        },
        label: {
          en: 'Projects completed',
          ar: 'مشروعًا مكتملًا',
        },
      },
    ],
    about: {
      eyebrow: {
        en: 'About Nile Atelier',
        ar: 'عن نايل أتيليه',
      },
      title: {
        en: 'Two decades of building Cairo’s calmer, better-made spaces',
        ar: 'عقدان من بناء مساحات متقنة في القاهرة',
      },
      paragraphs: [
        {
          en: 'Nile Atelier is a construction and interior fit-out studio founded in Cairo. Our architects, engineers and site teams work under one roof, so the drawing you approve is the space you receive.',
          ar: 'نايل أتيليه استوديو للمقاولات والتشطيبات الداخلية تأسس في القاهرة. يعمل معماريونا ومهندسونا وفرق مواقعنا تحت سقف واحد، فتتسلّم المساحة كما اعتمدت رسوماتها تمامًا.',
        },
        {
          en: 'We are deliberately small. Every project is led by a partner from first site visit to handover, and every trade on site answers to us, not to you.',
          ar: 'اخترنا أن نبقى فريقًا صغيرًا. يقود كل مشروع أحد الشركاء من أول زيارة للموقع حتى التسليم، وكل حرفي في الموقع مسؤول أمامنا نحن، لا أمامك.',
        },
      ],
      points: [
        {
          en: 'Partner-led from first visit to handover',
          ar: 'شريك يقود المشروع من أول زيارة حتى التسليم',
        },
        {
          en: 'In-house joinery and metal workshop',
          ar: 'ورشة نجارة ومعادن خاصة بنا',
        },
        {
          en: 'Fixed programmes, transparent costs',
          ar: 'جداول زمنية ثابتة وتكاليف واضحة',
        },
      ],
      link: {
        en: 'More About Us',
        ar: 'المزيد عنّا',
      },
    },
    services: {
      eyebrow: {
        en: 'What we do',
        ar: 'ما نقدّمه',
      },
      title: {
        en: 'Interiors for every way of living and working',
        ar: 'تصميمات داخلية لكل أسلوب حياة وعمل',
      },
      intro: {
        en: 'Three sectors, one standard: clear programmes, honest materials and finishes that still look right in ten years.',
        ar: 'ثلاثة قطاعات ومعيار واحد: جداول زمنية واضحة، وخامات أصيلة، وتشطيبات تبقى أنيقة بعد عشر سنوات.',
      },
      cards: [
        {
          title: {
            en: 'Retail & Commercial Excellence',
            ar: 'متاجر ومساحات تجارية متميزة',
          },
          text: {
            en: 'Flagships, showrooms and offices fitted out inside live malls and occupied buildings, on nights and weekends when needed.',
            ar: 'فروع رئيسية وصالات عرض ومكاتب نجهّزها داخل مولات أثناء تشغيلها ومبانٍ مأهولة، ليلًا وفي العطلات عند الحاجة.',
          },
          category: 'retail',
        },
        {
          title: {
            en: 'F&B Establishments',
            ar: 'مطاعم ومقاهٍ',
          },
          text: {
            en: 'Restaurants, cafés and rooftop bars with kitchens, extraction and finishes built to pass inspection the first time.',
            ar: 'مطاعم ومقاهٍ وأماكن سهر على الأسطح، بمطابخ وأنظمة شفط وتشطيبات تجتاز التفتيش من المرة الأولى.',
          },
          category: 'food-beverage',
        },
        {
          title: {
            en: 'Residential Perfection',
            ar: 'مساكن متقنة في كل تفصيلة',
          },
          text: {
            en: 'Apartments and villas completed turnkey, from structural changes to the last linen curtain, around families who stay in place.',
            ar: 'شقق وفيلات تُسلَّم جاهزة بالكامل، من التعديلات الإنشائية حتى آخر ستارة كتان، مع بقاء الأسرة في بيتها.',
          },
          category: 'residential',
        },
      ],
    },
    featured: {
      eyebrow: {
        en: 'Selected work',
        ar: 'أعمال مختارة',
      },
      title: {
        en: 'Featured Projects',
        ar: 'مشروعات مميزة',
      },
      intro: {
        en: 'A few recent spaces we are proud to have built.',
        ar: 'بعض المساحات التي نفخر بتنفيذها مؤخرًا.',
      },
    },
    testimonials: structuredClone(LAUNCH_TESTIMONIALS),
  },
  about: {
    hero: {
      eyebrow: {
        en: 'About Us',
        ar: 'من نحن',
      },
      title: {
        en: 'Builders who think like designers',
        ar: 'بنّاؤون يفكّرون كمصمّمين',
      },
      text: {
        en: 'For more than twenty years we have turned drawings into rooms people love to live, work and gather in, across Cairo and the wider Nile valley.',
        ar: 'منذ أكثر من عشرين عامًا نحوّل الرسومات إلى مساحات يحب الناس أن يعيشوا ويعملوا ويجتمعوا فيها، في القاهرة وعلى امتداد وادي النيل.',
      },
    },
    story: {
      eyebrow: {
        en: 'Since 2004',
        ar: 'منذ 2004',
      },
      title: {
        en: 'Our Story',
        ar: 'قصتنا',
      },
      paragraphs: [
        {
          en: 'Nile Atelier began in 2004 as a joinery workshop in Abbassia, making doors and kitchens for architects who were tired of beautiful drawings built badly. Clients kept asking us to take on the whole job, so we did.',
          ar: 'بدأت نايل أتيليه عام 2004 ورشةَ نجارة في العباسية، تصنع الأبواب والمطابخ لمعماريين سئموا رسومات جميلة تُنفَّذ بإهمال. ظل العملاء يطلبون منّا تولّي المشروع كله، ففعلنا.',
        },
        {
          en: 'Today we are a team of architects, engineers, site managers and craftspeople delivering turnkey construction and interior fit-out for private clients, brands and restaurateurs. We have executed more than 1.3 billion EGP of work across 16,700 square metres, and we still build our own joinery.',
          ar: 'نحن اليوم فريق من المعماريين والمهندسين ومديري المواقع والحرفيين، ننفّذ أعمال المقاولات والتشطيبات الداخلية تسليم مفتاح للأفراد والعلامات التجارية وأصحاب المطاعم. نفّذنا أعمالًا تتجاوز قيمتها 1.3 مليار جنيه على مساحة 16,700 متر مربع، وما زلنا نصنع نجارتنا بأيدينا.',
        },
        {
          en: 'We stay deliberately small. A partner leads every project from the first site visit to handover, which is why most of our work comes from clients who have built with us before.',
          ar: 'نحرص على أن نبقى فريقًا صغيرًا. يقود أحد الشركاء كل مشروع من أول زيارة للموقع حتى التسليم، ولهذا يأتينا معظم عملنا من عملاء بنوا معنا من قبل.',
        },
      ],
      quote: {
        en: 'A space is finished when nobody notices how hard it was to build.',
        ar: 'تكتمل المساحة حين لا يلاحظ أحد كم كان بناؤها صعبًا.',
      },
      quoteAuthor: {
        en: 'Karim Mansour, founding partner',
        ar: 'كريم منصور، الشريك المؤسس',
      },
    },
    purpose: {
      eyebrow: {
        en: 'What drives us',
        ar: 'ما يحرّكنا',
      },
      title: {
        en: 'Mission, vision and values',
        ar: 'الرسالة والرؤية والقيم',
      },
      tabs: [
        {
          label: {
            en: 'Mission',
            ar: 'الرسالة',
          },
          title: {
            en: 'Our Mission',
            ar: 'رسالتنا',
          },
          text: {
            en: 'To deliver interiors and buildings of lasting quality with the calm, predictable process our clients deserve: one team, one programme, one price, and nothing left unfinished.',
            ar: 'أن نسلّم مبانيَ ومساحات داخلية تدوم جودتها، عبر خطوات واضحة ومعروفة مسبقًا كما يستحق عملاؤنا: فريق واحد، وجدول زمني واحد، وسعر واحد، ولا شيء يُترك ناقصًا.',
          },
          points: [
            {
              en: 'Fixed, itemised quotations before work starts',
              ar: 'عروض أسعار ثابتة ومفصّلة قبل بدء العمل',
            },
            {
              en: 'A partner accountable for every project',
              ar: 'شريك مسؤول عن كل مشروع',
            },
            {
              en: 'Handover on the date we promised',
              ar: 'تسليم في الموعد الذي وعدنا به',
            },
          ],
        },
        {
          label: {
            en: 'Vision',
            ar: 'الرؤية',
          },
          title: {
            en: 'Our Vision',
            ar: 'رؤيتنا',
          },
          text: {
            en: 'To be the studio Cairo trusts for spaces that age well: built from honest materials, detailed for the local climate and maintained by the people who made them.',
            ar: 'أن نكون الاستوديو الذي تثق به القاهرة في مساحات تزداد جمالًا مع الزمن: مبنية من خامات أصيلة، ومصمّمة لمناخنا المحلي، ويصونها من صنعها.',
          },
          points: [
            {
              en: 'Regional stone, timber and craft wherever they serve best',
              ar: 'الحجر والخشب والحِرف المحلية حيثما كانت الأنسب',
            },
            {
              en: 'Spaces designed to be repaired, not replaced',
              ar: 'مساحات مصمّمة لتُصلَح لا لتُستبدَل',
            },
            {
              en: 'A new standard of site practice in Egypt',
              ar: 'معيار جديد لممارسات مواقع البناء في مصر',
            },
          ],
        },
        {
          label: {
            en: 'Values',
            ar: 'القيم',
          },
          title: {
            en: 'Our Values',
            ar: 'قيمنا',
          },
          text: {
            en: 'How we work matters as much as what we build. These are the commitments every member of the studio signs up to.',
            ar: 'طريقة عملنا لا تقل أهمية عمّا نبنيه. هذه هي الالتزامات التي يتعهد بها كل فرد في الاستوديو.',
          },
          points: [
            {
              en: 'Craft: we sweat the details nobody sees',
              ar: 'الإتقان: نهتم بالتفاصيل التي لا يراها أحد',
            },
            {
              en: 'Candour: bad news travels fast and first',
              ar: 'الصراحة: الخبر السيئ يصلك أولًا وبسرعة',
            },
            {
              en: 'Care: for clients, neighbours and the people on site',
              ar: 'الرعاية: لعملائنا وجيرانهم وكل من يعمل في الموقع',
            },
            {
              en: 'Consistency: the same standard on small jobs and large',
              ar: 'الثبات: المعيار نفسه في المشروعات الصغيرة والكبيرة',
            },
          ],
        },
      ],
    },
    approach: {
      eyebrow: {
        en: 'Our Approach',
        ar: 'منهجنا',
      },
      title: {
        en: 'Design-led, engineered, delivered',
        ar: 'تصميم يقود، وهندسة دقيقة، وتنفيذ في موعده',
      },
      intro: {
        en: 'Three habits shape every project, whatever its size.',
        ar: 'ثلاثة مبادئ تشكّل كل مشروع مهما كان حجمه.',
      },
      cards: [
        {
          title: {
            en: 'Listen before we draw',
            ar: 'نُصغي قبل أن نرسم',
          },
          text: {
            en: 'We spend the first meeting understanding how you live or trade, then test every idea against it. Good briefs make calm projects.',
            ar: 'نقضي الاجتماع الأول في فهم طريقة عيشك أو عملك، ثم نختبر كل فكرة على ضوئها. وضوح المطلوب من البداية يعني مشروعًا بلا مفاجآت.',
          },
        },
        {
          title: {
            en: 'Engineer every detail',
            ar: 'نهندس كل تفصيلة',
          },
          text: {
            en: 'Services, structure and finishes are coordinated in one model before procurement, so surprises stay on paper and off your site.',
            ar: 'ننسّق الأعمال الكهروميكانيكية والإنشاءات والتشطيبات في نموذج واحد قبل التوريد، فتبقى المفاجآت على الورق بعيدًا عن موقعك.',
          },
        },
        {
          title: {
            en: 'Own the outcome',
            ar: 'نتحمّل مسؤولية النتيجة',
          },
          text: {
            en: 'Our own managers run every trade and we warrant our work. If something is not right after handover, we come back and fix it.',
            ar: 'يدير مديرونا كل الأعمال في الموقع، ونضمن ما ننفّذه. وإن ظهر أي خلل بعد التسليم نعود ونصلحه.',
          },
        },
      ],
    },
    numbers: {
      eyebrow: {
        en: 'Experience',
        ar: 'الخبرة',
      },
      title: {
        en: 'Twenty years in numbers',
        ar: 'عشرون عامًا بالأرقام',
      },
    },
  },
  services: {
    hero: {
      eyebrow: {
        en: 'Services',
        ar: 'خدماتنا',
      },
      title: {
        en: 'Everything between the idea and the keys',
        ar: 'كل ما بين الفكرة وتسليم المفاتيح',
      },
      text: {
        en: 'Whether you bring a finished design or a blank floor plate, we build it properly, on programme and on budget.',
        ar: 'سواء جئتنا بتصميم مكتمل أو بمساحة خالية، نبنيها كما ينبغي، في موعدها وضمن ميزانيتها.',
      },
    },
    solutions: {
      eyebrow: {
        en: 'Specialised solutions',
        ar: 'حلول متخصصة',
      },
      title: {
        en: 'Four ways we can help',
        ar: 'أربع خدمات نقدّمها لك',
      },
      intro: {
        en: 'Engage us for the whole journey or for the part you need. Every service is led by a partner and delivered by our own teams.',
        ar: 'كلّفنا بالمشروع كاملًا أو بالجزء الذي تحتاجه. يقود أحد الشركاء كل خدمة، وتنفّذها فرقنا نحن.',
      },
      cards: [
        {
          title: {
            en: 'Turnkey Construction',
            ar: 'مقاولات تسليم مفتاح',
          },
          text: {
            en: 'From shell and core to a finished, furnished building: structure, MEP, facades, finishes and landscaping under one contract.',
            ar: 'من الهيكل الخرساني حتى مبنى مكتمل ومؤثث: الإنشاءات والأعمال الكهروميكانيكية والواجهات والتشطيبات وتنسيق الحدائق في عقد واحد.',
          },
          points: [
            {
              en: 'Single contract and programme',
              ar: 'عقد واحد وجدول زمني واحد',
            },
            {
              en: 'Permits and authority approvals',
              ar: 'التراخيص وموافقات الجهات المختصة',
            },
            {
              en: 'Guaranteed maximum price option',
              ar: 'إمكانية التعاقد بسقف سعر مضمون',
            },
          ],
        },
        {
          title: {
            en: 'Interior Fit-Out',
            ar: 'تشطيبات داخلية',
          },
          text: {
            en: 'Homes, shops, restaurants and offices fitted out to the drawing, with joinery from our own workshop and trades we have worked with for years.',
            ar: 'منازل ومتاجر ومطاعم ومكاتب تُشطَّب وفق الرسومات، بنجارة من ورشتنا وحرفيين نعمل معهم منذ سنوات.',
          },
          points: [
            {
              en: 'In-house joinery and metalwork',
              ar: 'نجارة وأعمال معادن في ورشتنا',
            },
            {
              en: 'Night and weekend works in live malls',
              ar: 'أعمال ليلية وفي العطلات داخل المولات أثناء تشغيلها',
            },
            {
              en: 'Furniture, lighting and styling',
              ar: 'الأثاث والإضاءة والتنسيق',
            },
          ],
        },
        {
          title: {
            en: 'Renovation & Upgrades',
            ar: 'التجديد والتطوير',
          },
          text: {
            en: 'New life for older apartments, villas and commercial spaces, phased carefully around the people who still use them.',
            ar: 'حياة جديدة للشقق والفيلات والمساحات التجارية القديمة، على مراحل مدروسة تراعي من لا يزالون يستخدمونها.',
          },
          points: [
            {
              en: 'Structural and layout changes',
              ar: 'تعديلات إنشائية وتغيير التقسيم',
            },
            {
              en: 'Rewiring, plumbing and air-conditioning',
              ar: 'تجديد الكهرباء والسباكة والتكييف',
            },
            {
              en: 'Restoration of original features',
              ar: 'ترميم العناصر الأصلية',
            },
          ],
        },
        {
          title: {
            en: 'Project Oversight & Consultancy',
            ar: 'الإشراف على المشروعات والاستشارات',
          },
          text: {
            en: 'Independent cost planning, tender management and site supervision for clients who build with other contractors.',
            ar: 'تخطيط مستقل للتكاليف وإدارة للمناقصات وإشراف على الموقع للعملاء الذين يبنون مع مقاولين آخرين.',
          },
          points: [
            {
              en: 'Budgets and value engineering',
              ar: 'الميزانيات وهندسة القيمة',
            },
            {
              en: 'Contractor selection and tendering',
              ar: 'اختيار المقاولين وطرح المناقصات',
            },
            {
              en: 'Quality and progress reporting',
              ar: 'تقارير الجودة والتقدّم',
            },
          ],
        },
      ],
    },
    cta: {
      title: {
        en: 'Have a space in mind?',
        ar: 'تفكر في تجهيز مساحة؟',
      },
      text: {
        en: 'Tell us where it is and what it needs to become. We will visit, listen and come back with a clear plan and an honest price.',
        ar: 'أخبرنا أين هي وماذا تريدها أن تصبح. سنزورها ونُصغي إليك ونعود بخطة واضحة وسعر عادل وواضح.',
      },
      button: {
        en: 'Get in Touch',
        ar: 'تواصل معنا',
      },
    },
  },
  process: {
    eyebrow: {
      en: 'How we work',
      ar: 'كيف نعمل',
    },
    title: {
      en: 'Our Process',
      ar: 'مراحل العمل',
    },
    intro: {
      en: 'Four clear stages, one team accountable for all of them. You always know what happens next, who does it and what it costs.',
      ar: 'أربع مراحل واضحة، وفريق واحد مسؤول عنها جميعًا. تعرف دائمًا ما الخطوة التالية، ومن ينفّذها، وكم تكلّف.',
    },
    steps: [
      {
        title: {
          en: 'Consultation & Site Assessment',
          ar: 'الاستشارة ومعاينة الموقع',
        },
        text: {
          en: 'We visit the site, measure and survey services, and listen: how you will use the space, your timeline and your budget range.',
          ar: 'نزور الموقع ونرفع المقاسات ونعاين الأعمال الكهروميكانيكية القائمة، ونُصغي إليك: كيف ستستخدم المساحة، وما جدولك الزمني، وما حدود ميزانيتك.',
        },
      },
      {
        title: {
          en: 'Planning & Proposal',
          ar: 'التخطيط وعرض السعر',
        },
        text: {
          en: 'Layouts, 3D views, a material board and a fixed, itemised quotation with a week-by-week programme you can hold us to.',
          ar: 'مخططات ومناظير ثلاثية الأبعاد ولوحة خامات، وعرض سعر ثابت ومفصّل مع جدول زمني أسبوعًا بأسبوع تحاسبنا عليه.',
        },
      },
      {
        title: {
          en: 'Execution & Management',
          ar: 'التنفيذ وإدارة الموقع',
        },
        text: {
          en: 'Our own site managers run every trade, with weekly progress reports, photo updates and a single point of contact.',
          ar: 'يدير مديرو مواقعنا كل الأعمال، مع تقارير تقدّم أسبوعية وتحديثات مصوّرة ومسؤول واحد تتواصل معه.',
        },
      },
      {
        title: {
          en: 'Final Touches & Handover',
          ar: 'اللمسات الأخيرة والتسليم',
        },
        text: {
          en: 'Snagging, deep cleaning, styling and a walkthrough. You receive the keys, as-built drawings, manuals and warranties.',
          ar: 'مراجعة الملاحظات وتنظيف شامل وتنسيق نهائي وجولة استلام معك. تتسلّم المفاتيح والرسومات النهائية المنفّذة وأدلة التشغيل والضمانات.',
        },
      },
    ],
  },
  contact: {
    hero: {
      eyebrow: {
        en: 'Contact',
        ar: 'تواصل معنا',
      },
      title: {
        en: 'Tell us about your space',
        ar: 'حدّثنا عن مساحتك',
      },
      text: {
        en: 'A short message is all it takes. We reply within one working day and the first site assessment is on us.',
        ar: 'تكفي رسالة قصيرة. نرد خلال يوم عمل واحد، والمعاينة الأولى للموقع مجانية.',
      },
    },
    ready: {
      title: {
        en: 'Ready to Get Started?',
        ar: 'مستعد للبدء؟',
      },
      text: {
        en: 'Prefer to talk it through? Call the studio and ask for a free site assessment. We usually visit within the week.',
        ar: 'هل تفضّل الحديث مباشرة؟ اتصل بالاستوديو واطلب معاينة مجانية للموقع، وعادةً ما نزورك خلال الأسبوع نفسه.',
      },
      button: {
        en: 'Call the Studio',
        ar: 'اتصل بالاستوديو',
      },
    },
    faq: {
      eyebrow: {
        en: 'Good to know',
        ar: 'معلومات تهمّك',
      },
      title: {
        en: 'Frequently Asked Questions',
        ar: 'الأسئلة الشائعة',
      },
      items: [
        {
          question: {
            en: 'Which areas do you serve?',
            ar: 'ما المناطق التي تعملون بها؟',
          },
          answer: {
            en: 'We work across Greater Cairo, including Zamalek, Downtown, Heliopolis, Maadi, New Cairo, Sheikh Zayed and 6th of October, as well as the New Administrative Capital. For larger projects we also build in Alexandria, the North Coast and El Gouna; ask us about your location.',
            ar: 'نعمل في أنحاء القاهرة الكبرى، ومنها الزمالك ووسط البلد ومصر الجديدة والمعادي والقاهرة الجديدة والشيخ زايد و6 أكتوبر، إضافةً إلى العاصمة الإدارية الجديدة. وفي المشروعات الأكبر نعمل أيضًا في الإسكندرية والساحل الشمالي والجونة؛ اسألنا عن موقعك.',
          },
        },
        {
          question: {
            en: 'How long does a typical project take?',
            ar: 'كم يستغرق المشروع عادةً؟',
          },
          answer: {
            en: 'A small retail fit-out usually takes 4-6 weeks from site handover. Larger projects, such as restaurants, offices, villas and full apartment renovations, typically take 8-12 weeks or more, depending on size, structural work and long-lead materials. You receive a week-by-week programme with your proposal.',
            ar: 'يستغرق تشطيب متجر صغير عادةً من 4 إلى 6 أسابيع من تسلّم الموقع. أما المشروعات الأكبر، كالمطاعم والمكاتب والفيلات والتجديد الكامل للشقق، فتستغرق غالبًا من 8 إلى 12 أسبوعًا أو أكثر، بحسب المساحة والأعمال الإنشائية والخامات التي يطول توريدها. وتتسلّم مع عرضنا جدولًا زمنيًا أسبوعًا بأسبوع.',
          },
        },
        {
          question: {
            en: 'Do you handle permits and approvals?',
            ar: 'هل تتولّون التراخيص والموافقات؟',
          },
          answer: {
            en: 'Yes. We prepare the drawings and applications and follow them through with the district, mall management, civil defence and utility companies, so works can start on time and pass inspection. Permit fees are itemised in your quotation.',
            ar: 'نعم. نُعدّ الرسومات والطلبات ونتابعها مع الحي وإدارة المول والحماية المدنية وشركات المرافق، ليبدأ العمل في موعده ويجتاز التفتيش. وتظهر رسوم التراخيص مفصّلة في عرض السعر.',
          },
        },
        {
          question: {
            en: 'Can you build sustainably?',
            ar: 'هل يمكنكم البناء بأسلوب مستدام؟',
          },
          answer: {
            en: 'We specify LED lighting, efficient inverter air-conditioning, low-VOC paints and adhesives, and regional materials such as Galala stone and Egyptian hardwoods. We reuse what can be saved on site and sort construction waste for recycling wherever facilities exist.',
            ar: 'نعتمد إضاءة LED وتكييفات إنفرتر موفّرة للطاقة ودهانات ومواد لاصقة منخفضة الانبعاثات، وخامات محلية مثل رخام الجلالة والأخشاب المصرية. ونعيد استخدام ما يمكن إنقاذه في الموقع، ونفرز مخلّفات البناء لإعادة تدويرها حيثما توفرت المرافق.',
          },
        },
        {
          question: {
            en: 'How do you price a project, and can you work to my budget?',
            ar: 'كيف تسعّرون المشروع؟ وهل يمكنكم الالتزام بميزانيتي؟',
          },
          answer: {
            en: 'After the site assessment you receive a fixed, itemised quotation with options. If it is above your budget we value-engineer together, changing materials or phasing rather than cutting quality. Payments follow agreed milestones, never time spent.',
            ar: 'بعد معاينة الموقع تتسلّم عرض سعر ثابتًا ومفصّلًا مع بدائل. وإن تجاوز ميزانيتك نعمل معًا على هندسة القيمة، فنغيّر الخامات أو نقسّم التنفيذ على مراحل بدلًا من التنازل عن الجودة. وتُسدَّد الدفعات وفق مراحل متفق عليها، لا وفق الوقت المستغرق.',
          },
        },
        {
          question: {
            en: 'What happens after handover?',
            ar: 'ماذا يحدث بعد التسليم؟',
          },
          answer: {
            en: 'Every project comes with a 12-month workmanship warranty and a free inspection visit after six months. You also receive as-built drawings, manuals and supplier warranties, and our after-service team remains on call for maintenance and future changes.',
            ar: 'يأتي كل مشروع بضمان على المصنعية لمدة 12 شهرًا وزيارة فحص مجانية بعد ستة أشهر. وتتسلّم أيضًا الرسومات النهائية المنفّذة وأدلة التشغيل وضمانات الموردين، ويبقى فريق خدمة ما بعد التسليم جاهزًا للصيانة وأي تعديلات مستقبلية.',
          },
        },
      ],
    },
    cta: {
      eyebrow: {
        en: 'Start a project',
        ar: 'ابدأ مشروعك',
      },
      title: {
        en: 'Let’s talk about your space',
        ar: 'لنتحدث عن مساحتك',
      },
      text: {
        en: 'Share a few details and a project lead will call you back within one working day to arrange a free site assessment.',
        ar: 'شاركنا بعض التفاصيل، وسيتصل بك أحد مديري المشروعات خلال يوم عمل واحد لتحديد موعد معاينة مجانية للموقع.',
      },
      button: {
        en: 'Book a Consultation',
        ar: 'احجز استشارة',
      },
    },
    ...contactLaunchAdditions(),
  },
  seo: {
    home: {
      title: {
        en: 'Nile Atelier · Construction & Interior Fit-Out Studio in Cairo',
        ar: 'نايل أتيليه · استوديو مقاولات وتشطيبات داخلية في القاهرة',
      },
      description: {
        en: 'Nile Atelier designs and builds turnkey homes, shops, restaurants and offices in Cairo. Twenty years, 1.3 billion EGP of executed work, delivered on time and on budget.',
        ar: 'تصمّم نايل أتيليه وتنفّذ المنازل والمتاجر والمطاعم والمكاتب في القاهرة تسليم مفتاح. عشرون عامًا وأعمال منفّذة بقيمة 1.3 مليار جنيه، تُسلَّم في موعدها وضمن ميزانيتها.',
      },
    },
    about: {
      title: {
        en: 'About Us · Nile Atelier',
        ar: 'من نحن · نايل أتيليه',
      },
      description: {
        en: 'Since 2004 Nile Atelier has built homes, shops, restaurants and offices across Cairo. Meet the studio, our mission, our values and the way we work.',
        ar: 'منذ عام 2004 تبني نايل أتيليه المنازل والمتاجر والمطاعم والمكاتب في أنحاء القاهرة. تعرّف على الاستوديو ورسالتنا وقيمنا وطريقة عملنا.',
      },
    },
    services: {
      title: {
        en: 'Services · Turnkey Construction & Interior Fit-Out in Cairo · Nile Atelier',
        ar: 'خدماتنا · مقاولات وتشطيبات داخلية تسليم مفتاح في القاهرة · نايل أتيليه',
      },
      description: {
        en: 'Turnkey construction, interior fit-out, renovation and project consultancy for homes, retail, F&B and workplaces in Cairo, delivered by one accountable team.',
        ar: 'مقاولات تسليم مفتاح وتشطيبات داخلية وتجديد واستشارات مشروعات للمنازل والمتاجر والمطاعم وأماكن العمل في القاهرة، ينفّذها فريق واحد مسؤول.',
      },
    },
    portfolio: {
      title: {
        en: 'Portfolio · Homes, Retail, Restaurants & Offices · Nile Atelier',
        ar: 'أعمالنا · منازل ومتاجر ومطاعم ومكاتب · نايل أتيليه',
      },
      description: {
        en: 'Browse residential, retail, F&B and commercial projects built by Nile Atelier across Cairo, from Zamalek apartments to rooftop restaurants.',
        ar: 'تصفّح منازل ومتاجر ومطاعم ومكاتب نفّذتها نايل أتيليه في أنحاء القاهرة، من شقق الزمالك إلى أماكن السهر على الأسطح.',
      },
    },
    contact: {
      title: {
        en: 'Contact · Nile Atelier, Palm Hills, Cairo',
        ar: 'تواصل معنا · نايل أتيليه، بالم هيلز، القاهرة',
      },
      description: {
        en: 'Call, email or visit Nile Atelier in Palm Hills, Cairo. Send us a message about your home, shop, restaurant or office and a project lead will reply within one working day.',
        ar: 'اتصل بنايل أتيليه أو أرسل إلينا بريدًا إلكترونيًا أو زرنا في بالم هيلز بالقاهرة. راسلنا بشأن منزلك أو متجرك أو مطعمك أو مكتبك، وسيرد عليك أحد مديري المشروعات خلال يوم عمل واحد.',
      },
    },
  },
  privacy: {
    title: {
      en: 'Privacy notice',
      ar: 'سياسة الخصوصية',
    },
    description: {
      en: 'What Nile Atelier collects through this website, why, for how long, who can see it, and how to ask for a copy or its deletion.',
      ar: 'ما تجمعه نايل أتيليه من خلال هذا الموقع، ولماذا، ومدة الاحتفاظ به، ومن يطّلع عليه، وكيف تطلب نسخة منه أو حذفه.',
    },
    intro: {
      en: 'Nile Atelier runs this website. This notice explains what we collect when you write to us or subscribe to our newsletter, why, how long we keep it, who can see it, and how you can ask for a copy or its deletion, as Egypt’s Personal Data Protection Law (No. 151 of 2020) expects.',
      ar: 'يدير استوديو نايل أتيليه هذا الموقع. توضح هذه السياسة ما نجمعه عندما تراسلنا أو تشترك في نشرتنا البريدية، ولماذا، ومدة احتفاظنا به، ومن يطّلع عليه، وكيف تطلب نسخة منه أو حذفه، وفقًا لما يقتضيه قانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020.',
    },
    sections: [
      {
        heading: {
          en: 'What the forms collect',
          ar: 'ما تجمعه النماذج',
        },
        text: {
          en: 'The contact form asks for your name, email address, phone number, a subject and your message, and, if you choose to tell us, the type of project, its location, its area, your budget, your timeline and how you prefer to be contacted. You can attach plans and photos of the space.\n\nThe newsletter form asks only for your email address.\n\nIf you write to us on WhatsApp, we may note your name, your number and what you asked about, so that your enquiry is not lost.',
          ar: 'يطلب نموذج التواصل اسمك وبريدك الإلكتروني ورقم هاتفك وموضوع رسالتك ونصها، وكذلك نوع المشروع وموقعه ومساحته وميزانيتك وجدولك الزمني ووسيلة التواصل التي تفضّلها إن أردت أن تخبرنا بها. ويمكنك أن ترفق مخططات المكان وصوره.\n\nأما نموذج النشرة البريدية فلا يطلب إلا بريدك الإلكتروني.\n\nوإذا راسلتنا على واتساب، فقد نسجّل اسمك ورقمك وما سألت عنه حتى لا يضيع طلبك.',
        },
      },
      {
        heading: {
          en: 'Why we collect it',
          ar: 'لماذا نجمعها',
        },
        text: {
          en: 'To answer your enquiry, arrange a site visit or prepare a quote, and follow your project through to handover. Your newsletter address is used only to send you our occasional newsletter. We do not sell your data, use it for advertising, or add you to any list you did not ask to join.',
          ar: 'لنرد على استفسارك، ونرتّب زيارة للموقع أو نعدّ عرض سعر، ونتابع مشروعك حتى التسليم. ولا نستخدم بريدك المسجّل في النشرة إلا لإرسال رسائلنا المتباعدة. لا نبيع بياناتك، ولا نستخدمها في الإعلانات، ولا نضيفك إلى أي قائمة لم تطلب الانضمام إليها.',
        },
      },
      {
        heading: {
          en: 'How long we keep it',
          ar: 'مدة الاحتفاظ بها',
        },
        text: {
          en: 'We keep messages, their attachments and WhatsApp enquiries while we discuss or carry out your project, and then for no longer than three years after we last heard from you, so that we can answer questions about work we did. We keep a newsletter address until you unsubscribe or ask us to remove it. The record of changes made in this website’s admin is kept for one year.',
          ar: 'نحتفظ بالرسائل ومرفقاتها وطلبات واتساب طوال مناقشة مشروعك أو تنفيذه، ثم لمدة لا تزيد على ثلاث سنوات من آخر تواصل بيننا، حتى نتمكن من الرد على أي سؤال عن أعمال نفّذناها. ونحتفظ ببريد النشرة حتى تلغي اشتراكك أو تطلب حذفه. أما سجل التغييرات في لوحة إدارة الموقع فيُحفظ لمدة عام واحد.',
        },
      },
      {
        heading: {
          en: 'Who can see it',
          ar: 'من يطّلع عليها',
        },
        text: {
          en: 'Only the studio’s team, through this website’s password-protected admin. Notices of new messages go to the studio’s own email inboxes. The companies that host this website and send its emails store the data on our behalf and may not use it for anything else. We share it with no one else unless the law requires us to.',
          ar: 'فريق الاستوديو وحده، من خلال لوحة إدارة الموقع المحمية بكلمة مرور. وتصل تنبيهات الرسائل الجديدة إلى صناديق البريد الخاصة بالاستوديو. وتحفظ الشركات التي تستضيف الموقع وترسل رسائله هذه البيانات نيابةً عنا، ولا يحق لها استخدامها في أي غرض آخر. ولا نشاركها مع أي جهة أخرى إلا إذا ألزمنا القانون بذلك.',
        },
      },
      {
        heading: {
          en: 'Visits are counted without cookies',
          ar: 'إحصاء الزيارات بلا ملفات تعريف ارتباط',
        },
        text: {
          en: 'This website sets no cookies for its visitors and uses no outside analytics or advertising service: our own server counts the visits. For each page it counts the day, the page and its language, the website a visitor came from, the campaign named in the link, and whether the visit came from a phone, a tablet or a computer. To count each visitor once a day, the server turns the visitor’s internet address and browser into a code with a random value that changes every day; the address and the browser themselves are never stored. Every night the day’s value is deleted, with the first page and source of each visit of that day, so nothing we keep can link a visit to a person or to another day, and none of it is shared with anyone.\n\nWhen you send us a message or start a WhatsApp chat from this website, we note with it the page you arrived on and the website or campaign that brought you, to learn which of them bring us clients.',
          ar: 'لا يضع هذا الموقع أي ملفات تعريف ارتباط (كوكيز) لزواره، ولا يستعين بأي خدمة خارجية للتحليل أو الإعلانات، فخادمنا نحن هو الذي يحصي الزيارات. ويسجّل لكل صفحة اليوم والصفحة ولغتها، والموقع الذي جاء منه الزائر، والحملة المذكورة في الرابط، وما إذا كانت الزيارة من هاتف أو جهاز لوحي أو كمبيوتر. ولكي يعدّ كل زائر مرة واحدة في اليوم، يحوّل الخادم عنوان الإنترنت ونوع المتصفح إلى رمز باستخدام قيمة عشوائية تتغير كل يوم، ولا يحفظ العنوان أو المتصفح نفسه أبدًا. وكل ليلة تُحذف قيمة ذلك اليوم، ومعها أول صفحة ومصدر كل زيارة فيه، فلا شيء مما نحتفظ به يربط زيارة بشخص بعينه أو بيوم آخر، ولا نشارك أيًّا منه مع أي جهة.\n\nوعندما ترسل إلينا رسالة أو تبدأ محادثة واتساب من هذا الموقع، نسجّل معها الصفحة التي دخلت منها والموقع أو الحملة التي أوصلتك إلينا، لنعرف أيّها يجلب لنا العملاء.',
        },
      },
      {
        heading: {
          en: 'A copy of your data, or its deletion',
          ar: 'نسخة من بياناتك أو حذفها',
        },
        text: {
          en: 'You can ask for a copy of everything we hold about you, or ask us to correct or delete it. Write to us at the email address below from the address you used, or call us. We answer within 30 days. Deleting removes your messages, their attachments, your WhatsApp enquiries and your newsletter subscription in one go.',
          ar: 'يمكنك أن تطلب نسخة من كل ما نحتفظ به عنك، أو أن تطلب تصحيحه أو حذفه. راسلنا على البريد الإلكتروني المذكور أدناه من العنوان نفسه الذي استخدمته، أو اتصل بنا، وسنرد خلال 30 يومًا. والحذف يزيل رسائلك ومرفقاتها وطلبات واتساب واشتراكك في النشرة دفعة واحدة.',
        },
      },
    ],
    contactTitle: {
      en: 'Questions about your data',
      ar: 'أسئلة عن بياناتك',
    },
  },
};
