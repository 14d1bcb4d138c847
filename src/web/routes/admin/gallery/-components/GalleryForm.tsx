import { Card, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import {
  GALLERY_CATEGORIES,
  galleryImageInputSchema,
  type GalleryImageView,
} from '../../../../../shared/gallery/schemas.ts';
import type { ContentScreen } from '../../-components/ContentScreens.tsx';
import { useFormDraft } from '../../../../features/console/drafts.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import type { RecordFormProps } from '../../../../features/console/use-save-record.ts';

/** The list's arrows set the order, so the form leaves it out. */
export type GalleryFormValues = Omit<z.input<typeof galleryImageInputSchema>, 'sortOrder'>;

export const EMPTY_GALLERY_IMAGE: GalleryFormValues = { url: '', alt: '', title: '', category: 'Exteriors' };

export const galleryImageToFormValues = (image: GalleryImageView): GalleryFormValues => ({
  url: image.url,
  alt: image.alt,
  title: image.title ?? '',
  category: image.category as GalleryFormValues['category'],
});

export function GalleryForm({
  initialValues,
  mode,
  draftKey,
  busy,
  onSubmit,
  serverErrors,
}: RecordFormProps<GalleryFormValues>) {
  const form = useForm<GalleryFormValues>({
    initialValues,
    validate: schemaResolver(galleryImageInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useFormDraft(draftKey, form);
  const errors = { ...serverErrors, ...form.errors };
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <ImageField
            label="Image URL"
            inputProps={{ required: true, ...form.getInputProps('url'), error: errors.url }}
            onUploaded={(url) => form.setFieldValue('url', url)}
            preview={form.values.url && !errors.url ? form.values.url : undefined}
          />
          <TextInput
            label="Alt text"
            description="What the image shows, for visitors who cannot see it"
            required
            {...form.getInputProps('alt')}
            error={errors.alt}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Title" description="Optional caption" {...form.getInputProps('title')} />
            <Select
              label="Category"
              data={[...GALLERY_CATEGORIES]}
              allowDeselect={false}
              required
              {...form.getInputProps('category')}
              error={errors.category}
            />
          </SimpleGrid>
          <FormActions cancelTo="/admin/gallery" busy={busy} mode={mode} noun="Image" />
        </Stack>
      </form>
    </Card>
  );
}

export const galleryScreen: ContentScreen<GalleryImageView, GalleryFormValues> = {
  noun: 'Image',
  listPath: '/admin/gallery',
  titles: { create: 'Add Gallery Image', edit: 'Edit Gallery Image' },
  Form: GalleryForm,
  empty: EMPTY_GALLERY_IMAGE,
  toFormValues: galleryImageToFormValues,
  mutations: (trpc) => ({
    pathKey: trpc.gallery.pathKey(),
    create: trpc.gallery.create.mutationOptions(),
    update: trpc.gallery.update.mutationOptions(),
  }),
};
