import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { WhatsAppSecretField } from '../../../../../../shared/integrations/property-finder.ts';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../../features/console/use-console-mutation.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';
import { SecretsNotSealable, secretDescription, typedSecrets } from '../sealed-secrets.tsx';
import type { WhatsAppState } from './queries.ts';

type Form = Record<'whatsappAccessToken' | 'whatsappAppSecret', string> & { phoneNumberId: string };
const EMPTY: Form = { whatsappAccessToken: '', whatsappAppSecret: '', phoneNumberId: '' };
const ENV_NAMES: Record<WhatsAppSecretField, string> = {
  whatsappAccessToken: 'WHATSAPP_ACCESS_TOKEN',
  whatsappAppSecret: 'WHATSAPP_APP_SECRET',
  whatsappVerifyToken: 'WHATSAPP_VERIFY_TOKEN',
};

/** The phone number ID, the access token and the app secret: the secrets write-only, sealed on the server. */
export function WhatsAppCredentials({ state }: { state: WhatsAppState }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const form = useForm<Form>({ initialValues: EMPTY });
  const stored = (saved: WhatsAppState) => queryClient.setQueryData(trpc.whatsapp.state.queryKey(), saved);
  const failed = (error: Parameters<typeof trpcErrorMessage>[0]) =>
    trpcErrorMessage(error, 'The WhatsApp settings could not be saved. Please try again.');
  const saveSecrets = useConsoleMutation(trpc.whatsapp.saveSecrets.mutationOptions(), {
    onSaved: (saved) => {
      stored(saved);
      form.setValues(EMPTY);
    },
    saved: { title: 'WhatsApp Saved', message: 'The WhatsApp credentials are saved, sealed.' },
    failed,
  });
  const saveSettings = useConsoleMutation(trpc.whatsapp.saveSettings.mutationOptions(), {
    onSaved: stored,
    saved: { title: 'WhatsApp Saved', message: 'The phone number ID is saved.' },
    failed,
  });
  const secret = (name: 'whatsappAccessToken' | 'whatsappAppSecret', label: string) => (
    <PasswordInput
      label={label}
      description={secretDescription(state.secrets[name], ENV_NAMES[name])}
      disabled={state.secrets[name].from === 'env'}
      autoComplete="off"
      {...form.getInputProps(name)}
    />
  );
  const submit = form.onSubmit(({ phoneNumberId, ...secrets }) => {
    const changes = typedSecrets(secrets);
    if (Object.keys(changes).length) saveSecrets.mutate(changes);
    if (phoneNumberId.trim()) saveSettings.mutate({ phoneNumberId: phoneNumberId.trim() });
  });
  return (
    <SectionCard
      title="Credentials"
      description={`Cloud API at ${state.apiUrl}. Environment values win over what is saved here.`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SecretsNotSealable encrypts={state.encrypts} />
          <TextInput
            label="Phone number ID"
            description={
              state.phoneNumberIdFrom === 'env'
                ? `From the environment (WHATSAPP_PHONE_NUMBER_ID): ${state.phoneNumberId}.`
                : state.phoneNumberId
                  ? `Now ${state.phoneNumberId}. Type another to replace it.`
                  : "Not set. In Meta's WhatsApp Manager, under the number's API setup."
            }
            disabled={state.phoneNumberIdFrom === 'env'}
            inputMode="numeric"
            {...form.getInputProps('phoneNumberId')}
          />
          {secret('whatsappAccessToken', 'Access token')}
          {secret('whatsappAppSecret', 'App secret')}
          <Group justify="flex-end">
            <Button type="submit" loading={saveSecrets.isPending || saveSettings.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
