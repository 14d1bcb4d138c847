import type { EntityManager } from '@mikro-orm/postgresql';
import { ARTICLE_TRANSLATED_FIELDS } from '../../shared/articles/schemas.ts';
import { AGENT_TRANSLATED_FIELDS } from '../../shared/agents/schemas.ts';
import { AMENITY_TRANSLATED_FIELDS } from '../../shared/amenities/schemas.ts';
import { GALLERY_TRANSLATED_FIELDS } from '../../shared/gallery/schemas.ts';
import type { TranslatedContentKind, TranslationWorkRow } from '../../shared/i18n/translation-work.ts';
import { missingTranslations, type Translations } from '../../shared/i18n/translations.ts';
import { PROPERTY_TRANSLATED_FIELDS } from '../../shared/properties/schemas.ts';
import { TESTIMONIAL_TRANSLATED_FIELDS } from '../../shared/testimonials/schemas.ts';
import { ArticleSchema } from '../articles/article.entity.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { AmenitySchema } from '../amenities/amenity.entity.ts';
import { GalleryImageSchema } from '../gallery/gallery-image.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { TestimonialSchema } from '../testimonials/testimonial.entity.ts';

type English<Field extends string> = Partial<Record<Field, string | readonly string[] | null>>;

/** A record's row: its name, and by language what the site still shows in English (`missingTranslations`). */
function workRow<Field extends string>(
  kind: TranslatedContentKind,
  record: English<Field> & { id: number; translations: Translations<Field> },
  name: string,
  fields: readonly Field[],
): TranslationWorkRow {
  return { kind, id: record.id, name, missing: missingTranslations(record, record.translations, fields) };
}

/**
 * Every record staff write per language, kind by kind, each in its console list's order: a few
 * hundred rows at most, read whole. Each kind reads on a fork of its own, so they run at once.
 */
export class TranslationWorkRepository {
  constructor(private readonly em: EntityManager) {}

  async rows(): Promise<TranslationWorkRow[]> {
    const [properties, agents, amenities, testimonials, images, articles] = await Promise.all([
      this.em.fork().find(PropertySchema, {}, { orderBy: { featured: 'desc', id: 'asc' } }),
      this.em.fork().find(AgentSchema, {}, { orderBy: { featured: 'desc', name: 'asc' } }),
      this.em.fork().find(AmenitySchema, {}),
      this.em.fork().find(TestimonialSchema, {}),
      this.em.fork().find(GalleryImageSchema, {}),
      this.em.fork().find(ArticleSchema, {}),
    ]);
    return [
      ...properties.map((row) => workRow('property', row, row.title, PROPERTY_TRANSLATED_FIELDS)),
      ...agents.map((row) => workRow('agent', row, row.name, AGENT_TRANSLATED_FIELDS)),
      ...amenities.map((row) => workRow('amenity', row, row.name, AMENITY_TRANSLATED_FIELDS)),
      ...testimonials.map((row) => workRow('testimonial', row, row.name, TESTIMONIAL_TRANSLATED_FIELDS)),
      ...images.map((row) => workRow('gallery', row, row.title || row.alt, GALLERY_TRANSLATED_FIELDS)),
      ...articles.map((row) => workRow('article', row, row.title, ARTICLE_TRANSLATED_FIELDS)),
    ];
  }
}
