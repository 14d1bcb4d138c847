import type { Locale } from '../i18n/locales.ts';
import type { TranslatedLocale } from '../i18n/translations.ts';

/**
 * The static news article on two sales in May 2025; the sitemaps list it too. Its Arabic, Russian
 * and Chinese editions are in `NEWS_TRANSLATIONS`; `newsText` picks the page's.
 */

export const NEWS_ARTICLE_SLUG = 'two-sales-may-2025';
export const NEWS_ARTICLE_PATH = `/news/${NEWS_ARTICLE_SLUG}`;

export interface NewsSale {
  home: string;
  priceAed: number;
  areaSqFt: number;
  pricePerSqFtAed: number;
}

export const NEWS_SALES: readonly NewsSale[] = [
  { home: 'Four-bedroom residence', priceAed: 45_000_000, areaSqFt: 6_455, pricePerSqFtAed: 6_975 },
  { home: 'Two-bedroom residence', priceAed: 27_500_000, areaSqFt: 3_400, pricePerSqFtAed: 8_088 },
];

export const NEWS_ARTICLE = {
  title: 'Two Apartment Sales at Six Senses Residences Set the Tone for 2025',
  date: '2025-05-28',
  author: 'James Whitmore',
  imageUrl: '/media/hero.webp',
  imageAlt: 'Six Senses Residences on the Crescent of Palm Jumeirah at sunset',
  excerpt:
    'A four-bedroom home sold for AED 45 million and a two-bedroom for AED 27.5 million in May 2025, ahead of handover expected at the end of 2025.',
  handover: 'Handover of the residences is expected at the end of 2025.',
  paragraphs: [
    'Two resales at Six Senses Residences on Palm Jumeirah in May 2025 show how firmly prime buyers are committing to branded homes on the Crescent, months before the building is complete.',
    'The larger of the two, a four-bedroom residence of 6,455 square feet, sold for AED 45 million, or AED 6,975 per square foot. The second, a two-bedroom residence of 3,400 square feet, sold for AED 27.5 million: AED 8,088 per square foot, a premium that reflects how scarce smaller sea-view homes have become in the building.',
    'Both buyers purchased as end users. Smaller residences attract the highest price per square foot because they give access to the same private beach, wellness hub and Six Senses service as the villas and penthouses at a lower entry price.',
    'Handover of the residences is expected at the end of 2025. Owners planning to sell or let should expect rising interest as completion approaches; the agency prepares free valuations within 24 hours.',
  ],
} as const;

/** The article's words in one language; `homes` names `NEWS_SALES` in order. */
export interface NewsText {
  /** The breadcrumb's short name of the article. */
  crumb: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  handover: string;
  paragraphs: readonly string[];
  homes: readonly string[];
}

