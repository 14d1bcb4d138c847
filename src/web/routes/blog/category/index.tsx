import { createFileRoute, redirect } from '@tanstack/react-router';

/** The categories are listed on the blog itself. */
export const Route = createFileRoute('/blog/category/')({
  beforeLoad: () => {
    throw redirect({ to: '/blog', statusCode: 301 });
  },
});
