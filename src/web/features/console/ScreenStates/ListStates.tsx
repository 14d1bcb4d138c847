import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list screen shows instead of its rows, as its route's error and pending components.
 * `frame` is the screen's own card and title row, kept so staff still see where they are and can
 * still add a record; `children` is the screen's own wording.
 */
interface ListStateProps {
  frame: (body: ReactNode) => ReactNode;
  children: ReactNode;
}

/** The list could not be loaded. */
export function ListLoadError({ frame, children }: ListStateProps) {
  return frame(
    <Text c="red" py="xl" ta="center" role="alert">
      {children}
    </Text>,
  );
}

/** The list is on its way: a line of text, or `children` shaped like the list (skeleton cards). */
export function ListPending({ frame, children }: ListStateProps) {
  return frame(
    typeof children === 'string' ? (
      <Text c="dimmed" py="xl" ta="center" aria-busy="true">
        {children}
      </Text>
    ) : (
      children
    ),
  );
}
