import { Skeleton, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import { AdvertisingCompliance } from './-components/settings/AdvertisingCompliance.tsx';
import { BackupStatus } from './-components/settings/BackupStatus.tsx';
import { StaffTwoFactorSetting } from './-components/settings/StaffTwoFactorSetting.tsx';
import type { Trpc } from '../../router-context.ts';

const settingsQuery = (trpc: Trpc) => trpc.settings.get.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(settingsQuery(trpc)),
  component: Settings,
  pendingComponent: () => (
    <SettingsFrame>
      <ListPending>
        <Skeleton height={96} />
      </ListPending>
    </SettingsFrame>
  ),
  errorComponent: () => (
    <SettingsFrame>
      <ListLoadError>The settings could not be loaded. Please try again.</ListLoadError>
    </SettingsFrame>
  ),
});

function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Settings" description="Rules the public site and the console follow." />
      {children}
    </>
  );
}

function Settings() {
  const { trpc } = Route.useRouteContext();
  const { data: settings } = useSuspenseQuery(settingsQuery(trpc));
  return (
    <SettingsFrame>
      <Stack gap="md">
        <AdvertisingCompliance advertiseOnlyWithValidPermit={settings.advertiseOnlyWithValidPermit} />
        <StaffTwoFactorSetting
          roles={settings.staffTwoFactorRoles}
          fromEnvironment={settings.staffTwoFactorFromEnvironment}
        />
        <BackupStatus />
      </Stack>
    </SettingsFrame>
  );
}
