import { Alert, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { meQuery } from '../../features/console/session.ts';
import { optionalSearchText } from '../../lib/search-params.ts';
import { ChangePasswordForm } from './-components/account/AccountForms.tsx';
import { EmailCard } from './-components/account/EmailCard.tsx';
import { PasskeysCard } from './-components/account/PasskeysCard.tsx';
import { TwoFactorCard } from './-components/account/TwoFactorCard.tsx';

export const Route = createFileRoute('/admin/account')({
  // `verify`: the token of the link sent to a new address of the account (EmailCard opens it).
  validateSearch: (raw: Record<string, unknown>): { verify?: string } => ({
    verify: optionalSearchText(raw.verify, 100),
  }),
  component: Account,
});

function Account() {
  const { trpc } = Route.useRouteContext();
  const { data: me } = useQuery(meQuery(trpc));
  const { verify } = Route.useSearch();
  return (
    <>
      <PageHeader title="Account" description={me?.user ? `Signed in as ${me.user.username}.` : undefined} />
      {me?.user?.mustChangePassword ? (
        <Alert
          color="orchid"
          variant="light"
          title="Choose your own password"
          mb="md"
          data-testid="must-change-password"
        >
          Your password was reset by an owner. Choose a new one to open the rest of the console.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
        <TwoFactorCard />
        <PasskeysCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChangePasswordForm />
        <EmailCard verifyToken={verify} />
      </SimpleGrid>
    </>
  );
}
