import { Button, FileButton, Group, Image, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { uploadImage } from '../upload.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * An image URL field with an upload button: staff paste a URL or send a photo from their computer,
 * and the stored photo's URL fills the field.
 */
export function ImageField({
  label,
  inputProps,
  onUploaded,
  preview,
  description,
}: {
  label: string;
  inputProps: ComponentProps<typeof TextInput>;
  onUploaded: (url: string) => void;
  preview?: string;
  description?: string;
}) {
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file),
    onSuccess: (image) => onUploaded(image.url),
    onError: (error) => notifyError('Upload failed', error.message),
  });
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          description={description}
          placeholder="https://… or /uploads/…"
          style={{ flex: 1 }}
          {...inputProps}
        />
        <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      {preview ? <Image src={preview} alt="" w={160} h={100} fit="cover" radius="sm" /> : null}
    </Stack>
  );
}
