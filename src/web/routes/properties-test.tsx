import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/properties-test')({
  component: RouteComponent,
});

function RouteComponent() {
  return <div>Hello "/properties-test"!</div>;
}
