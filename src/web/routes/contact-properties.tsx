import { createFileRoute, redirect } from '@tanstack/react-router';

/** The sitemap's old address: moved permanently to /contact-for-properties. */
export const Route = createFileRoute('/contact-properties')({
  beforeLoad: () => {
    throw redirect({ to: '/contact-for-properties', statusCode: 301 });
  },
});
