import { lazy, Suspense, useState } from 'react';
import type { EnquiryDialogProps } from './EnquiryDialog.tsx';

/**
 * The dialog is a Mantine Modal with a form (focus trap, scroll lock, transitions, form state,
 * toasts): it arrives in its own chunk when a visitor first asks to enquire, not with the page.
 */
const EnquiryDialogChunk = lazy(() =>
  import('./EnquiryDialog.tsx').then((module) => ({ default: module.EnquiryDialog })),
);

/** `EnquiryDialog`, loaded on its first opening; closed, it renders nothing, as the Modal does. */
export function EnquiryDialog(props: EnquiryDialogProps) {
  const [wanted, setWanted] = useState(props.residence !== null);
  if (props.residence !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialogChunk {...props} />
    </Suspense>
  );
}
