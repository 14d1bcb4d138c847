import { z } from 'zod';
import { plainText } from '../validation.ts';

/** Where the Form F download is served; the deal's id and `form-f.pdf` follow. */
export const FORM_F_PATH = '/files/deals';

/**
 * What the deal does not keep but the Form F asks for, given on the download form: the title deed
 * (a ready unit) or the Oqood (an off-plan unit's pre-registration) number, the deposit when it is
 * not the customary 10%, the permit when the residence has none on file, and the day of signing.
 */
export const formFOptionsSchema = z.object({
  titleDeedNumber: plainText(40).optional(),
  oqoodNumber: plainText(40).optional(),
  permitNumber: plainText(20).optional(),
  depositAed: z.coerce.number().nonnegative().max(1e12).optional(),
  /** The MOU's date (YYYY-MM-DD); today in Dubai when left out. */
  signedOn: z.iso.date().optional(),
});
export type FormFOptions = z.input<typeof formFOptionsSchema>;

/** The download link of a deal's Form F with the download form's answers. */
export function formFHref(dealId: number, options: FormFOptions): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options)) if (value) query.set(key, String(value));
  const search = query.toString();
  return `${FORM_F_PATH}/${dealId}/form-f.pdf${search ? `?${search}` : ''}`;
}

/** The customary security deposit of a Dubai resale MOU: 10% of the price. */
export const FORM_F_DEPOSIT_SHARE = 0.1;
