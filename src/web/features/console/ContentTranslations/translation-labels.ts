import type { TranslatedContentKind } from '../../../../shared/i18n/translation-work.ts';

/** Each kind of translated content in staff's words, and the list its editor lives under. */
export const TRANSLATED_CONTENT: Record<TranslatedContentKind, { label: string; path: string }> = {
  property: { label: 'Residence', path: '/admin/properties' },
  agent: { label: 'Agent', path: '/admin/agents' },
  amenity: { label: 'Amenity', path: '/admin/amenities' },
  testimonial: { label: 'Testimonial', path: '/admin/testimonials' },
  gallery: { label: 'Gallery image', path: '/admin/gallery' },
  article: { label: 'Article', path: '/admin/articles' },
};

/** Staff's words for each translated field, as the editors label it and the lists name it. */
const TRANSLATED_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  view: 'View',
  floor: 'Floor',
  parking: 'Parking',
  furnished: 'Furnished',
  completionStatus: 'Completion status',
  location: 'Location',
  features: 'Features',
  privateAmenities: 'Private amenities',
  bio: 'Bio',
  languages: 'Languages',
  specialties: 'Specialties',
  name: 'Name',
  role: 'Role',
  text: 'Testimonial',
  alt: 'Alt text',
  subject: 'Subject',
  // An article's and a message template's: each editor names it in its own words (TranslatedFieldSpec.label).
  body: 'Text',
  excerpt: 'Excerpt',
  imageAlt: 'Cover image text',
};

/** A translated field in staff's words ('privateAmenities' is 'Private amenities'). */
export const translatedFieldLabel = (field: string): string => TRANSLATED_FIELD_LABELS[field] ?? field;
