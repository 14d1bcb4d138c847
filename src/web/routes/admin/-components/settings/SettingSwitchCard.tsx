import { Switch } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ConsoleSettings } from '../../../../../shared/settings/schemas.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';

type OnOffSetting = {
  [K in keyof ConsoleSettings]: ConsoleSettings[K] extends boolean ? K : never;
}[keyof ConsoleSettings];

/** One on/off console setting in its card; it changes at the flick of the switch. */
export function SettingSwitchCard({
  setting,
  value,
  title,
  description,
  label,
  explanation,
  savedMessage,
  invalidate = [],
}: {
  setting: OnOffSetting;
  value: boolean;
  title: string;
  description: string;
  label: string;
  explanation: string;
  savedMessage: (on: boolean) => string;
  /** What else the setting changes, fetched again once saved. */
  invalidate?: readonly QueryKey[];
}) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const update = useConsoleMutation(trpc.settings.update.mutationOptions(), {
    onSaved: (saved) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
    saved: (saved) => ({ title: 'Settings Saved', message: savedMessage(saved[setting]) }),
    failed: 'The setting could not be saved. Please try again.',
    invalidate,
  });
  return (
    <SectionCard title={title} description={description}>
      <Switch
        label={label}
        description={explanation}
        checked={update.isPending ? Boolean(update.variables[setting]) : value}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ [setting]: event.currentTarget.checked })}
      />
    </SectionCard>
  );
}
