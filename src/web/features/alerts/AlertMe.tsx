import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { m } from '../../../shared/paraglide/messages.js';
import type { PropertyFilters } from '../properties/filter.ts';

/**
 * The dialog (a Modal, a form with its validation, the lead's sending) comes in its own chunk when
 * first opened: with the page, it was some 60 kB gzip of the finder's first JavaScript.
 */
const AlertMeDialog = lazy(() => import('./AlertMeDialog.tsx').then((module) => ({ default: module.AlertMeDialog })));

/** "Alert me" on the finder: the button, and the dialog it opens (see AlertMeDialog). */
export function AlertMe({ filters }: { filters: PropertyFilters }) {
  const [opened, setOpened] = useState(false);
  // Once opened, the dialog stays mounted (closed), so a visitor who reopens it finds what they chose.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  return (
    <>
      <Button variant="outline" leftSection={<IconBell size={16} aria-hidden="true" />} onClick={open}>
        {m.alert_me()}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <AlertMeDialog filters={filters} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
