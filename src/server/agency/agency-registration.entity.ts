import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The one row of the agency's own registration and the registration of the project it advertises. */
export const AGENCY_REGISTRATION_ID = 1;

export const AgencyRegistrationSchema = defineEntity({
  name: 'AgencyRegistration',
  tableName: 'agency_registration',
  properties: {
    id: p.integer().primary().autoincrement(false),
    tradeLicenceNumber: p.string().length(30),
    reraOrn: p.string().length(6),
    registeredAddress: p.string().length(300),
    developerName: p.string().length(120),
    projectName: p.string().length(160),
    projectRegistrationNumber: p.string().length(8),
    escrowAccountNumber: p.string().length(34),
    escrowBank: p.string().length(120),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type AgencyRegistration = InferEntity<typeof AgencyRegistrationSchema>;
