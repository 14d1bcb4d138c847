import { Group, Image, Stack, TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { UploadButton } from './UploadButton.tsx';

/**
 * An image URL field with an upload button: staff paste a URL or send a photo from their computer,
 * and the stored photo's URL fills the field. A URL the form accepts shows as a thumbnail.
 */
export function ImageField({
  label,
  inputProps,
  onUploaded,
}: {
  label: string;
  inputProps: ComponentProps<typeof TextInput>;
  onUploaded: (url: string) => void;
}) {
  const { value, error } = inputProps;
  // A document (the floor plans' PDF) is linked, not shown.
  const preview = typeof value === 'string' && value && !error && !/\.pdf$/i.test(value) ? value : undefined;
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={label} placeholder="https://… or /uploads/…" style={{ flex: 1 }} {...inputProps} />
        <UploadButton label="Upload" onUploaded={onUploaded} />
      </Group>
      {preview ? <Image src={preview} alt="" w={160} h={100} fit="cover" radius="sm" /> : null}
    </Stack>
  );
}
