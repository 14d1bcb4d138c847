import { Button, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  NotFoundAlert,
  type RecordFrameProps,
  type RecordLook,
} from '../../../../features/console/RecordScreen/RecordScreen.tsx';

/** A lead's screen opens under a way back to the inbox; the lead's own name heads it once loaded. */
function BackToInquiries({ children }: RecordFrameProps) {
  return (
    <>
      <Button
        component={Link}
        to="/admin/inquiries"
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        mb="sm"
      >
        Back to Inquiries
      </Button>
      {children}
    </>
  );
}

export const inquiryScreen: RecordLook = {
  noun: 'Inquiry',
  titles: { edit: 'Inquiry' },
  Frame: BackToInquiries,
  notFound: <NotFoundAlert noun="Inquiry">This inquiry does not exist, or it has been removed.</NotFoundAlert>,
  pending: (
    <>
      <Skeleton height={40} width="40%" mb="md" />
      <Skeleton height={240} />
    </>
  ),
};
