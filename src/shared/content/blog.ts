import type { Locale } from '../i18n/locales.ts';

/**
 * The built-in blog: 7 posts, 4 of them with full content. The server lists them in sitemap.xml.
 * The four full articles carry their Arabic, Russian and Chinese editions (`translations`), written
 * for each readership rather than word for word; the others are shown in English in every language,
 * with a note in the page's language. `postText` picks the words a page shows.
 */

export const BLOG_CATEGORIES = [
  'Market News',
  'Luxury Living',
  'Investment',
  'Wellness',
  'Market Trends',
  'Sustainability',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The languages other than English, each of which a full article is translated into. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
  photo: string;
  /** Role and biography in each other language (the name stays in Latin letters). */
  translations: Record<TranslatedLocale, { role: string; bio: string }>;
}

/** A full article's words in one language. */
export interface BlogPostText {
  title: string;
  excerpt: string;
  imageAlt: string;
  /** Article HTML. */
  content: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date; shown as '12 March 2025'. */
  date: string;
  author: BlogAuthor;
  imageUrl: string;
  imageAlt: string;
  category: BlogCategory;
  /** Article HTML; only some posts have it (the others show the excerpt and a note). */
  content?: string;
  /** The article in each other language: every full article has all three. */
  translations?: Record<TranslatedLocale, BlogPostText>;
}

/** The words a page in `locale` shows for a post, and the language they are in (`en` when not translated). */
export interface LocalizedPost {
  lang: Locale;
  title: string;
  excerpt: string;
  imageAlt: string;
  content?: string;
}

export function postText(post: BlogPost, locale: Locale): LocalizedPost {
  const translation = locale === 'en' ? undefined : post.translations?.[locale];
  if (translation) return { lang: locale, ...translation };
  return { lang: 'en', title: post.title, excerpt: post.excerpt, imageAlt: post.imageAlt, content: post.content };
}

/** The author's role and biography in `locale`. */
export function authorText(author: BlogAuthor, locale: Locale): { role: string; bio: string } {
  return locale === 'en' ? { role: author.role, bio: author.bio } : author.translations[locale];
}

