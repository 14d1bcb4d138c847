import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { requiredText } from '../validation.ts';

/** Upper-cased, with inner spaces removed: how licence and account numbers are compared and stored. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * A registration number as the issuing authority prints it: letters, digits and the separators
 * `-` and `/`, spaces dropped, so "cn-1234 567" and "CN-1234567" are the same licence.
 */
function registrationNumber(pattern: RegExp, message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform(compact)
    .pipe(z.string().regex(pattern, { error: message }));
}

/**
 * An escrow account as banks quote it: a UAE IBAN (checked digit by digit) or a bare account
 * number of 6 to 20 digits.
 */
const escrowAccount = z
  .string({ error: 'Enter the escrow IBAN (AE…) or account number' })
  .trim()
  .transform((value) => (/^[a-z]{2}/i.test(value) ? (electronicFormatIBAN(value) ?? compact(value)) : compact(value)))
  .refine((value) => (/^[A-Z]/.test(value) ? value.startsWith('AE') && isValidIBAN(value) : /^\d{6,20}$/.test(value)), {
    error: 'Enter a valid UAE IBAN (AE and 21 digits) or an account number of 6 to 20 digits',
  });

/**
 * The agency's own registration and the registration of the project it advertises: what Dubai
 * requires on every advertisement of an off-plan development. One record, edited in the console.
 */
export const agencyRegistrationSchema = z.object({
  tradeLicenceNumber: registrationNumber(
    /^[A-Z0-9][A-Z0-9/-]{3,29}$/,
    'Enter the trade licence number (4 to 30 letters, digits, - or /)',
  ),
  reraOrn: registrationNumber(/^\d{3,6}$/, 'The RERA office registration number (ORN) is 3 to 6 digits'),
  registeredAddress: requiredText(10, 'Enter the registered address (at least 10 characters)', 300),
  developerName: requiredText(2, 'Enter the developer’s name', 120),
  projectName: requiredText(2, 'Enter the project’s name', 160),
  projectRegistrationNumber: registrationNumber(/^\d{3,8}$/, 'The project registration number is 3 to 8 digits'),
  escrowAccountNumber: escrowAccount,
  escrowBank: requiredText(2, 'Enter the escrow bank’s name', 120),
});

export type AgencyRegistrationInput = z.input<typeof agencyRegistrationSchema>;
export type AgencyRegistrationParsed = z.output<typeof agencyRegistrationSchema>;
