import { useLocation } from '@tanstack/react-router';

/** Whether the current page is the landing page, which holds the #contact section and other anchors. */
export function useIsLandingPage(): boolean {
  return useLocation({ select: (location) => location.pathname === '/' });
}
