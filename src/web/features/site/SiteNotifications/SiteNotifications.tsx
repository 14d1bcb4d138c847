import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// Toasts only follow a visitor's action, so their container (and its transition code) loads after
// hydration instead of weighing on the first page load. Shows queued before it mounts still appear.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The toast container: at most one toast at a time, 5 s each. */
export function SiteNotifications() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-right" />
    </Suspense>
  );
}
