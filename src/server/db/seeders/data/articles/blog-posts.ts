import type { BlogPostSeed } from '../types.ts';

/**
 * The built-in blog's seven posts as the demo seeds them (src/server/db/seeders/article-seeder.ts), in every
 * language: each post's title, excerpt and image text here, the four full articles' bodies in `bodies/`.
 */
export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    id: 1,
    slug: 'palm-jumeirah-prime-prices-2025',
    title: 'Palm Jumeirah Prime Prices in 2025: What the Numbers Say',
    excerpt:
      'Record sales on the Crescent, shrinking supply and a new kind of buyer: a clear look at where prime prices on the Palm stand, and why branded residences lead.',
    date: '2025-06-10',
    author: 'james-whitmore',
    imageUrl: '/media/aerial.webp',
    imageAlt: 'An aerial view of Palm Jumeirah’s fronds and Crescent in the sea',
    category: 'Market News',
    hasArticle: true,
    translations: {
      ar: {
        title: 'أسعار العقارات الفاخرة في نخلة جميرا عام 2025: ماذا تقول الأرقام',
        excerpt:
          'صفقات قياسية على الهلال، ومعروض يتقلص، وجيل جديد من المشترين: نظرة واضحة على موقع الأسعار الفاخرة في النخلة، ولماذا تتصدر المساكن ذات العلامة الفندقية المشهد.',
        imageAlt: 'منظر جوي لسعفات نخلة جميرا وهلالها وسط البحر',
      },
      ru: {
        title: 'Цены на премиальное жильё на Пальме Джумейра в 2025 году: что говорят цифры',
        excerpt:
          'Рекордные сделки на Полумесяце, сокращение предложения и новый тип покупателя: трезвый взгляд на то, где сегодня находятся премиальные цены на Пальме и почему лидируют брендовые резиденции.',
        imageAlt: 'Вид с воздуха на «ветви» и Полумесяц Пальмы Джумейра посреди моря',
      },
      zh: {
        title: '2025年朱美拉棕榈岛顶级房价：数据怎么说',
        excerpt:
          '新月岛成交屡创纪录、供应持续收缩、新一代买家崛起：清晰解读棕榈岛顶级房价现状，以及品牌住宅为何领跑市场。',
        imageAlt: '从空中俯瞰朱美拉棕榈岛的枝叶与新月岛',
      },
    },
  },
  {
    id: 2,
    slug: 'inside-six-senses-residences-palm-jumeirah',
    title: 'Inside Six Senses Residences: Living the Crescent Lifestyle',
    excerpt:
      'Natural materials, light from the sea and a hotel team downstairs: what daily life looks like in Dubai’s most wellness-minded address.',
    date: '2025-05-02',
    author: 'layla-haddad',
    imageUrl: '/media/gallery/interior-1.webp',
    imageAlt: 'A calm living room in pale timber and stone with views of the sea',
    category: 'Luxury Living',
    hasArticle: true,
    translations: {
      ar: {
        title: 'داخل Six Senses Residences: أسلوب الحياة على الهلال',
        excerpt:
          'خامات طبيعية، وضوء ينساب من البحر، وفريق فندقي في الطابق السفلي: هكذا تبدو الحياة اليومية في أكثر عناوين دبي عنايةً بالعافية.',
        imageAlt: 'غرفة معيشة هادئة بالخشب الفاتح والحجر مع إطلالة على البحر',
      },
      ru: {
        title: 'Внутри Six Senses Residences: жизнь на Полумесяце',
        excerpt:
          'Натуральные материалы, свет с моря и команда отеля этажом ниже: какой бывает повседневная жизнь по самому велнес-ориентированному адресу Дубая.',
        imageAlt: 'Спокойная гостиная в светлом дереве и камне с видом на море',
      },
      zh: {
        title: '走进 Six Senses Residences：新月岛上的生活方式',
        excerpt:
          '天然材质、来自海面的光线，以及楼下随时待命的酒店团队：看看迪拜最注重身心健康的住址，日常生活是何模样。',
        imageAlt: '以浅色木材与石材打造的宁静客厅，窗外即是大海',
      },
    },
  },
  {
    id: 3,
    slug: 'investing-in-dubai-branded-residences',
    title: 'Investing in Dubai Branded Residences: Yields, Costs and Exit',
    excerpt:
      'Rental yields of 6 to 8%, service charges, management fees and resale: an owner’s guide to the numbers behind a branded home on the Palm.',
    date: '2025-04-14',
    author: 'priya-menon',
    imageUrl: '/media/gallery/exterior-1.webp',
    imageAlt: 'The residences’ façade of terraces and greenery against a blue sky',
    category: 'Investment',
    hasArticle: true,
    translations: {
      ar: {
        title: 'الاستثمار في المساكن ذات العلامة الفندقية في دبي: العوائد والتكاليف والتخارج',
        excerpt:
          'عوائد إيجارية بين 6 و8%، ورسوم الخدمات، وأتعاب الإدارة، وإعادة البيع: دليل المالك إلى الأرقام التي تقف وراء مسكن ذي علامة فندقية على النخلة.',
        imageAlt: 'واجهة المساكن بشرفاتها وخضرتها تحت سماء زرقاء',
      },
      ru: {
        title: 'Инвестиции в брендовые резиденции Дубая: доходность, расходы и выход',
        excerpt:
          'Доходность аренды 6–8%, сервисные сборы, плата за управление и перепродажа: руководство для владельца по цифрам, которые стоят за брендовой резиденцией на Пальме.',
        imageAlt: 'Фасад резиденций с террасами и зеленью на фоне голубого неба',
      },
      zh: {
        title: '投资迪拜品牌住宅：回报、成本与退出',
        excerpt: '6%至8%的租金回报、服务费、管理费与转售：一份业主指南，带您看懂棕榈岛品牌住宅背后的各项数字。',
        imageAlt: '住宅立面的露台与绿植映衬着蓝天',
      },
    },
  },
  {
    id: 4,
    slug: 'wellness-at-home-six-senses',
    title: 'Wellness at Home: How Six Senses Designs for Better Living',
    excerpt:
      'Sleep, air, water and movement: the quiet design decisions that make a Six Senses residence feel different from the day you move in.',
    date: '2025-03-20',
    author: 'layla-haddad',
    imageUrl: '/media/amenities/spa.webp',
    imageAlt: 'A spa treatment room with soft light and natural stone',
    category: 'Wellness',
    hasArticle: true,
    translations: {
      ar: {
        title: 'العافية في البيت: كيف تصمم Six Senses لحياة أفضل',
        excerpt: 'النوم والهواء والماء والحركة: قرارات تصميم هادئة تجعل مسكن Six Senses مختلفًا منذ اليوم الأول.',
        imageAlt: 'غرفة علاج في المنتجع الصحي بإضاءة خافتة وحجر طبيعي',
      },
      ru: {
        title: 'Велнес дома: как Six Senses создаёт пространство для лучшей жизни',
        excerpt:
          'Сон, воздух, вода и движение: незаметные проектные решения, благодаря которым резиденция Six Senses ощущается иначе с первого дня.',
        imageAlt: 'Процедурный кабинет спа с мягким светом и натуральным камнем',
      },
      zh: {
        title: '家中的健康之道：Six Senses 如何为更好的生活而设计',
        excerpt: '睡眠、空气、水与运动：一系列低调的设计决定，让 Six Senses 住宅从入住第一天起便与众不同。',
        imageAlt: '柔和灯光与天然石材打造的水疗护理室',
      },
    },
  },
  {
    id: 5,
    slug: 'dubai-luxury-market-trends-2025',
    title: 'Dubai Luxury Market Trends to Watch This Year',
    excerpt:
      'From family offices to long-stay residents, the forces shaping demand for Dubai’s most exclusive homes over the next twelve months.',
    date: '2025-02-18',
    author: 'james-whitmore',
    imageUrl: '/media/gallery/exterior-4.webp',
    imageAlt: 'Towers on the Palm catching the late afternoon sun',
    category: 'Market Trends',
    hasArticle: false,
    translations: {
      ar: {
        title: 'اتجاهات سوق العقارات الفاخرة في دبي التي تستحق المتابعة هذا العام',
        excerpt:
          'من مكاتب إدارة ثروات العائلات إلى المقيمين لفترات طويلة: القوى التي ترسم ملامح الطلب على أرقى مساكن دبي خلال الأشهر الاثني عشر المقبلة.',
        imageAlt: 'أبراج على النخلة تلتقط شمس ما بعد الظهيرة',
      },
      ru: {
        title: 'Элитная недвижимость Дубая: тенденции, за которыми стоит следить в этом году',
        excerpt:
          'От семейных офисов до тех, кто переезжает надолго: что будет определять спрос на самые закрытые адреса Дубая в ближайшие двенадцать месяцев.',
        imageAlt: 'Башни на Пальме в лучах предвечернего солнца',
      },
      zh: {
        title: '今年值得关注的迪拜豪宅市场趋势',
        excerpt: '从家族办公室到长居人士：未来十二个月里，塑造迪拜顶级住宅需求的几股力量。',
        imageAlt: '午后斜阳映照下的棕榈岛高楼',
      },
    },
  },
  {
    id: 6,
    slug: 'sustainable-luxury-palm-jumeirah',
    title: 'Sustainable Luxury: Building Responsibly on Palm Jumeirah',
    excerpt:
      'How Six Senses approaches materials, energy and community, and why sustainability now matters to the buyers of prime homes.',
    date: '2025-01-22',
    author: 'priya-menon',
    imageUrl: '/media/gallery/amenity-3.webp',
    imageAlt: 'A garden terrace planted with native greenery',
    category: 'Sustainability',
    hasArticle: false,
    translations: {
      ar: {
        title: 'الفخامة المستدامة: البناء بمسؤولية على نخلة جميرا',
        excerpt:
          'كيف تتعامل Six Senses مع الخامات والطاقة والمجتمع، ولماذا باتت الاستدامة في صميم اهتمام مشتري المساكن الفاخرة.',
        imageAlt: 'شرفة حديقة مزروعة بنباتات محلية',
      },
      ru: {
        title: 'Устойчивая роскошь: ответственное строительство на Пальме Джумейра',
        excerpt:
          'Как Six Senses выбирает материалы, расходует энергию и строит сообщество и почему покупателям элитного жилья это теперь небезразлично.',
        imageAlt: 'Садовая терраса, засаженная местными растениями',
      },
      zh: {
        title: '可持续的奢华：在朱美拉棕榈岛负责任地建造',
        excerpt: 'Six Senses 如何对待材料、能源与社区，以及为何可持续性如今成为顶级住宅买家的关注所在。',
        imageAlt: '种满本地植物的花园露台',
      },
    },
  },
  {
    id: 7,
    slug: 'palm-jumeirah-rental-market-update',
    title: 'Palm Jumeirah Rental Market Update',
    excerpt:
      'Rents, tenant demand and the months that matter: a short update for owners who let their homes on the Palm.',
    date: '2024-12-05',
    author: 'priya-menon',
    imageUrl: '/media/gallery/interior-4.webp',
    imageAlt: 'A bright bedroom with sea views through tall windows',
    category: 'Market News',
    hasArticle: false,
    translations: {
      ar: {
        title: 'مستجدات سوق الإيجارات في نخلة جميرا',
        excerpt: 'الإيجارات وطلب المستأجرين والأشهر التي تصنع الفارق: إيجاز للملاك الذين يؤجرون مساكنهم على النخلة.',
        imageAlt: 'غرفة نوم مشرقة تطل على البحر عبر نوافذ عالية',
      },
      ru: {
        title: 'Рынок аренды на Пальме Джумейра: свежий обзор',
        excerpt:
          'Ставки, спрос арендаторов и месяцы, которые решают всё: коротко для владельцев, сдающих жильё на Пальме.',
        imageAlt: 'Светлая спальня с видом на море через высокие окна',
      },
      zh: {
        title: '朱美拉棕榈岛租赁市场动态',
        excerpt: '租金水平、租客需求与关键月份：写给在棕榈岛出租房产的业主的一份简要更新。',
        imageAlt: '明亮的卧室，透过高窗可见海景',
      },
    },
  },
];
