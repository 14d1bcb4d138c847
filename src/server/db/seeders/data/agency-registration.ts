import type { AgencyRegistrationParsed } from '../../../../shared/agency/schemas.ts';

/**
 * The demo agency's registration and that of the project it markets. Plausible in form (a Dubai
 * trade licence, a four-digit RERA project number, an Emirates NBD IBAN with a valid check) but
 * not a real agency's: a live site enters its own in the console.
 */
export const agencyRegistration: AgencyRegistrationParsed = {
  tradeLicenceNumber: '1093427',
  reraOrn: '31204',
  registeredAddress: 'Office 1404, Crescent West Tower, Palm Jumeirah, PO Box 502817, Dubai, United Arab Emirates',
  developerName: 'Select Group',
  projectName: 'Six Senses Residences The Palm',
  projectRegistrationNumber: '2749',
  escrowAccountNumber: 'AE510260001015550123456',
  escrowBank: 'Emirates NBD',
};
