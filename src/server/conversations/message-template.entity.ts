import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MessageTemplateTranslatedField } from '../../shared/conversations/message-templates.ts';
import type { Translations } from '../../shared/i18n/translations.ts';

/**
 * A text staff start a message to a buyer from (src/shared/conversations/message-templates.ts): the
 * English in its own columns, the other languages in `translations`, as every translated record.
 */
export const MessageTemplateSchema = defineEntity({
  name: 'MessageTemplate',
  tableName: 'message_templates',
  orderBy: { name: 'asc', id: 'asc' },
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    /** The e-mail's subject; empty takes the composer's usual one. */
    subject: p.string().length(300).default(''),
    body: p.text(),
    translations: p
      .json<Translations<MessageTemplateTranslatedField>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type MessageTemplate = InferEntity<typeof MessageTemplateSchema>;
