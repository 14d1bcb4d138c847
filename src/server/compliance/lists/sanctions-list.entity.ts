import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ListedName, SanctionsListSource } from '../../../shared/compliance/sanctions.ts';
import { UserSchema } from '../../users/user.entity.ts';

/**
 * One uploaded version of a sanctions list. The newest upload of a source is the one in use; older
 * versions stay as the record of what screening was done against, without their names.
 */
export const SanctionsListSchema = defineEntity({
  name: 'SanctionsList',
  tableName: 'sanctions_lists',
  properties: {
    id: p.integer().primary(),
    source: p.string().length(20).$type<SanctionsListSource>(),
    /** The list's own date: the UN's dateGenerated, or the publication date the uploader gave. */
    publishedAt: p.datetime(),
    uploadedAt: p.datetime().onCreate(() => new Date()),
    uploadedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    entries: p.integer(),
  },
});
export type SanctionsList = InferEntity<typeof SanctionsListSchema>;

/** A person or entity on a list version in use, with the names screening compares against. */
export const SanctionsEntrySchema = defineEntity({
  name: 'SanctionsEntry',
  tableName: 'sanctions_entries',
  properties: {
    id: p.integer().primary(),
    list: () => p.manyToOne(SanctionsListSchema).deleteRule('cascade').index(),
    kind: p.string().length(10).$type<ListedName['kind']>(),
    reference: p.string().length(60),
    name: p.text(),
    aliases: p.json<string[]>(),
    nationalities: p.json<string[]>(),
    birthDates: p.json<string[]>(),
    listedOn: p.string().length(60).nullable(),
  },
});
export type SanctionsEntry = InferEntity<typeof SanctionsEntrySchema>;