/** The article as each readership reads it: the same facts, written in each language's own voice. */
export const NEWS_TRANSLATIONS: Record<TranslatedLocale, NewsText> = {
  ar: {
    crumb: 'صفقتا بيع، مايو 2025',
    title: 'صفقتا بيع في Six Senses Residences ترسمان ملامح عام 2025',
    excerpt:
      'بيع مسكن من أربع غرف نوم بقيمة 45 مليون درهم وآخر من غرفتي نوم بقيمة 27.5 مليون درهم في مايو 2025، قبيل التسليم المتوقع في نهاية العام.',
    imageAlt: 'Six Senses Residences على هلال نخلة جميرا عند الغروب',
    handover: 'يُتوقع تسليم المساكن في نهاية عام 2025.',
    paragraphs: [
      'تكشف صفقتا إعادة بيع أُبرمتا في Six Senses Residences على نخلة جميرا في مايو 2025 عن ثقة راسخة لدى مشتري العقارات الفاخرة بالمساكن ذات العلامة الفندقية على الهلال، وذلك قبل اكتمال المبنى بأشهر.',
      'فقد بيع المسكن الأكبر، وهو من أربع غرف نوم بمساحة 6,455 قدمًا مربعة، بمبلغ 45 مليون درهم، أي 6,975 درهمًا للقدم المربعة. أما الثاني، وهو من غرفتي نوم بمساحة 3,400 قدم مربعة، فبيع بمبلغ 27.5 مليون درهم، أي 8,088 درهمًا للقدم المربعة، وهي علاوة تعكس ندرة المساكن الأصغر المطلة على البحر في المبنى.',
      'اشترى كلا المشتريين بغرض السكن لا المضاربة. وتحقق المساكن الأصغر أعلى سعر للقدم المربعة لأنها تمنح أصحابها الشاطئ الخاص ومركز العافية وخدمات Six Senses ذاتها التي تحظى بها الفلل والبنتهاوس، بكلفة دخول أقل.',
      'يُتوقع تسليم المساكن في نهاية عام 2025. وعلى الملاك الذين يعتزمون البيع أو التأجير أن يترقبوا اهتمامًا متزايدًا مع اقتراب موعد الإنجاز، ويُعدّ فريقنا تقييمات مجانية خلال 24 ساعة.',
    ],
    homes: ['مسكن من أربع غرف نوم', 'مسكن من غرفتي نوم'],
  },
  ru: {
    crumb: 'Две сделки, май 2025',
    title: 'Две сделки в Six Senses Residences задают тон 2025 году',
    excerpt:
      'В мае 2025 года резиденция с четырьмя спальнями продана за 45 млн дирхамов, а с двумя спальнями — за 27,5 млн дирхамов, ещё до сдачи объекта, ожидаемой в конце 2025 года.',
    imageAlt: 'Six Senses Residences на Полумесяце Пальмы Джумейра на закате',
    handover: 'Сдача резиденций ожидается в конце 2025 года.',
    paragraphs: [
      'Две сделки перепродажи в Six Senses Residences на Пальме Джумейра в мае 2025 года показывают, насколько уверенно покупатели премиального сегмента выбирают брендовые резиденции на Полумесяце — за несколько месяцев до завершения строительства.',
      'Бо́льшая из двух — резиденция с четырьмя спальнями площадью 6 455 кв. футов (около 600 м²) — продана за 45 млн дирхамов, то есть по 6 975 дирхамов за квадратный фут. Вторая — резиденция с двумя спальнями площадью 3 400 кв. футов (около 316 м²) — ушла за 27,5 млн дирхамов, по 8 088 дирхамов за квадратный фут. Эта премия показывает, насколько редкими стали в здании компактные резиденции с видом на море.',
      'Оба покупателя приобрели жильё для себя, а не для перепродажи. У компактных резиденций самая высокая цена за квадратный фут: они открывают доступ к тому же частному пляжу, wellness-центру и сервису Six Senses, что и виллы и пентхаусы, но при более низком пороге входа.',
      'Сдача резиденций ожидается в конце 2025 года. Владельцам, которые планируют продажу или аренду, стоит готовиться к растущему интересу по мере приближения завершения строительства; агентство бесплатно подготовит оценку в течение 24 часов.',
    ],
    homes: ['Резиденция с четырьмя спальнями', 'Резиденция с двумя спальнями'],
  },
  zh: {
    crumb: '两笔成交，2025年5月',
    title: 'Six Senses Residences 两笔公寓成交，为2025年定下基调',
    excerpt: '2025年5月，一套四居室以4500万迪拉姆售出，一套两居室以2750万迪拉姆售出，而项目预计于2025年底交付。',
    imageAlt: '日落时分，朱美拉棕榈岛新月岛上的 Six Senses Residences',
    handover: '住宅预计于2025年底交付。',
    paragraphs: [
      '2025年5月，朱美拉棕榈岛 Six Senses Residences 完成两笔转售交易。在大楼竣工前数月，顶级买家便已果断入手新月岛上的品牌住宅，足见市场信心之坚定。',
      '其中较大的一套为四居室，面积6,455平方英尺（约600平方米），成交价4500万迪拉姆，折合每平方英尺6,975迪拉姆。另一套为两居室，面积3,400平方英尺（约316平方米），成交价2750万迪拉姆，折合每平方英尺8,088迪拉姆；这一溢价反映出楼内小户型海景住宅日益稀缺。',
      '两位买家均为自住买家。小户型之所以每平方英尺单价最高，是因为业主能以更低的入门价格，享有与别墅和顶层公寓同样的私人海滩、健康中心及 Six Senses 服务。',
      '住宅预计于2025年底交付。随着竣工临近，计划出售或出租的业主可望迎来更多关注；本公司可在24小时内免费提供估价。',
    ],
    homes: ['四居室住宅', '两居室住宅'],
  },
};

/**
 * What the article route's loader gives its head. The route loads this module with `import()`, so the
 * article is not in every page's first script (and, the code splitter being what it is, under a name
 * the page component does not import; see `loadPost` in src/web/content/blog.ts).
 */
export function loadNewsHead(locale: Locale): { title: string; excerpt: string; path: string; imageUrl: string } {
  const { title, excerpt } = newsText(locale);
  return { title, excerpt, path: NEWS_ARTICLE_PATH, imageUrl: NEWS_ARTICLE.imageUrl };
}

/** The article's words for a page in `locale` (English as written above). */
export function newsText(locale: Locale): NewsText {
  if (locale !== 'en') return NEWS_TRANSLATIONS[locale];
  return {
    crumb: 'Two Sales, May 2025',
    title: NEWS_ARTICLE.title,
    excerpt: NEWS_ARTICLE.excerpt,
    imageAlt: NEWS_ARTICLE.imageAlt,
    handover: NEWS_ARTICLE.handover,
    paragraphs: NEWS_ARTICLE.paragraphs,
    homes: NEWS_SALES.map((sale) => sale.home),
  };
}
