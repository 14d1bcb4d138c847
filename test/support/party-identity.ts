/** A deal party's identity as a compliance officer records it: valid, unexpired, screened clean. */
export const PARTY_IDENTITY = {
  idDocumentType: 'passport',
  idDocumentNumber: '533401234',
  idDocumentCountry: 'GB',
  idDocumentExpiresOn: '2035-01-01',
  nationality: 'GB',
  dateOfBirth: '1980-05-01',
  address: '1 Marina Walk, Dubai',
} as const;
