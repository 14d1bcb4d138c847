import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  MESSAGE_TEMPLATE_TRANSLATED_FIELDS,
  type MessageTemplateView,
} from '../../shared/conversations/message-templates.ts';
import type { messageTemplateInput } from '../../shared/conversations/schemas.ts';
import { mergeTranslations, TRANSLATED_LOCALES } from '../../shared/i18n/translations.ts';
import { MessageTemplateSchema, type MessageTemplate } from './message-template.entity.ts';

type TemplateInput = z.output<typeof messageTemplateInput>;

export const TEMPLATE_NOT_FOUND = 'Template not found';

export const toTemplateView = ({ id, name, subject, body, translations, updatedAt }: MessageTemplate) =>
  ({ id, name, subject, body, translations, updatedAt: updatedAt.toISOString() }) satisfies MessageTemplateView;

/** The fields a save changed, by name, for the audit trail (the texts themselves stay in the table). */
function changedFields(before: MessageTemplateView, after: MessageTemplateView): string[] {
  const changed: string[] = (['name', 'subject', 'body'] as const).filter((field) => before[field] !== after[field]);
  for (const locale of TRANSLATED_LOCALES)
    for (const field of MESSAGE_TEMPLATE_TRANSLATED_FIELDS)
      if (before.translations[locale]?.[field] !== after.translations[locale]?.[field])
        changed.push(`${field} (${locale})`);
  return changed;
}

/** The composer's message templates, as owners and managers keep them. */
export class MessageTemplateRepository {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<MessageTemplateView[]> {
    return (await this.em.find(MessageTemplateSchema, {})).map(toTemplateView);
  }

  find(id: number): Promise<MessageTemplate | null> {
    return this.em.findOne(MessageTemplateSchema, { id });
  }

  async create({ translations, ...texts }: TemplateInput): Promise<MessageTemplateView> {
    // Stored as written: blank fields and empty languages dropped.
    const template = this.em.create(MessageTemplateSchema, {
      ...texts,
      translations: mergeTranslations({}, translations),
    });
    await this.em.flush();
    return toTemplateView(template);
  }

  /** The template saved as sent (a language not sent keeps its texts), with the fields that changed; null when there is none. */
  async update(
    id: number,
    { translations, ...texts }: TemplateInput,
  ): Promise<{ template: MessageTemplateView; changed: string[] } | null> {
    const template = await this.find(id);
    if (!template) return null;
    const before = toTemplateView(template);
    Object.assign(template, texts);
    template.translations = mergeTranslations(template.translations, translations);
    await this.em.flush();
    const after = toTemplateView(template);
    return { template: after, changed: changedFields(before, after) };
  }

  /** The deleted template's name, or null when there was none. */
  async delete(id: number): Promise<string | null> {
    const template = await this.find(id);
    if (!template) return null;
    await this.em.remove(template).flush();
    return template.name;
  }
}
