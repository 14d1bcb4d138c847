import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PersonalDataAction as ActionName, PersonalDataSubject } from '../../shared/privacy/schemas.ts';
import type { PersonalDataCounts } from '../../shared/privacy/types.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A record of an export or an erase of one person's data: what was done, how many records each
 * store held, by whom and when. The person appears only as a SHA-256 of their normalised e-mail or
 * number, so the log proves the request was met without keeping what was erased.
 */
export const PersonalDataActionSchema = defineEntity({
  name: 'PersonalDataAction',
  tableName: 'personal_data_actions',
  properties: {
    id: p.integer().primary(),
    action: p.string().length(10).$type<ActionName>(),
    /** What the hash was made from. */
    subjectKind: p.string().length(10).$type<PersonalDataSubject['kind']>(),
    subjectHash: p.string().length(64).index(),
    counts: p.json<PersonalDataCounts>(),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export type PersonalDataAction = InferEntity<typeof PersonalDataActionSchema>;
