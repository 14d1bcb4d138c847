import type { Locale } from '../i18n/locales.ts';
import type { TranslatedLocale } from '../i18n/translations.ts';

/**
 * The blog's authors, whom an article names by key: their name, portrait, and role and biography in
 * every language, as the byline box under an article shows them. Few and rarely changed, so they live
 * here rather than in a table; a new writer is a new entry.
 */
export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
  photo: string;
  /** Role and biography in each other language (the name stays in Latin letters). */
  translations: Record<TranslatedLocale, { role: string; bio: string }>;
}

export const BLOG_AUTHOR_KEYS = ['layla-haddad', 'james-whitmore', 'priya-menon'] as const;
export type BlogAuthorKey = (typeof BLOG_AUTHOR_KEYS)[number];

export const BLOG_AUTHORS: Readonly<Record<BlogAuthorKey, BlogAuthor>> = {
  'layla-haddad': {
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
  },
  'james-whitmore': {
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
  },
  'priya-menon': {
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
  },
};

/** The author's role and biography in `locale`. */
export function authorText(author: BlogAuthor, locale: Locale): { role: string; bio: string } {
  return locale === 'en' ? { role: author.role, bio: author.bio } : author.translations[locale];
}
