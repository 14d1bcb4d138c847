import { ActionIcon, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import { UploadButton } from '../../../../features/console/ImageField/UploadButton.tsx';
import { onEnter } from '../../../../features/console/on-enter.ts';
import { moveItem } from '../../../../features/console/order.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { PropertyFormValues } from './property-form-values.ts';
import classes from './PropertyForm.module.css';

/** The main photo, and the gallery photos in the order the property page shows them. */
export function PropertyPhotos({ form, field, errors }: ConsoleForm<PropertyFormValues, PropertyInput>) {
  const [photoUrl, setPhotoUrl] = useState('');
  const photos = form.values.photos;

  function addPhoto(url: string) {
    const trimmed = url.trim();
    if (!trimmed) return;
    form.setFieldValue('photos', [...form.getValues().photos, trimmed]);
    if (!form.getValues().imageUrl) form.setFieldValue('imageUrl', trimmed);
  }
  function addTypedPhoto() {
    addPhoto(photoUrl);
    setPhotoUrl('');
  }

  return (
    <FormSection title="Photos">
      <Stack gap="md">
        <ImageField
          label="Main photo"
          inputProps={{ required: true, ...field('imageUrl') }}
          onUploaded={(url) => form.setFieldValue('imageUrl', url)}
        />
        <div>
          <Text fw={500} size="sm" mb={6}>
            Gallery photos ({photos.length})
          </Text>
          {photos.length === 0 ? (
            <Text size="sm" c="dimmed">
              No gallery photos yet. Add one by URL or upload.
            </Text>
          ) : (
            <ol className={classes.photoList} aria-label="Gallery photos">
              {photos.map((url, index) => (
                <li key={`${url}-${index}`} className={classes.photo}>
                  <Image src={url} alt={`Photo ${index + 1}`} w={96} h={64} fit="cover" radius="sm" />
                  <Text size="xs" className={classes.photoUrl} title={url}>
                    {index + 1}. {url}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move photo ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => form.setFieldValue('photos', moveItem(photos, index, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move photo ${index + 1} down`}
                      disabled={index === photos.length - 1}
                      onClick={() => form.setFieldValue('photos', moveItem(photos, index, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() =>
                        form.setFieldValue(
                          'photos',
                          photos.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => form.setFieldValue('imageUrl', url)}
                      disabled={form.values.imageUrl === url}
                    >
                      {form.values.imageUrl === url ? 'Main photo' : 'Make main'}
                    </Button>
                  </Group>
                </li>
              ))}
            </ol>
          )}
          {errors.photos ? (
            <Text size="xs" c="red" mt={4}>
              {errors.photos}
            </Text>
          ) : null}
        </div>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Add a photo by URL"
            value={photoUrl}
            onChange={(event) => setPhotoUrl(event.currentTarget.value)}
            onKeyDown={onEnter(addTypedPhoto)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addTypedPhoto}>
            Add photo
          </Button>
          <UploadButton label="Upload photo" onUploaded={addPhoto} />
        </Group>
      </Stack>
    </FormSection>
  );
}
