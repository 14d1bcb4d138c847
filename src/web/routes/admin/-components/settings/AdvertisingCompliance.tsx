import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';

/** Whether a listing without a valid advertising permit leaves the site; it changes at the flick of the switch. */
export function AdvertisingCompliance({ advertiseOnlyWithValidPermit }: { advertiseOnlyWithValidPermit: boolean }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const update = useConsoleMutation(trpc.settings.update.mutationOptions(), {
    onSaved: (saved) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
    saved: (saved) => ({
      title: 'Settings Saved',
      message: saved.advertiseOnlyWithValidPermit
        ? 'Only listings with a valid advertising permit are advertised.'
        : 'Listings are advertised whatever their permit.',
    }),
    failed: 'The setting could not be saved. Please try again.',
    invalidate: [trpc.properties.pathKey()],
  });
  return (
    <SectionCard
      title="Advertising compliance"
      description="Dubai requires every advertised listing to carry a valid Trakheesi advertising permit and its QR code."
    >
      <Switch
        label="Advertise only with a valid permit"
        description="When on, a listing whose permit is missing or expired leaves the site, the sitemap and the public API until its permit is entered or renewed."
        checked={
          update.isPending ? Boolean(update.variables.advertiseOnlyWithValidPermit) : advertiseOnlyWithValidPermit
        }
        disabled={update.isPending}
        onChange={(event) => update.mutate({ advertiseOnlyWithValidPermit: event.currentTarget.checked })}
      />
    </SectionCard>
  );
}
