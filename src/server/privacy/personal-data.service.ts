import { createHash } from 'node:crypto';
import type { EntityManager, Loaded } from '@mikro-orm/postgresql';
import { AGENCY } from '../../shared/agency.ts';
import type { PersonalDataAction as ActionName, PersonalDataSubject } from '../../shared/privacy/schemas.ts';
import type {
  PersonalDataActionView,
  PersonalDataCounts,
  PersonalDataExport,
  PersonalDataFindings,
} from '../../shared/privacy/types.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { UserSchema } from '../users/user.entity.ts';
import { PersonalDataActionSchema, type PersonalDataAction } from './personal-data-action.entity.ts';
import type { PersonalDataScope, PersonalDataStore } from './personal-data-store.ts';
import { findLeadIds, PERSONAL_DATA_STORES } from './personal-data-stores.ts';

/** How many recorded actions the console lists, newest first. */
const ACTIONS_LISTED = 50;

/** SHA-256 (hex) of the normalised e-mail address or telephone digits: the only trace of the person in the log. */
export function subjectHash(subject: PersonalDataSubject): string {
  return createHash('sha256').update(subject.value).digest('hex');
}

function toActionView(action: Loaded<PersonalDataAction, 'user'>): PersonalDataActionView {
  return {
    id: action.id,
    action: action.action,
    subjectKind: action.subjectKind,
    subjectHash: action.subjectHash,
    counts: action.counts,
    by: action.user?.username ?? null,
    createdAt: action.createdAt.toISOString(),
  };
}

/**
 * Finds, exports and erases what the agency stores about one person (the UAE's data-protection
 * law gives them the right to both), across every store in `PERSONAL_DATA_STORES`, and records
 * each export and erase.
 */
export class PersonalDataService {
  constructor(
    private readonly em: EntityManager,
    private readonly user: SessionUser,
    private readonly stores: readonly PersonalDataStore[] = PERSONAL_DATA_STORES,
  ) {}

  async find(subject: PersonalDataSubject): Promise<PersonalDataFindings> {
    const scope = await this.scope(this.em, subject);
    const stores = [];
    for (const store of this.stores) {
      stores.push({ key: store.key, label: store.label, records: await store.find(this.em, scope) });
    }
    return { subject, stores, total: stores.reduce((sum, store) => sum + store.records.length, 0) };
  }

  async export(subject: PersonalDataSubject): Promise<{ filename: string; data: PersonalDataExport }> {
    const scope = await this.scope(this.em, subject);
    const data: Record<string, unknown[]> = {};
    const counts: PersonalDataCounts = {};
    for (const store of this.stores) {
      data[store.key] = await store.export(this.em, scope);
      counts[store.key] = data[store.key]!.length;
    }
    const exportedAt = new Date();
    await this.record(this.em, 'export', subject, counts, exportedAt);
    // The file name carries no personal data: downloads folders are not private.
    const filename = `personal-data-${subjectHash(subject).slice(0, 12)}-${exportedAt.toISOString().slice(0, 10)}.json`;
    return {
      filename,
      data: { exportedAt: exportedAt.toISOString(), controller: AGENCY.name, subject, counts, data },
    };
  }

  /** Erases the person from every store in one transaction: all of it goes, or none. */
  async erase(subject: PersonalDataSubject): Promise<{ counts: PersonalDataCounts; heldBack: string[] }> {
    return this.em.transactional(async (tem) => {
      const scope = await this.scope(tem, subject);
      const counts: PersonalDataCounts = {};
      const heldBack: string[] = [];
      for (const store of this.stores) {
        heldBack.push(...((await store.heldBack?.(tem, scope)) ?? []));
        counts[store.key] = await store.erase(tem, scope);
      }
      await this.record(tem, 'erase', subject, counts, new Date());
      return { counts, heldBack };
    });
  }

  async actions(): Promise<PersonalDataActionView[]> {
    const actions = await this.em.find(
      PersonalDataActionSchema,
      {},
      { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: ACTIONS_LISTED },
    );
    return actions.map(toActionView);
  }

  /** The verified contact and the leads sent with it; never the other contacts typed on those leads. */
  private async scope(em: EntityManager, subject: PersonalDataSubject): Promise<PersonalDataScope> {
    const leadIds = await findLeadIds(em, subject);
    return { subject, leadIds, emails: subject.kind === 'email' ? [subject.value] : [] };
  }

  private async record(
    em: EntityManager,
    action: ActionName,
    subject: PersonalDataSubject,
    counts: PersonalDataCounts,
    at: Date,
  ): Promise<void> {
    em.create(PersonalDataActionSchema, {
      action,
      subjectKind: subject.kind,
      subjectHash: subjectHash(subject),
      counts,
      user: em.getReference(UserSchema, this.user.id),
      createdAt: at,
    });
    await em.flush();
  }
}
