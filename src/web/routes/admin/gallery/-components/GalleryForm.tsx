import { Card, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  GALLERY_CATEGORIES,
  galleryImageInputSchema,
  type GalleryImageView,
} from '../../../../../shared/gallery/schemas.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import {
  translationFormValues,
  type TranslatedFieldSpec,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';

/** The list's arrows set the order, so the form leaves it out. */
type GalleryFormValues = Omit<z.input<typeof galleryImageInputSchema>, 'sortOrder' | 'translations'> & {
  translations: TranslationFormValues<typeof NO_TRANSLATION>;
};

const NO_TRANSLATION = { title: '', alt: '' };
const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_TRANSLATION>[] = [
  { name: 'title', kind: 'line' },
  { name: 'alt', kind: 'line' },
];

const EMPTY_GALLERY_IMAGE: GalleryFormValues = {
  url: '',
  alt: '',
  title: '',
  category: 'Exteriors',
  translations: translationFormValues(undefined, NO_TRANSLATION),
};

const galleryImageToFormValues = (image: GalleryImageView): GalleryFormValues => ({
  url: image.url,
  alt: image.alt,
  title: image.title ?? '',
  category: image.category,
  translations: translationFormValues(image.translations, NO_TRANSLATION),
});

export function GalleryForm({ record }: { record: GalleryImageView | null }) {
  const { form, errors, field, onSubmit, actions } = useRecordForm({
    kind: galleryScreen,
    id: record?.id ?? null,
    schema: galleryImageInputSchema,
    initialValues: record ? galleryImageToFormValues(record) : EMPTY_GALLERY_IMAGE,
  });
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ImageField
            label="Image URL"
            inputProps={{ required: true, ...field('url') }}
            onUploaded={(url) => form.setFieldValue('url', url)}
          />
          <TextInput
            label="Alt text"
            description="What the image shows, for visitors who cannot see it"
            required
            {...field('alt')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Title" description="Optional caption" {...field('title')} />
            <Select
              label="Category"
              data={[...GALLERY_CATEGORIES]}
              allowDeselect={false}
              required
              {...field('category')}
            />
          </SimpleGrid>
          <ContentTranslations
            translations={form.values.translations}
            inputProps={form.getInputProps}
            english={form.values}
            fields={TRANSLATED_FIELDS}
            errors={errors}
          />
          <FormActions {...actions} />
        </Stack>
      </form>
    </Card>
  );
}

export const galleryScreen: RecordScreen<GalleryImageView, GalleryFormValues> = {
  noun: 'Image',
  listPath: '/admin/gallery',
  titles: { create: 'Add Gallery Image', edit: 'Edit Gallery Image' },
  Form: GalleryForm,
  mutations: (trpc) => ({
    create: trpc.gallery.create.mutationOptions(),
    update: trpc.gallery.update.mutationOptions(),
    // The dashboard counts every kind of content.
    invalidate: [trpc.gallery.pathKey(), trpc.dashboard.summary.queryKey()],
  }),
};
