import { m } from '../../../shared/paraglide/messages.js';

/** The identity fields a party (or a beneficial owner) is asked for, with their labels and input types. */
export const IDENTITY_FIELDS = [
  { name: 'idDocumentNumber', label: () => m.compliance_id_number(), type: 'text' },
  { name: 'idDocumentCountry', label: () => m.compliance_id_country(), type: 'text' },
  { name: 'idDocumentExpiresOn', label: () => m.compliance_id_expires(), type: 'date' },
  { name: 'nationality', label: () => m.compliance_nationality(), type: 'text' },
  { name: 'dateOfBirth', label: () => m.compliance_birth(), type: 'date' },
  { name: 'address', label: () => m.compliance_address(), type: 'text' },
] as const;

export const PARTY_ONLY_FIELDS = [
  { name: 'occupation', label: () => m.compliance_occupation(), type: 'text' },
  { name: 'sourceOfFunds', label: () => m.compliance_source_of_funds(), type: 'text' },
  { name: 'tradeLicenceNumber', label: () => m.compliance_trade_licence(), type: 'text' },
] as const;

/** A form's text, with an empty box meaning "not given". */
export const given = (value: string): string | null => (value.trim() === '' ? null : value.trim());
