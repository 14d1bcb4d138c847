import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import {
  inLanguage,
  mergeTranslations,
  translationsResponse,
  translationsSchema,
  type Translations,
} from '../i18n/translations.ts';
import { optionalText, urlOrPath } from '../validation.ts';

/**
 * What staff write about one of a residence's images (a gallery photo, the floor plan): a caption the
 * page shows under it and the alt text a screen reader reads, in English and per language. They are
 * kept by the image's URL, so reordering the photos (or an integrator sending `photos` alone) keeps
 * each photo's texts with it.
 */
export const IMAGE_TEXT_FIELDS = ['caption', 'alt'] as const;
export type ImageTextField = (typeof IMAGE_TEXT_FIELDS)[number];

export const CAPTION_MAX = 200;
export const ALT_MAX = 300;

/** The texts of one image as stored: only what was written. */
export interface ImageTexts {
  caption?: string;
  alt?: string;
  translations?: Translations<ImageTextField>;
}

/** The texts of one image as a page reads them (in its language), or as staff do (English, with every translation). */
export interface ImageTextsView {
  caption: string | null;
  alt: string | null;
  translations?: Translations<ImageTextField>;
}

/** An image's caption and alt text as staff send them, in English and per language. */
export const imageTextsSchema = z.object({
  caption: optionalText(CAPTION_MAX),
  alt: optionalText(ALT_MAX),
  translations: translationsSchema({ caption: optionalText(CAPTION_MAX), alt: optionalText(ALT_MAX) }).optional(),
});
export type ImageTextsInput = z.output<typeof imageTextsSchema>;

/**
 * A gallery photo as staff send it: its URL alone, as integrators have sent `photos` since the start
 * (the texts stored for that URL stay), or with its texts (they replace the stored ones).
 */
export function photoSchema(message: string) {
  return z.union([urlOrPath(message), imageTextsSchema.extend({ url: urlOrPath(message) })]);
}
export type PhotoInput = z.output<ReturnType<typeof photoSchema>>;

export const photoUrl = (photo: PhotoInput): string => (typeof photo === 'string' ? photo : photo.url);

/** By URL, the texts sent with the photos (those sent with theirs) and with the floor plan. */
export function sentImageTexts(
  photos: readonly PhotoInput[] | undefined,
  floorPlan: { url: string | null | undefined; texts: ImageTextsInput | undefined },
): Record<string, ImageTextsInput> {
  const sent: Record<string, ImageTextsInput> = {};
  for (const photo of photos ?? []) if (typeof photo !== 'string') sent[photo.url] = photo;
  if (floorPlan.url && floorPlan.texts) sent[floorPlan.url] = floorPlan.texts;
  return sent;
}

/** The documented answer: by image URL, its caption and alt text (and, read without a language, every translation). */
export const imageTextsResponse = z.record(
  z.string(),
  z.object({
    caption: z.string().nullable(),
    alt: z.string().nullable(),
    translations: translationsResponse(IMAGE_TEXT_FIELDS),
  }),
);

/**
 * The texts to store for the images a residence shows now (`urls`): blanks dropped, and the texts of
 * an image it no longer shows let go, so the column never outgrows the residence's own photos.
 */
export function storedImageTexts(
  texts: Record<string, ImageTexts | ImageTextsInput>,
  urls: readonly (string | null | undefined)[],
): Record<string, ImageTexts> {
  const stored: Record<string, ImageTexts> = {};
  for (const url of new Set(urls)) {
    const written = url ? texts[url] : undefined;
    if (!url || !written) continue;
    const entry: ImageTexts = {};
    if (written.caption?.trim()) entry.caption = written.caption.trim();
    if (written.alt?.trim()) entry.alt = written.alt.trim();
    const translations = mergeTranslations<ImageTextField>({}, written.translations);
    if (Object.keys(translations).length) entry.translations = translations;
    if (Object.keys(entry).length) stored[url] = entry;
  }
  return stored;
}

/** The stored texts as a page in `locale` reads them (each in that language, else English), or as staff do without one. */
export function imageTextsIn(
  texts: Record<string, ImageTexts> | null | undefined,
  locale: Locale | undefined,
): Record<string, ImageTextsView> {
  const views: Record<string, ImageTextsView> = {};
  for (const [url, written] of Object.entries(texts ?? {}))
    views[url] = inLanguage(
      { caption: written.caption ?? null, alt: written.alt ?? null },
      written.translations ?? {},
      locale,
      IMAGE_TEXT_FIELDS,
    );
  return views;
}
