import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Attribution } from '../../../shared/inquiries/attribution.ts';

/** A reference the floating WhatsApp button prefilled, and the web visit's attribution it stands for. */
export const WhatsAppVisitReferenceSchema = defineEntity({
  name: 'WhatsAppVisitReference',
  tableName: 'whatsapp_visit_references',
  properties: {
    reference: p.string().length(6).primary(),
    attribution: p.json<Attribution>(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export type WhatsAppVisitReference = InferEntity<typeof WhatsAppVisitReferenceSchema>;
