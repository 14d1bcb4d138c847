import { createFileRoute, redirect } from '@tanstack/react-router';

/** News lives in the blog; /news itself leads there. */
export const Route = createFileRoute('/news/')({
  beforeLoad: () => {
    throw redirect({ to: '/blog', statusCode: 301 });
  },
});
