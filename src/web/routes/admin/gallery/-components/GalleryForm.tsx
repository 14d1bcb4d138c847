import { Card, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  GALLERY_CATEGORIES,
  galleryImageInputSchema,
  type GalleryImageView,
} from '../../../../../shared/gallery/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';

/** The list's arrows set the order, so the form leaves it out. */
type GalleryFormValues = Omit<z.input<typeof galleryImageInputSchema>, 'sortOrder'>;

const EMPTY_GALLERY_IMAGE: GalleryFormValues = { url: '', alt: '', title: '', category: 'Exteriors' };

const galleryImageToFormValues = (image: GalleryImageView): GalleryFormValues => ({
  url: image.url,
  alt: image.alt,
  title: image.title ?? '',
  category: image.category,
});

export function GalleryForm({ record }: { record: GalleryImageView | null }) {
  const { form, field, onSubmit, actions } = useRecordForm({
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
