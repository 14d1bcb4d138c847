import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { meQuery } from '../../features/console/session.ts';
import { ChangePasswordForm, CreateStaffAccountForm } from './-components/account/AccountForms.tsx';
import { StaffAgentLinks } from './-components/account/StaffAgentLinks.tsx';
import { PasskeysCard } from './-components/account/PasskeysCard.tsx';
import { TwoFactorCard } from './-components/account/TwoFactorCard.tsx';

export const Route = createFileRoute('/admin/account')({
  component: Account,
});

function Account() {
  const { trpc } = Route.useRouteContext();
  const { data: me } = useQuery(meQuery(trpc));
  return (
    <>
      <PageHeader title="Account" description={me?.user ? `Signed in as ${me.user.username}.` : undefined} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
        <TwoFactorCard />
        <PasskeysCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChangePasswordForm />
        <CreateStaffAccountForm />
      </SimpleGrid>
      <StaffAgentLinks />
    </>
  );
}
