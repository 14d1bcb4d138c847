import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify.ts';
import { uploadImage } from '../upload.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Sends a photo from staff's computer to the server and hands on the stored photo's URL; a refusal is a toast. */
export function UploadButton({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file),
    onSuccess: (image) => onUploaded(image.url),
    onError: (error) => notifyError('Upload failed', error.message),
  });
  return (
    <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPT}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={upload.isPending}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}
