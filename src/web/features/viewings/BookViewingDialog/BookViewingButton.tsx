import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import { BookViewingDialog } from './LazyBookViewingDialog.tsx';

export interface BookViewingButtonProps extends ButtonProps {
  /** The residence to view, or null for a general viewing of the development. */
  propertyId: number | null;
  residence?: string;
}

/** 'Book a viewing' and the dialog it opens: the same on a residence page, the floor plans and the contact section. */
export function BookViewingButton({ propertyId, residence, ...button }: BookViewingButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconCalendarEvent size={18} stroke={1.5} />} {...button} onClick={() => setOpened(true)}>
        {m.viewing_book()}
      </Button>
      <BookViewingDialog
        opened={opened}
        onClose={() => setOpened(false)}
        propertyId={propertyId}
        residence={residence}
      />
    </>
  );
}
