import { z } from 'zod';

/** The lists a party is screened against: the UN Security Council's and the UAE's own. */
export const SANCTIONS_LISTS = ['un-consolidated', 'uae-local'] as const;
export type SanctionsListSource = (typeof SANCTIONS_LISTS)[number];

export const SANCTIONS_LIST_LABELS: Record<SanctionsListSource, string> = {
  'un-consolidated': 'UN Security Council Consolidated List',
  'uae-local': 'UAE Local Terrorist List',
};

/** A person or an entity as a list names it, whatever the list's own format. */
export interface ListedName {
  kind: 'person' | 'entity';
  /** The list's own reference (UN: REFERENCE_NUMBER such as QDi.123; UAE: the row's number). */
  reference: string;
  name: string;
  aliases: string[];
  nationalities: string[];
  birthDates: string[];
  listedOn: string | null;
}

/**
 * Where the console uploads a new version of a list (multipart: the fields "source" and "publishedOn",
 * then "file"): beside tRPC, whose JSON body limit cannot carry the UN list's megabytes.
 */
export const SANCTIONS_LIST_UPLOAD_PATH = '/files/compliance/lists';

/** The largest list file accepted (the UN list is about 2 MB as XML). */
export const MAX_LIST_BYTES = 20 * 1024 * 1024;

/**
 * A new version of a list, as the console uploads it. The UAE list's export carries no date of its
 * own, so the uploader gives the date it was published; the UN list states it (dateGenerated).
 */
export const sanctionsListUploadInput = z.object({
  source: z.enum(SANCTIONS_LISTS),
  content: z.string().min(1, { error: 'Choose the list file' }).max(MAX_LIST_BYTES, { error: 'The file is too large' }),
  publishedOn: z.iso.date().optional(),
});
export type SanctionsListUploadInput = z.infer<typeof sanctionsListUploadInput>;

/** A list as the console shows it: which version is in use and how many names it holds. */
export interface SanctionsListView {
  id: number;
  source: SanctionsListSource;
  publishedAt: string;
  uploadedAt: string;
  uploadedBy: string | null;
  entries: number;
}