const LAYLA: BlogAuthor = {
  name: 'Layla Haddad',
  role: 'Senior Sales Consultant, Palm Jumeirah',
  bio: 'Layla has sold homes on the Palm for eleven years and advises buyers at Six Senses Residences from first viewing to handover.',
  photo: '/media/agents/layla-haddad.webp',
  translations: {
    ar: {
      role: 'مستشارة مبيعات أولى، نخلة جميرا',
      bio: 'تبيع المساكن على النخلة منذ أحد عشر عامًا، وترافق مشتري Six Senses Residences من المعاينة الأولى حتى التسليم.',
    },
    ru: {
      role: 'Старший консультант по продажам, Пальма Джумейра',
      bio: 'Одиннадцать лет продаёт недвижимость на Пальме и сопровождает покупателей Six Senses Residences от первого показа до передачи ключей.',
    },
    zh: {
      role: '朱美拉棕榈岛高级销售顾问',
      bio: '在棕榈岛从事住宅销售已有十一年，为 Six Senses Residences 的买家提供从首次看房到交房的全程服务。',
    },
  },
};
const JAMES: BlogAuthor = {
  name: 'James Whitmore',
  role: 'Director of Prime Residential',
  bio: 'James leads the agency’s prime residential team and writes on pricing, supply and the buyers who shape Dubai’s top end.',
  photo: '/media/agents/james-whitmore.webp',
  translations: {
    ar: {
      role: 'مدير العقارات السكنية الفاخرة',
      bio: 'يقود فريق العقارات السكنية الفاخرة في الوكالة، ويكتب عن الأسعار والمعروض والمشترين الذين يرسمون ملامح القمة في سوق دبي.',
    },
    ru: {
      role: 'Директор направления элитной жилой недвижимости',
      bio: 'Руководит в агентстве командой элитной жилой недвижимости и пишет о ценах, предложении и покупателях, которые определяют верхний сегмент рынка Дубая.',
    },
    zh: {
      role: '顶级住宅总监',
      bio: '领导本公司顶级住宅团队，撰文探讨定价、供应以及塑造迪拜高端市场的买家群体。',
    },
  },
};
const PRIYA: BlogAuthor = {
  name: 'Priya Menon',
  role: 'Head of Lettings and Property Management',
  bio: 'Priya manages rental homes for owners abroad and looks after tenants, maintenance and returns on their behalf.',
  photo: '/media/agents/priya-menon.webp',
  translations: {
    ar: {
      role: 'رئيسة قسم التأجير وإدارة العقارات',
      bio: 'تدير المساكن المؤجرة نيابة عن ملاكها المقيمين في الخارج، وتتولى شؤون المستأجرين والصيانة والعوائد.',
    },
    ru: {
      role: 'Руководитель отдела аренды и управления недвижимостью',
      bio: 'Управляет арендным жильём владельцев, живущих за рубежом, и берёт на себя работу с арендаторами, обслуживание и доходность.',
    },
    zh: {
      role: '租赁与物业管理主管',
      bio: '为身在海外的业主管理出租住宅，代为打理租户、维护及收益等事宜。',
    },
  },
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    slug: 'palm-jumeirah-prime-prices-2025',
    title: 'Palm Jumeirah Prime Prices in 2025: What the Numbers Say',
    excerpt:
      'Record sales on the Crescent, shrinking supply and a new kind of buyer: a clear look at where prime prices on the Palm stand, and why branded residences lead.',
    date: '2025-06-10',
    author: JAMES,
    imageUrl: '/media/aerial.webp',
    imageAlt: 'An aerial view of Palm Jumeirah’s fronds and Crescent in the sea',
    category: 'Market News',
    content: `
<p>Palm Jumeirah has been Dubai’s most watched address for two decades, but the last three years changed its scale. Prime homes on the island now trade at prices that, not long ago, belonged only to London, Monaco or Hong Kong. At Six Senses Residences, resale apartments have changed hands at between AED 6,900 and AED 8,100 per square foot, and the largest penthouses and villas are quoted well above that.</p>
<h2>Supply is the story</h2>
<p>The Palm is finished land. There is no new frond to reclaim, and the few remaining plots on the Crescent are spoken for. New prime supply therefore comes from a handful of branded projects, and Six Senses is one of the smallest: 162 homes in total, with a limited number ever on the open market at once. When a buyer wants sea on two sides, a private beach and hotel service, the choice is short.</p>
<h2>Who is buying</h2>
<p>Buyers are increasingly end users rather than speculators: families relocating their base to Dubai, founders who have sold a business, and long-stay residents who already rent on the island and want to own. They pay in cash more often than not, and they compare homes on the quality of the service and the building’s wellness offer as much as on the view.</p>
<h2>Branded residences lead</h2>
<p>Across Dubai, branded homes have sold at a clear premium over comparable unbranded stock. The reasons are practical: a recognised operator guarantees the standard of maintenance and service for years after handover, rental demand is deeper, and resale is simpler because the brand does part of the explaining.</p>
<h2>What to watch</h2>
<ul>
<li>Handover: completion, expected at the end of 2025, usually brings a second wave of resales and the first rental listings.</li>
<li>Rents: gross yields of 6 to 8% are achievable on well-presented homes, with short-let demand strongest in the winter season.</li>
<li>Pricing discipline: the best-priced homes sell within weeks; overpriced ones sit. A fresh valuation before listing pays for itself.</li>
</ul>
<p>If you are considering buying or selling at the residences, our team can take you through recent transactions line by line and show you what is available privately.</p>`,
    translations: {
      ar: {
        title: 'أسعار العقارات الفاخرة في نخلة جميرا عام 2025: ماذا تقول الأرقام',
        excerpt:
          'صفقات قياسية على الهلال، ومعروض يتقلص، وجيل جديد من المشترين: نظرة واضحة على موقع الأسعار الفاخرة في النخلة، ولماذا تتصدر المساكن ذات العلامة الفندقية المشهد.',
        imageAlt: 'منظر جوي لسعفات نخلة جميرا وهلالها وسط البحر',
        content: `
<p>ظلت نخلة جميرا على مدى عقدين العنوان الأكثر متابعة في دبي، غير أن السنوات الثلاث الأخيرة غيّرت حجمها في السوق. فالمساكن الفاخرة على الجزيرة تُتداول اليوم بأسعار كانت حتى وقت قريب حكرًا على لندن وموناكو وهونغ كونغ. وفي Six Senses Residences، انتقلت ملكية شقق معاد بيعها بأسعار تراوحت بين 6,900 و8,100 درهم للقدم المربعة، فيما تُعرض أكبر وحدات البنتهاوس والفلل بأسعار تفوق ذلك بكثير.</p>
<h2>المعروض هو جوهر القصة</h2>
<p>النخلة أرض مكتملة؛ فلا سعفة جديدة تُستصلح، والقطع القليلة المتبقية على الهلال محجوزة بالفعل. لذا يأتي المعروض الفاخر الجديد من عدد محدود من المشاريع ذات العلامات الفندقية، وSix Senses من أصغرها: 162 مسكنًا في المجموع، لا يُطرح منها في السوق المفتوحة إلا عدد قليل في أي وقت. وحين يبحث المشتري عن إطلالة بحرية من جهتين وشاطئ خاص وخدمة فندقية، تضيق الخيارات كثيرًا.</p>
<h2>من هم المشترون</h2>
<p>يتزايد حضور من يشترون بغرض السكن لا المضاربة: عائلات تنقل مقرها إلى دبي، ورواد أعمال باعوا شركاتهم، ومقيمون لفترات طويلة يستأجرون على الجزيرة ويرغبون في التملك. ويدفع معظمهم نقدًا، ويقارنون بين المساكن بجودة الخدمة وما يقدمه المبنى في مجال العافية بقدر ما يقارنون بالإطلالة.</p>
<h2>الريادة للمساكن ذات العلامة الفندقية</h2>
<p>في أنحاء دبي، بيعت المساكن التي تحمل علامة فندقية بعلاوة واضحة مقارنة بنظيراتها من دون علامة. والأسباب عملية: فالمشغّل المعروف يضمن مستوى الصيانة والخدمة لسنوات بعد التسليم، والطلب الإيجاري أعمق، وإعادة البيع أيسر لأن العلامة تتولى جانبًا من التعريف بالعقار.</p>
<h2>ما ينبغي متابعته</h2>
<ul>
<li>التسليم: عادةً ما يجلب الإنجاز، المتوقع في نهاية عام 2025، موجة ثانية من إعادة البيع وأولى إعلانات التأجير.</li>
<li>الإيجارات: يمكن تحقيق عوائد إجمالية بين 6 و8% للمساكن حسنة التجهيز، ويبلغ الطلب على الإيجار قصير الأمد ذروته في موسم الشتاء.</li>
<li>انضباط التسعير: تُباع المساكن ذات السعر المدروس في غضون أسابيع، أما المبالغ في تسعيرها فتبقى معروضة طويلًا. والتقييم المحدَّث قبل العرض يعوّض كلفته.</li>
</ul>
<p>إن كنتم تفكرون في الشراء أو البيع في المشروع، فبإمكان فريقنا أن يطلعكم على أحدث الصفقات صفقةً صفقة، وأن يعرض عليكم ما هو متاح بعيدًا عن السوق المفتوحة.</p>`,
      },
      ru: {
        title: 'Цены на премиальное жильё на Пальме Джумейра в 2025 году: что говорят цифры',
        excerpt:
          'Рекордные сделки на Полумесяце, сокращение предложения и новый тип покупателя: трезвый взгляд на то, где сегодня находятся премиальные цены на Пальме и почему лидируют брендовые резиденции.',
        imageAlt: 'Вид с воздуха на «ветви» и Полумесяц Пальмы Джумейра посреди моря',
        content: `
<p>Уже два десятилетия Пальма Джумейра — самый обсуждаемый адрес Дубая, но за последние три года изменился сам масштаб. Премиальное жильё на острове сегодня продаётся по ценам, которые ещё недавно были свойственны лишь Лондону, Монако и Гонконгу. В Six Senses Residences апартаменты на вторичном рынке переходили из рук в руки по цене от 6 900 до 8 100 дирхамов за квадратный фут, а крупнейшие пентхаусы и виллы предлагаются заметно дороже.</p>
<h2>Всё решает предложение</h2>
<p>Пальма — полностью освоенная территория. Новых «ветвей» намывать не будут, а немногие оставшиеся участки на Полумесяце уже заняты. Поэтому новое премиальное предложение появляется лишь в нескольких брендовых проектах, и Six Senses — один из самых камерных: всего 162 резиденции, из которых на открытом рынке одновременно выставлены лишь единицы. Если покупателю нужны вид на море с двух сторон, частный пляж и гостиничный сервис, выбор невелик.</p>
<h2>Кто покупает</h2>
<p>Всё чаще это те, кто покупает для жизни, а не ради спекуляции: семьи, переносящие свою базу в Дубай, основатели компаний после продажи бизнеса, долгосрочные резиденты, которые уже арендуют жильё на острове и хотят стать владельцами. Чаще всего они платят наличными и сравнивают объекты по качеству сервиса и велнес-инфраструктуре здания не меньше, чем по виду из окна.</p>
<h2>Брендовые резиденции впереди</h2>
<p>По всему Дубаю брендовое жильё продаётся с ощутимой премией к сопоставимым объектам без бренда. Причины вполне практичны: известный оператор гарантирует уровень обслуживания и сервиса на годы после сдачи, спрос на аренду глубже, а перепродажа проще — часть объяснений берёт на себя бренд.</p>
<h2>На что обратить внимание</h2>
<ul>
<li>Сдача объекта: завершение строительства, ожидаемое в конце 2025 года, обычно приносит вторую волну перепродаж и первые объявления об аренде.</li>
<li>Аренда: для хорошо подготовленных резиденций достижима валовая доходность 6–8%, а спрос на краткосрочную аренду сильнее всего в зимний сезон.</li>
<li>Точность цены: объекты с верной ценой продаются за несколько недель, переоценённые — простаивают. Свежая оценка перед выставлением окупается сполна.</li>
</ul>
<p>Если Вы рассматриваете покупку или продажу в резиденциях, наша команда подробно разберёт с Вами недавние сделки и покажет, что доступно вне открытого рынка.</p>`,
      },
      zh: {
        title: '2025年朱美拉棕榈岛顶级房价：数据怎么说',
        excerpt:
          '新月岛成交屡创纪录、供应持续收缩、新一代买家崛起：清晰解读棕榈岛顶级房价现状，以及品牌住宅为何领跑市场。',
        imageAlt: '从空中俯瞰朱美拉棕榈岛的枝叶与新月岛',
        content: `
<p>二十年来，朱美拉棕榈岛始终是迪拜最受瞩目的地址，而近三年，它的量级已然改变。岛上顶级住宅如今的成交价格，在不久之前还只属于伦敦、摩纳哥或香港。在 Six Senses Residences，二手公寓的成交价介于每平方英尺6,900至8,100迪拉姆之间，而最大的顶层公寓和别墅报价更是远高于此。</p>
<h2>供应才是关键</h2>
<p>棕榈岛已是建成之地：不会再有新的枝叶填海而成，新月岛上仅存的少数地块也早已名花有主。因此，新的顶级供应只能来自少数几个品牌项目，而 Six Senses 是其中规模最小的之一：总共仅162套住宅，任何时候在公开市场上出售的都寥寥无几。若买家想要两面环海、私人海滩与酒店式服务，选择屈指可数。</p>
<h2>谁在购买</h2>
<p>买家越来越多是自住者而非投机者：将生活重心迁至迪拜的家庭、出售企业后的创业者，以及已在岛上租住、希望置业的长居人士。他们多以现金支付，在比较房源时，对服务品质和大楼健康设施的重视程度不亚于景观。</p>
<h2>品牌住宅领跑</h2>
<p>在整个迪拜，品牌住宅的成交价均明显高于同类非品牌房源。原因很实际：知名运营方能确保交房后多年的维护与服务水准，租赁需求更为旺盛，转售也更加顺畅，因为品牌本身已替房源说明了许多。</p>
<h2>值得关注的动向</h2>
<ul>
<li>交付：项目预计于2025年底竣工，通常会带来第二波转售以及首批出租房源。</li>
<li>租金：精心布置的住宅可实现6%至8%的毛租金回报，短租需求在冬季最为旺盛。</li>
<li>理性定价：价格合理的房源数周内即可售出，定价过高的则乏人问津。挂牌前做一次最新估价，物有所值。</li>
</ul>
<p>如您正考虑在本项目买卖房产，我们的团队可以逐笔为您解读近期成交，并向您介绍未公开发售的房源。</p>`,
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
    author: LAYLA,
    imageUrl: '/media/gallery/interior-1.webp',
    imageAlt: 'A calm living room in pale timber and stone with views of the sea',
    category: 'Luxury Living',
    content: `
<p>Most luxury towers sell you a view. Six Senses Residences sells you a rhythm. The building is designed around a simple idea the hotel group has refined over thirty years: that a home should help you sleep better, move more and feel calmer, without asking you to think about it.</p>
<h2>Materials that breathe</h2>
<p>Interiors are finished in light oak, honed stone and linen tones. Ceilings are high and windows run floor to ceiling, so the Gulf is present in every room. Circulation is generous: wide corridors, walk-in dressing rooms and kitchens planned for people who actually cook.</p>
<h2>A hotel downstairs</h2>
<p>Residents live alongside the Six Senses hotel and have its team at their disposal: housekeeping, in-residence dining, a concierge who can book a table or a boat, and maintenance handled by people who know the building. The service is optional and paid as used, so the home never feels like a hotel room.</p>
<h2>Wellness as infrastructure</h2>
<p>The development’s wellness hub covers around 60,000 square feet: a spa, a gym with personal coaching, pools, a recovery suite and treatment rooms. Six Senses’ programmes, from sleep to nutrition, are open to owners, and many homes include their own steam room or plunge pool.</p>
<h2>The Crescent itself</h2>
<p>Life on the Crescent is quieter than on the Palm’s trunk. Mornings start with a swim from the private beach; evenings end with dinner at one of the resorts a few minutes away. Nakheel Mall is five minutes by car, and the rest of Dubai is within half an hour.</p>
<p>If you would like to see a residence in person, we arrange private viewings every day of the week.</p>`,
    translations: {
      ar: {
        title: 'داخل Six Senses Residences: أسلوب الحياة على الهلال',
        excerpt:
          'خامات طبيعية، وضوء ينساب من البحر، وفريق فندقي في الطابق السفلي: هكذا تبدو الحياة اليومية في أكثر عناوين دبي عنايةً بالعافية.',
        imageAlt: 'غرفة معيشة هادئة بالخشب الفاتح والحجر مع إطلالة على البحر',
        content: `
<p>تبيعك معظم الأبراج الفاخرة إطلالة، أما Six Senses Residences فتمنحك إيقاعًا للحياة. فقد صُمم المبنى حول فكرة بسيطة صقلتها المجموعة الفندقية على مدى ثلاثين عامًا: أن يساعدك بيتك على نوم أعمق وحركة أكثر وسكينة أكبر، من دون أن يطلب منك التفكير في ذلك.</p>
<h2>خامات تتنفس</h2>
<p>تكسو الديكورات الداخلية أخشاب البلوط الفاتح والحجر المصقول ودرجات الكتان. الأسقف عالية والنوافذ تمتد من الأرض إلى السقف، فيحضر الخليج في كل غرفة. والمساحات رحبة: ممرات واسعة، وغرف ملابس فسيحة، ومطابخ مصممة لمن يطهون فعلًا.</p>
<h2>فندق في الطابق السفلي</h2>
<p>يعيش السكان إلى جوار فندق Six Senses، ويحظون بخدمات فريقه: التدبير المنزلي، وتقديم الطعام داخل المسكن، وكونسيرج يحجز لكم طاولة أو قاربًا، وصيانة يتولاها من يعرفون المبنى جيدًا. والخدمة اختيارية وتُدفع بحسب الاستخدام، فلا يبدو المسكن يومًا غرفةً فندقية.</p>
<h2>العافية بنية أساسية</h2>
<p>يمتد مركز العافية في المشروع على نحو 60,000 قدم مربعة: منتجع صحي، وصالة رياضية مع مدربين شخصيين، ومسابح، وجناح للاستشفاء، وغرف للعلاجات. وبرامج Six Senses، من النوم إلى التغذية، متاحة للملاك، وتضم مساكن كثيرة غرفة بخار أو مسبح تبريد خاصًا بها.</p>
<h2>الهلال ذاته</h2>
<p>الحياة على الهلال أهدأ منها على جذع النخلة. يبدأ الصباح بسباحة من الشاطئ الخاص، وينتهي المساء بعشاء في أحد المنتجعات القريبة على بعد دقائق. ويقع نخيل مول على بعد خمس دقائق بالسيارة، وبقية دبي في متناول نصف ساعة.</p>
<p>إن رغبتم في معاينة أحد المساكن شخصيًا، فنحن ننظم معاينات خاصة طوال أيام الأسبوع.</p>`,
      },
      ru: {
        title: 'Внутри Six Senses Residences: жизнь на Полумесяце',
        excerpt:
          'Натуральные материалы, свет с моря и команда отеля этажом ниже: какой бывает повседневная жизнь по самому велнес-ориентированному адресу Дубая.',
        imageAlt: 'Спокойная гостиная в светлом дереве и камне с видом на море',
        content: `
<p>Большинство роскошных башен продают вид. Six Senses Residences предлагает ритм жизни. Здание построено вокруг простой идеи, которую гостиничная группа оттачивает уже тридцать лет: дом должен помогать лучше спать, больше двигаться и чувствовать себя спокойнее — и не требовать от Вас об этом думать.</p>
<h2>Материалы, которые дышат</h2>
<p>В интерьерах — светлый дуб, шлифованный камень и льняные оттенки. Высокие потолки и окна от пола до потолка впускают залив в каждую комнату. Пространства щедрые: широкие коридоры, гардеробные комнаты и кухни, спланированные для тех, кто действительно готовит.</p>
<h2>Отель этажом ниже</h2>
<p>Резиденты живут по соседству с отелем Six Senses, и его команда всегда в их распоряжении: уборка, ужины с подачей в резиденции, консьерж, который забронирует столик или яхту, и техническое обслуживание силами тех, кто хорошо знает здание. Сервис необязателен и оплачивается по факту, поэтому дом никогда не превращается в гостиничный номер.</p>
<h2>Велнес как инфраструктура</h2>
<p>Велнес-центр комплекса занимает около 60 000 квадратных футов: спа, тренажёрный зал с персональными тренерами, бассейны, зона восстановления и процедурные кабинеты. Программы Six Senses — от сна до питания — открыты для владельцев, а во многих резиденциях есть собственная паровая баня или купель с холодной водой.</p>
<h2>Сам Полумесяц</h2>
<p>На Полумесяце жизнь течёт спокойнее, чем на «стволе» Пальмы. Утро начинается с заплыва с частного пляжа, вечер завершается ужином в одном из курортов в нескольких минутах отсюда. До торгового центра Nakheel Mall — пять минут на машине, до любой точки Дубая — не больше получаса.</p>
<p>Если Вы хотите увидеть резиденцию лично, мы организуем частные показы в любой день недели.</p>`,
      },
      zh: {
        title: '走进 Six Senses Residences：新月岛上的生活方式',
        excerpt:
          '天然材质、来自海面的光线，以及楼下随时待命的酒店团队：看看迪拜最注重身心健康的住址，日常生活是何模样。',
        imageAlt: '以浅色木材与石材打造的宁静客厅，窗外即是大海',
        content: `
<p>大多数豪华大楼卖给您的是景观，而 Six Senses Residences 带给您的是一种生活节奏。整栋大楼围绕一个简单的理念而设计，这一理念由酒店集团历经三十年打磨而成：家应当帮助您睡得更好、动得更多、心境更从容，而无需您为此费心。</p>
<h2>会呼吸的材质</h2>
<p>室内选用浅色橡木、哑光石材与亚麻色调。挑高的天花板和落地窗让海湾景致融入每个房间。空间尺度宽绰：宽敞的走廊、步入式衣帽间，以及为真正热爱烹饪的人而设计的厨房。</p>
<h2>楼下就是酒店</h2>
<p>住户与 Six Senses 酒店毗邻而居，可随时享用酒店团队的服务：客房清洁、入户餐饮、可为您预订餐厅或游艇的礼宾，以及由熟悉大楼的专业人员负责的维修保养。各项服务均为自选，按需付费，因此家永远不会变成酒店客房。</p>
<h2>把健康变成基础设施</h2>
<p>项目的健康中心面积约60,000平方英尺，设有水疗中心、配备私人教练的健身房、泳池、恢复理疗套房和护理室。从睡眠到营养，Six Senses 的各项课程均向业主开放，许多住宅还配有私人蒸汽房或冷水浸池。</p>
<h2>新月岛本身</h2>
<p>新月岛的生活比棕榈岛主干更为宁静。清晨从私人海滩畅游开始，傍晚在几分钟车程外的度假酒店享用晚餐。驾车五分钟即达 Nakheel Mall 购物中心，半小时内可抵达迪拜其他各处。</p>
<p>如您希望亲临参观，我们每天都可为您安排私人看房。</p>`,
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
    author: PRIYA,
    imageUrl: '/media/gallery/exterior-1.webp',
    imageAlt: 'The residences’ façade of terraces and greenery against a blue sky',
    category: 'Investment',
    content: `
<p>A branded residence is first a home, but many of our clients also buy with an eye on income and long-term value. Here is how the numbers work at Six Senses Residences, based on the homes we let and manage.</p>
<h2>Rental income</h2>
<p>Well-presented homes achieve gross yields of 6 to 8% a year on long lets. Furnished homes let for shorter periods can earn more in the winter season, from November to April, at the cost of more management and some empty weeks in summer.</p>
<h2>Running costs</h2>
<ul>
<li><strong>Service charges</strong> cover the building, the amenities and the common areas, and are set per square foot each year.</li>
<li><strong>Management</strong>: a full lettings and management service typically costs 8 to 10% of the rental income and covers tenants, rent collection, maintenance and reporting.</li>
<li><strong>Registration</strong>: Dubai Land Department fees apply when you buy, and tenancy contracts are registered through Ejari.</li>
</ul>
<h2>Payment plan</h2>
<p>Off-plan purchases from the developer followed a 40/60 structure: 40% during construction and 60% on handover. Resales before handover usually transfer the remaining schedule to the buyer, which can make the entry price easier to finance.</p>
<h2>Exit</h2>
<p>Resale liquidity depends on pricing and presentation more than on timing. Homes with sea views, good layouts and complete documentation sell fastest. A branded residence also has an audience abroad that unbranded stock lacks.</p>
<p>Our team can prepare a rental appraisal and a sale valuation side by side, so you can compare holding and selling on real figures.</p>`,
    translations: {
      ar: {
        title: 'الاستثمار في المساكن ذات العلامة الفندقية في دبي: العوائد والتكاليف والتخارج',
        excerpt:
          'عوائد إيجارية بين 6 و8%، ورسوم الخدمات، وأتعاب الإدارة، وإعادة البيع: دليل المالك إلى الأرقام التي تقف وراء مسكن ذي علامة فندقية على النخلة.',
        imageAlt: 'واجهة المساكن بشرفاتها وخضرتها تحت سماء زرقاء',
        content: `
<p>المسكن ذو العلامة الفندقية بيت قبل كل شيء، لكن كثيرًا من عملائنا يشترون أيضًا وأعينهم على الدخل والقيمة على المدى الطويل. وإليكم كيف تعمل الأرقام في Six Senses Residences، استنادًا إلى المساكن التي نؤجرها وندير شؤونها.</p>
<h2>الدخل الإيجاري</h2>
<p>تحقق المساكن حسنة التجهيز عوائد إجمالية بين 6 و8% سنويًا في عقود الإيجار الطويلة. أما المساكن المفروشة المؤجرة لفترات أقصر، فقد تدرّ أكثر في موسم الشتاء من نوفمبر إلى أبريل، مقابل جهد إداري أكبر وبعض الأسابيع الشاغرة في الصيف.</p>
<h2>تكاليف التشغيل</h2>
<ul>
<li><strong>رسوم الخدمات</strong> تغطي المبنى والمرافق والمساحات المشتركة، وتُحدَّد سنويًا لكل قدم مربعة.</li>
<li><strong>الإدارة</strong>: تبلغ كلفة خدمة التأجير والإدارة المتكاملة عادةً بين 8 و10% من الدخل الإيجاري، وتشمل المستأجرين وتحصيل الإيجار والصيانة والتقارير.</li>
<li><strong>التسجيل</strong>: تُستحق رسوم دائرة الأراضي والأملاك في دبي عند الشراء، وتُسجَّل عقود الإيجار عبر نظام إيجاري.</li>
</ul>
<h2>خطة السداد</h2>
<p>اتبعت عمليات الشراء على الخريطة من المطوّر هيكل 40/60: تُسدَّد 40% خلال البناء و60% عند التسليم. وعادةً ما تنتقل الدفعات المتبقية إلى المشتري في حالات إعادة البيع قبل التسليم، مما قد ييسّر تمويل سعر الدخول.</p>
<h2>التخارج</h2>
<p>تعتمد سيولة إعادة البيع على التسعير وحسن العرض أكثر من التوقيت. فالمساكن المطلة على البحر ذات التصاميم الجيدة والمستندات المكتملة هي الأسرع بيعًا. كما أن للمسكن ذي العلامة الفندقية جمهورًا في الخارج تفتقر إليه العقارات الأخرى.</p>
<p>يمكن لفريقنا إعداد تقدير إيجاري وتقييم للبيع جنبًا إلى جنب، لتقارنوا بين الاحتفاظ بالعقار وبيعه بأرقام حقيقية.</p>`,
      },
      ru: {
        title: 'Инвестиции в брендовые резиденции Дубая: доходность, расходы и выход',
        excerpt:
          'Доходность аренды 6–8%, сервисные сборы, плата за управление и перепродажа: руководство для владельца по цифрам, которые стоят за брендовой резиденцией на Пальме.',
        imageAlt: 'Фасад резиденций с террасами и зеленью на фоне голубого неба',
        content: `
<p>Брендовая резиденция — прежде всего дом, но многие наши клиенты, покупая, думают и о доходе, и о долгосрочной стоимости. Вот как складываются цифры в Six Senses Residences — на примере резиденций, которые мы сдаём и которыми управляем.</p>
<h2>Арендный доход</h2>
<p>Хорошо подготовленные резиденции приносят валовую доходность 6–8% в год при долгосрочной аренде. Меблированные резиденции, сдаваемые на короткие сроки, могут зарабатывать больше в зимний сезон, с ноября по апрель, — ценой более интенсивного управления и нескольких пустых недель летом.</p>
<h2>Текущие расходы</h2>
<ul>
<li><strong>Сервисные сборы</strong> покрывают содержание здания, инфраструктуры и общих зон и устанавливаются ежегодно за квадратный фут.</li>
<li><strong>Управление</strong>: полный сервис по аренде и управлению обычно стоит 8–10% арендного дохода и включает работу с арендаторами, сбор платежей, обслуживание и отчётность.</li>
<li><strong>Регистрация</strong>: при покупке уплачиваются сборы Земельного департамента Дубая, а договоры аренды регистрируются в системе Ejari.</li>
</ul>
<h2>План оплаты</h2>
<p>Покупки у девелопера на этапе строительства шли по схеме 40/60: 40% во время строительства и 60% при сдаче объекта. При перепродаже до сдачи оставшийся график платежей обычно переходит к покупателю, что упрощает финансирование входа.</p>
<h2>Выход</h2>
<p>Ликвидность при перепродаже зависит от цены и подачи больше, чем от момента. Быстрее всего продаются резиденции с видом на море, удачной планировкой и полным пакетом документов. К тому же у брендовой резиденции есть зарубежная аудитория, которой лишено обычное жильё.</p>
<p>Наша команда подготовит арендную оценку и оценку для продажи параллельно, чтобы Вы могли сравнить удержание и продажу на реальных цифрах.</p>`,
      },
      zh: {
        title: '投资迪拜品牌住宅：回报、成本与退出',
        excerpt: '6%至8%的租金回报、服务费、管理费与转售：一份业主指南，带您看懂棕榈岛品牌住宅背后的各项数字。',
        imageAlt: '住宅立面的露台与绿植映衬着蓝天',
        content: `
<p>品牌住宅首先是一个家，但我们的许多客户在购买时，也同样看重收益与长期价值。以下以我们出租和管理的住宅为例，说明 Six Senses Residences 的各项数字如何运作。</p>
<h2>租金收入</h2>
<p>精心布置的住宅在长租模式下可实现每年6%至8%的毛回报。以家具齐全的形式短期出租，在11月至次年4月的冬季可获得更高收益，但需要投入更多管理，夏季也会有数周空置。</p>
<h2>持有成本</h2>
<ul>
<li><strong>服务费</strong>涵盖大楼、配套设施及公共区域，每年按平方英尺核定。</li>
<li><strong>管理费</strong>：全套租赁与物业管理服务的费用通常为租金收入的8%至10%，涵盖租户、收租、维修与报告。</li>
<li><strong>登记</strong>：购房时需缴纳迪拜土地局的相关费用，租赁合同则通过 Ejari 系统登记。</li>
</ul>
<h2>付款计划</h2>
<p>向开发商购买期房采用40/60的付款结构：施工期间支付40%，交付时支付60%。交付前转售时，剩余的付款计划通常会转给买家，从而减轻入手时的资金压力。</p>
<h2>退出</h2>
<p>转售的流动性更多取决于定价与展示，而非时机。拥有海景、户型出色且文件齐全的住宅出手最快。此外，品牌住宅还拥有非品牌房源所不具备的海外买家群体。</p>
<p>我们的团队可同时为您准备租金评估与出售估价，让您基于真实数字比较持有与出售。</p>`,
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
    author: LAYLA,
    imageUrl: '/media/amenities/spa.webp',
    imageAlt: 'A spa treatment room with soft light and natural stone',
    category: 'Wellness',
    content: `
<p>Six Senses built its reputation on remote resorts where guests slept better and left lighter. The residences on Palm Jumeirah bring the same thinking into daily city life, through decisions that are easy to miss on a viewing and impossible to miss once you live there.</p>
<h2>Sleep first</h2>
<p>Bedrooms are planned away from living areas and service corridors, with blackout blinds, quiet air handling and calm, warm lighting. Owners can follow Six Senses’ sleep programme with the spa team, from bedding to evening routines.</p>
<h2>Air and water</h2>
<p>Homes are specified for filtered fresh air and filtered water, and materials are chosen for low emissions. It is the kind of detail that never appears in a brochure photograph but is felt every morning.</p>
<h2>Movement built in</h2>
<p>The wellness hub, the pools and the beach make movement the easy choice. Personal trainers, yoga and breath-work classes, and recovery treatments are available to residents, and many homes have space for a private studio.</p>
<h2>Community</h2>
<p>Six Senses places real value on connection: residents meet at the members’ club, at cooking classes and at the Earth Lab, where the team shares its work on sustainability. It is a building designed to be lived in together.</p>
<p>Ask us about visiting the wellness hub as part of a private viewing.</p>`,
    translations: {
      ar: {
        title: 'العافية في البيت: كيف تصمم Six Senses لحياة أفضل',
        excerpt: 'النوم والهواء والماء والحركة: قرارات تصميم هادئة تجعل مسكن Six Senses مختلفًا منذ اليوم الأول.',
        imageAlt: 'غرفة علاج في المنتجع الصحي بإضاءة خافتة وحجر طبيعي',
        content: `
<p>بنت Six Senses سمعتها على منتجعات نائية ينام فيها الضيوف نومًا أعمق ويغادرونها أخفّ حملًا. وتنقل المساكن على نخلة جميرا الفكر ذاته إلى الحياة اليومية في المدينة، عبر قرارات يسهل أن تفوتكم أثناء المعاينة، ويستحيل أن تغيب عنكم حين تسكنون.</p>
<h2>النوم أولًا</h2>
<p>خُططت غرف النوم بعيدًا عن مناطق المعيشة وممرات الخدمة، مع ستائر معتمة، وتكييف هادئ، وإضاءة دافئة ناعمة. ويمكن للملاك اتباع برنامج Six Senses للنوم مع فريق المنتجع الصحي، من اختيار المفروشات إلى طقوس المساء.</p>
<h2>الهواء والماء</h2>
<p>جُهزت المساكن بهواء نقي مُرشَّح ومياه مُرشَّحة، واختيرت الخامات لانخفاض انبعاثاتها. إنها تفاصيل لا تظهر في صور الكتيبات، لكنكم تشعرون بها كل صباح.</p>
<h2>الحركة جزء من المكان</h2>
<p>يجعل مركز العافية والمسابح والشاطئ الحركةَ الخيار الأسهل. ويتاح للسكان مدربون شخصيون وحصص يوغا وتمارين تنفس وعلاجات استشفاء، وفي كثير من المساكن متسع لاستوديو خاص.</p>
<h2>المجتمع</h2>
<p>تولي Six Senses التواصل الإنساني قيمة حقيقية: يلتقي السكان في نادي الأعضاء، وفي دروس الطهي، وفي «مختبر الأرض» حيث يشارك الفريق عمله في مجال الاستدامة. إنه مبنى صُمم لتُعاش فيه الحياة معًا.</p>
<p>اسألونا عن زيارة مركز العافية ضمن معاينة خاصة.</p>`,
      },
      ru: {
        title: 'Велнес дома: как Six Senses создаёт пространство для лучшей жизни',
        excerpt:
          'Сон, воздух, вода и движение: незаметные проектные решения, благодаря которым резиденция Six Senses ощущается иначе с первого дня.',
        imageAlt: 'Процедурный кабинет спа с мягким светом и натуральным камнем',
        content: `
<p>Six Senses построила свою репутацию на уединённых курортах, где гости лучше спали и уезжали обновлёнными. Резиденции на Пальме Джумейра переносят тот же подход в повседневную городскую жизнь — через решения, которые легко не заметить на показе и невозможно не почувствовать, когда Вы здесь живёте.</p>
<h2>Прежде всего — сон</h2>
<p>Спальни расположены вдали от гостиных и служебных коридоров, оснащены светонепроницаемыми шторами, бесшумной вентиляцией и спокойным тёплым светом. Владельцы могут пройти программу сна Six Senses вместе с командой спа — от выбора постельного белья до вечерних ритуалов.</p>
<h2>Воздух и вода</h2>
<p>В резиденциях предусмотрены фильтрованный свежий воздух и фильтрованная вода, а материалы подобраны с низким уровнем эмиссии. Такие детали не попадают на фотографии в буклете, но ощущаются каждое утро.</p>
<h2>Движение как часть жизни</h2>
<p>Велнес-центр, бассейны и пляж делают движение самым естественным выбором. Резидентам доступны персональные тренеры, йога и дыхательные практики, восстановительные процедуры, а во многих резиденциях найдётся место для собственной студии.</p>
<h2>Сообщество</h2>
<p>Six Senses по-настоящему ценит живое общение: резиденты встречаются в клубе, на кулинарных мастер-классах и в «Лаборатории Земли» (Earth Lab), где команда делится своей работой в области устойчивого развития. Это здание, задуманное для того, чтобы жить в нём вместе.</p>
<p>Спросите нас о посещении велнес-центра в рамках частного показа.</p>`,
      },
      zh: {
        title: '家中的健康之道：Six Senses 如何为更好的生活而设计',
        excerpt: '睡眠、空气、水与运动：一系列低调的设计决定，让 Six Senses 住宅从入住第一天起便与众不同。',
        imageAlt: '柔和灯光与天然石材打造的水疗护理室',
        content: `
<p>Six Senses 以远离尘嚣的度假村闻名，宾客在那里睡得更香，离开时身心轻盈。朱美拉棕榈岛的住宅将同样的理念带入日常都市生活，体现在种种细节之中：看房时也许不易察觉，入住之后却无处不在。</p>
<h2>睡眠为先</h2>
<p>卧室远离起居区和服务通道，配有遮光帘、静音空调与柔和温暖的照明。业主可与水疗团队一同参加 Six Senses 睡眠计划，从床品选择到睡前习惯，一应俱全。</p>
<h2>空气与水</h2>
<p>住宅配备过滤新风与过滤水系统，所用材料均经过低排放甄选。这类细节从不会出现在宣传册的照片里，却能在每个清晨真切感受到。</p>
<h2>让运动融入日常</h2>
<p>健康中心、泳池与海滩让运动成为最自然的选择。住户可享用私人教练、瑜伽与呼吸课程以及恢复理疗，许多住宅还留有打造私人工作室的空间。</p>
<h2>社群</h2>
<p>Six Senses 真诚重视人与人之间的联结：住户在会员俱乐部、烹饪课堂和“地球实验室”（Earth Lab）相聚，团队会在那里分享其在可持续发展方面的实践。这是一座为共同生活而设计的大楼。</p>
<p>欢迎咨询我们，在私人看房时一并参观健康中心。</p>`,
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
    author: JAMES,
    imageUrl: '/media/gallery/exterior-4.webp',
    imageAlt: 'Towers on the Palm catching the late afternoon sun',
    category: 'Market Trends',
  },
  {
    id: 6,
    slug: 'sustainable-luxury-palm-jumeirah',
    title: 'Sustainable Luxury: Building Responsibly on Palm Jumeirah',
    excerpt:
      'How Six Senses approaches materials, energy and community, and why sustainability now matters to the buyers of prime homes.',
    date: '2025-01-22',
    author: PRIYA,
    imageUrl: '/media/gallery/amenity-3.webp',
    imageAlt: 'A garden terrace planted with native greenery',
    category: 'Sustainability',
  },
  {
    id: 7,
    slug: 'palm-jumeirah-rental-market-update',
    title: 'Palm Jumeirah Rental Market Update',
    excerpt:
      'Rents, tenant demand and the months that matter: a short update for owners who let their homes on the Palm.',
    date: '2024-12-05',
    author: PRIYA,
    imageUrl: '/media/gallery/interior-4.webp',
    imageAlt: 'A bright bedroom with sea views through tall windows',
    category: 'Market News',
  },
];
