import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';

/**
 * A browser that sent a lead and agreed to news and offers (issue #45's returning buyer): the
 * httpOnly cookie the lead's answer set holds a random token, kept here only as its SHA-256. Its
 * residence views are what tells the lead's agent the buyer is interested again.
 */
export const ReturningBuyerSchema = defineEntity({
  name: 'ReturningBuyer',
  tableName: 'returning_buyers',
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    inquiry: () => p.manyToOne(InquirySchema).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ReturningBuyer = InferEntity<typeof ReturningBuyerSchema>;

/** A residence the returning buyer looked at (`view`) or saved to their shortlist (`shortlist`). */
export const ResidenceViewSchema = defineEntity({
  name: 'ResidenceView',
  tableName: 'residence_views',
  properties: {
    id: p.integer().primary(),
    buyer: () => p.manyToOne(ReturningBuyerSchema).deleteRule('cascade'),
    property: () => p.manyToOne(PropertySchema).deleteRule('cascade').index(),
    kind: p.string().length(10).$type<'view' | 'shortlist'>(),
    viewedAt: p.datetime(),
  },
  // "Views in the last 24 hours" of one browser.
  indexes: [{ name: 'residence_views_buyer_viewed_at_index', properties: ['buyer', 'viewedAt'] }],
});
export type ResidenceView = InferEntity<typeof ResidenceViewSchema>;
