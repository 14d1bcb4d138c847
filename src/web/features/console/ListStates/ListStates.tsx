import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list screen (or a single-record screen) shows instead of its body, as its route's pending
 * and error components, inside the screen's own frame (its title row, filters or card), so staff
 * still see where they are and can still add a record. `children` is the screen's own wording.
 */

/** The list could not be loaded. */
export function ListLoadError({ children }: { children: ReactNode }) {
  return (
    <Text c="red" py="xl" ta="center" role="alert">
      {children}
    </Text>
  );
}

/** The list is on its way: a line of text, or `children` shaped like the list (skeleton cards). */
export function ListPending({ children }: { children: ReactNode }) {
  return typeof children === 'string' ? (
    <Text c="dimmed" py="xl" ta="center" aria-busy="true">
      {children}
    </Text>
  ) : (
    children
  );
}
