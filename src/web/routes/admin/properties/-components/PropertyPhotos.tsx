import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { ActionIcon, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import { UploadButton } from '../../../../features/console/ImageField/UploadButton.tsx';
import { onEnter } from '../../../../features/console/on-enter.ts';
import { moveItem, moveTo } from '../../../../features/console/order.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import { ImageTextFields } from './ImageTextFields.tsx';
import { imageFormValues, type ImageFormValues, type PropertyFormValues } from './property-form-values.ts';
import classes from './PropertyForm.module.css';

type Form = ConsoleForm<PropertyFormValues, PropertyInput>['form'];

const TEXTS_NOTE =
  'Each photo’s caption shows under it on the residence page and its alt text is read to visitors who cannot see ' +
  'it, in the visitor’s language; a language left blank shows the English.';

/** The main photo, and the gallery photos in the order the property page shows them, each with its texts. */
export function PropertyPhotos({ form, field, errors }: ConsoleForm<PropertyFormValues, PropertyInput>) {
  const [photoUrl, setPhotoUrl] = useState('');
  const photos = form.values.photos;

  function addPhoto(url: string) {
    const trimmed = url.trim();
    // A photo is known by its URL (its texts are kept by it): the same photo twice would share them.
    if (!trimmed || form.getValues().photos.some((photo) => photo.url === trimmed)) return;
    form.setFieldValue('photos', [...form.getValues().photos, imageFormValues(trimmed)]);
    if (!form.getValues().imageUrl) form.setFieldValue('imageUrl', trimmed);
  }
  function addTypedPhoto() {
    addPhoto(photoUrl);
    setPhotoUrl('');
  }
  function onDragEnd({ source, destination }: DropResult) {
    if (destination) form.setFieldValue('photos', moveTo(form.getValues().photos, source.index, destination.index));
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
          <Text fw={500} size="sm">
            Gallery photos ({photos.length})
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            Drag a photo by its handle to change the order (or focus the handle, press Space, move with the arrow keys
            and press Space again). {TEXTS_NOTE}
          </Text>
          {photos.length === 0 ? (
            <Text size="sm" c="dimmed">
              No gallery photos yet. Upload one or add one by URL.
            </Text>
          ) : (
            <DragDropContext onDragEnd={onDragEnd}>
              <Droppable droppableId="gallery-photos">
                {(drop) => (
                  <ol
                    ref={drop.innerRef}
                    {...drop.droppableProps}
                    className={classes.photoList}
                    aria-label="Gallery photos"
                  >
                    {photos.map((photo, index) => (
                      <Draggable key={photo.url} draggableId={photo.url} index={index}>
                        {(drag) => (
                          <li
                            ref={drag.innerRef}
                            {...drag.draggableProps}
                            className={classes.photo}
                            aria-label={`Photo ${index + 1}`}
                          >
                            <div className={classes.photoHead}>
                              <span
                                {...drag.dragHandleProps}
                                className={classes.grip}
                                aria-label={`Drag photo ${index + 1} to another place`}
                              >
                                <IconGripVertical size={18} aria-hidden />
                              </span>
                              <Image src={photo.url} alt={photo.alt} w={96} h={64} fit="cover" radius="sm" />
                              <Text size="xs" className={classes.photoUrl} title={photo.url}>
                                {index + 1}. {photo.url}
                              </Text>
                              <PhotoActions form={form} photos={photos} index={index} />
                            </div>
                            <ImageTextFields form={form} path={`photos.${index}`} />
                          </li>
                        )}
                      </Draggable>
                    ))}
                    {drop.placeholder}
                  </ol>
                )}
              </Droppable>
            </DragDropContext>
          )}
          {errors.photos ? (
            <Text size="xs" c="red" mt={4}>
              {errors.photos}
            </Text>
          ) : null}
        </div>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <UploadButton label="Upload photo" onUploaded={addPhoto} />
          <TextInput
            label="Or add a photo by URL"
            value={photoUrl}
            onChange={(event) => setPhotoUrl(event.currentTarget.value)}
            onKeyDown={onEnter(addTypedPhoto)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addTypedPhoto}>
            Add photo
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}

/** A photo's buttons: one place up or down (for keyboards and screen readers, beside the drag), remove, make main. */
function PhotoActions({ form, photos, index }: { form: Form; photos: ImageFormValues[]; index: number }) {
  const url = photos[index]!.url;
  const isMain = form.values.imageUrl === url;
  return (
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
      <Button size="compact-xs" variant="subtle" onClick={() => form.setFieldValue('imageUrl', url)} disabled={isMain}>
        {isMain ? 'Main photo' : 'Make main'}
      </Button>
    </Group>
  );
}
