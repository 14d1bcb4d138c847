import { Card, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  GALLERY_CATEGORIES,
  galleryImageInputSchema,
  type GalleryImageView,
} from '../../../../../shared/content/schemas.ts';
import { useFormDraft } from '../../-components/drafts.ts';
import { FormActions } from '../../-components/FormActions.tsx';
import { ImageField } from '../../-components/ImageField.tsx';

export interface GalleryFormValues {
  url: string;
  alt: string;
  title: string;
  category: (typeof GALLERY_CATEGORIES)[number];
}

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
}: {
  initialValues: GalleryFormValues;
  mode: 'create' | 'edit';
  draftKey: string;
  busy: boolean;
  onSubmit: (values: GalleryFormValues) => void;
  serverErrors: Record<string, string>;
}) {
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
