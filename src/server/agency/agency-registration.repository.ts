import type { EntityManager } from '@mikro-orm/postgresql';
import type { AgencyRegistrationParsed } from '../../shared/agency/schemas.ts';
import type { AgencyRegistrationView } from '../../shared/agency/types.ts';
import {
  AGENCY_REGISTRATION_ID,
  AgencyRegistrationSchema,
  type AgencyRegistration,
} from './agency-registration.entity.ts';

export function toAgencyRegistrationView(registration: AgencyRegistration): AgencyRegistrationView {
  return {
    tradeLicenceNumber: registration.tradeLicenceNumber,
    reraOrn: registration.reraOrn,
    registeredAddress: registration.registeredAddress,
    developerName: registration.developerName,
    projectName: registration.projectName,
    projectRegistrationNumber: registration.projectRegistrationNumber,
    escrowAccountNumber: registration.escrowAccountNumber,
    escrowBank: registration.escrowBank,
    updatedAt: registration.updatedAt.toISOString(),
  };
}

export class AgencyRegistrationRepository {
  constructor(private readonly em: EntityManager) {}

  /** The registration, or null until staff (or the demo seed) have entered it. */
  async get(): Promise<AgencyRegistrationView | null> {
    const registration = await this.em.findOne(AgencyRegistrationSchema, { id: AGENCY_REGISTRATION_ID });
    return registration ? toAgencyRegistrationView(registration) : null;
  }

  /** Writes the one registration row, creating it the first time. */
  async save(input: AgencyRegistrationParsed): Promise<AgencyRegistrationView> {
    const saved = await this.em.upsert(
      AgencyRegistrationSchema,
      { id: AGENCY_REGISTRATION_ID, ...input, updatedAt: new Date() },
      { onConflictFields: ['id'], onConflictAction: 'merge' },
    );
    return toAgencyRegistrationView(saved);
  }
}
