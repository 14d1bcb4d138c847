import { lazy, Suspense, useState } from 'react';
import type { BookViewingDialogProps } from './BookViewingDialog.tsx';

/** The booking dialog (a Modal, a form, the slot picker) comes in its own chunk, when first opened. */
const BookViewingDialogChunk = lazy(() =>
  import('./BookViewingDialog.tsx').then((module) => ({ default: module.BookViewingDialog })),
);

/** `BookViewingDialog`, loaded on its first opening; until then it renders nothing. */
export function BookViewingDialog(props: BookViewingDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BookViewingDialogChunk {...props} />
    </Suspense>
  );
}
