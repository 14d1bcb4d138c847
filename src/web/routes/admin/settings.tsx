import { Card, Skeleton, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListPending } from '../../features/console/ScreenStates/ListStates.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.settings.get.queryOptions()),
  component: Settings,
  pendingComponent: () => (
    <ListPending frame={settingsFrame}>
      <Skeleton height={96} />
    </ListPending>
  ),
  errorComponent: () => (
    <ListLoadError frame={settingsFrame}>The settings could not be loaded. Please try again.</ListLoadError>
  ),
});

function settingsFrame(body: ReactNode) {
  return (
    <>
      <PageHeader title="Settings" description="Rules the public site follows." />
      {body}
    </>
  );
}

function Settings() {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const { data: settings } = useSuspenseQuery(trpc.settings.get.queryOptions(undefined, { staleTime: 0 }));
  const update = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), saved);
        notifySuccess(
          'Settings Saved',
          saved.advertiseOnlyWithValidPermit
            ? 'Only listings with a valid advertising permit are advertised.'
            : 'Listings are advertised whatever their permit.',
        );
        await queryClient.invalidateQueries({ queryKey: trpc.properties.pathKey() });
      },
      onError: () => notifyError('Error', 'The setting could not be saved. Please try again.'),
    }),
  );

  return settingsFrame(
    <Card withBorder padding="lg">
      <Title order={2} fz="1.3rem" mb="xs">
        Advertising compliance
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Dubai requires every advertised listing to carry a valid Trakheesi advertising permit and its QR code.
      </Text>
      <Switch
        label="Advertise only with a valid permit"
        description="When on, a listing whose permit is missing or expired leaves the site, the sitemap and the public API until its permit is entered or renewed."
        checked={
          update.isPending
            ? Boolean(update.variables.advertiseOnlyWithValidPermit)
            : settings.advertiseOnlyWithValidPermit
        }
        disabled={update.isPending}
        onChange={(event) => update.mutate({ advertiseOnlyWithValidPermit: event.currentTarget.checked })}
      />
    </Card>,
  );
}
