import type { MilestoneStage } from '../../../../../shared/cost-to-own/schemas.ts';
import type { ImageTextsView } from '../../../../../shared/properties/image-texts.ts';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { StaffPropertyView } from '../../../../../shared/properties/types.ts';
import {
  translationFormValues,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';

/** The fields the form shows, filled; optional text is '' while blank. */
type ShownFields = Required<
  Pick<
    PropertyInput,
    | 'title'
    | 'type'
    | 'description'
    | 'imageUrl'
    | 'featured'
    | 'status'
    | 'location'
    | 'virtualTourUrl'
    | 'floorPlanUrl'
    | 'permitNumber'
    | 'permitIssuedOn'
    | 'permitExpiresOn'
    | 'permitUrl'
    | 'category'
    | 'rentFrequency'
    | 'furnishing'
    | 'completion'
    | 'market'
    | 'videoUrl'
    | 'portals'
    | 'view'
    | 'floor'
    | 'parking'
    | 'furnished'
    | 'completionStatus'
  >
> &
  Record<'features' | 'privateAmenities', string[]>;

/** A payment-plan milestone as the form holds it: the percentage as NumberInput does, the date '' while blank. */
export interface MilestoneFormValues {
  stage: MilestoneStage;
  label: string;
  percent: number | string;
  dueOn: string;
}

/** One language's caption and alt text of an image, as the form holds them. */
export const NO_IMAGE_TRANSLATION = { caption: '', alt: '' };

/** A gallery photo or the floor plan as the form holds it: its URL, caption and alt text, and those in each language. */
export interface ImageFormValues {
  url: string;
  caption: string;
  alt: string;
  translations: TranslationFormValues<typeof NO_IMAGE_TRANSLATION>;
}

/** The form's values of an image's stored texts (none for a photo just added). */
export function imageTextFormValues(texts?: ImageTextsView): Omit<ImageFormValues, 'url'> {
  return {
    caption: texts?.caption ?? '',
    alt: texts?.alt ?? '',
    translations: translationFormValues(texts?.translations, NO_IMAGE_TRANSLATION),
  };
}

export const imageFormValues = (url: string, texts?: ImageTextsView): ImageFormValues => ({
  url,
  ...imageTextFormValues(texts),
});

/** One language's texts of a residence, as the form holds them. */
export const NO_PROPERTY_TRANSLATION = {
  title: '',
  description: '',
  view: '',
  floor: '',
  parking: '',
  furnished: '',
  completionStatus: '',
  location: '',
  features: [] as string[],
  privateAmenities: [] as string[],
};

/** The form's values: the shared input, with the numbers as NumberInput holds them ('' while empty). */
export type PropertyFormValues = ShownFields &
  Record<'price' | 'bedrooms' | 'bathrooms' | 'area' | 'serviceChargePerSqft', number | string> & {
    paymentPlan: MilestoneFormValues[];
    translations: TranslationFormValues<typeof NO_PROPERTY_TRANSLATION>;
    /** The gallery in the order the page shows it. */
    photos: ImageFormValues[];
    floorPlanTexts: Omit<ImageFormValues, 'url'>;
  };

/** A new property starts as an available apartment, with zeros and not featured. */
export const EMPTY_PROPERTY: PropertyFormValues = {
  title: '',
  type: 'Apartment',
  description: '',
  translations: translationFormValues(undefined, NO_PROPERTY_TRANSLATION),
  price: 0,
  bedrooms: 0,
  bathrooms: 0,
  area: 0,
  imageUrl: '',
  featured: false,
  status: 'Available',
  location: '',
  view: '',
  floor: '',
  parking: '',
  furnished: '',
  completionStatus: '',
  features: [],
  privateAmenities: [],
  virtualTourUrl: '',
  floorPlanUrl: '',
  floorPlanTexts: imageTextFormValues(),
  photos: [],
  permitNumber: '',
  permitIssuedOn: '',
  permitExpiresOn: '',
  permitUrl: '',
  category: 'sale',
  rentFrequency: '',
  furnishing: '',
  completion: '',
  market: '',
  videoUrl: '',
  portals: [],
  serviceChargePerSqft: '',
  paymentPlan: [],
};

const toNumber = (text: string): number => {
  const value = Number(text.replace(/[^\d.]/g, ''));
  return Number.isFinite(value) ? value : 0;
};

export function propertyToFormValues(property: StaffPropertyView): PropertyFormValues {
  return {
    title: property.title,
    type: property.type,
    description: property.description,
    translations: translationFormValues(property.translations, NO_PROPERTY_TRANSLATION),
    price: toNumber(property.price),
    bedrooms: property.bedrooms,
    bathrooms: toNumber(property.bathrooms),
    area: toNumber(property.area),
    imageUrl: property.imageUrl,
    featured: property.featured,
    status: property.status,
    location: property.location ?? '',
    view: property.view ?? '',
    floor: property.floor ?? '',
    parking: property.parking ?? '',
    furnished: property.furnished ?? '',
    completionStatus: property.completionStatus ?? '',
    features: property.features,
    privateAmenities: property.privateAmenities,
    virtualTourUrl: property.virtualTourUrl ?? '',
    floorPlanUrl: property.floorPlanUrl ?? '',
    floorPlanTexts: imageTextFormValues(property.imageTexts[property.floorPlanUrl ?? '']),
    photos: property.photos.map((url) => imageFormValues(url, property.imageTexts[url])),
    permitNumber: property.permitNumber ?? '',
    permitIssuedOn: property.permitIssuedOn ?? '',
    permitExpiresOn: property.permitExpiresOn ?? '',
    permitUrl: property.permitUrl ?? '',
    category: property.category,
    rentFrequency: property.rentFrequency ?? '',
    furnishing: property.furnishing ?? '',
    completion: property.completion ?? '',
    market: property.market ?? '',
    videoUrl: property.videoUrl ?? '',
    portals: property.portals,
    serviceChargePerSqft: property.serviceChargePerSqft ?? '',
    paymentPlan: property.paymentPlan.map((milestone) => ({ ...milestone, dueOn: milestone.dueOn ?? '' })),
  };
}

/** A list typed one a line: each line trimmed, blank lines dropped. */
const listLines = (lines: string[]) => lines.map((line) => line.trim()).filter((line) => line !== '');

/** A NumberInput left empty counts as 0, the numeric fields' default. */
export function formValuesToInput(values: PropertyFormValues): PropertyInput {
  const number = (value: number | string) => (value === '' ? 0 : Number(value));
  return {
    ...values,
    price: number(values.price),
    bedrooms: number(values.bedrooms),
    bathrooms: number(values.bathrooms),
    area: number(values.area),
    location: values.location || null,
    view: values.view || null,
    floor: values.floor || null,
    parking: values.parking || null,
    furnished: values.furnished || null,
    completionStatus: values.completionStatus || null,
    features: listLines(values.features),
    privateAmenities: listLines(values.privateAmenities),
    virtualTourUrl: values.virtualTourUrl || null,
    floorPlanUrl: values.floorPlanUrl || null,
    permitNumber: values.permitNumber || null,
    permitIssuedOn: values.permitIssuedOn || null,
    permitExpiresOn: values.permitExpiresOn || null,
    permitUrl: values.permitUrl || null,
    rentFrequency: (values.category === 'rent' && values.rentFrequency) || null,
    furnishing: values.furnishing || null,
    completion: values.completion || null,
    market: values.market || null,
    videoUrl: values.videoUrl || null,
    // Blank is "on request", not zero.
    serviceChargePerSqft: values.serviceChargePerSqft === '' ? null : Number(values.serviceChargePerSqft),
    paymentPlan: values.paymentPlan.map((milestone) => ({ ...milestone, percent: number(milestone.percent) })),
  };
}
