import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  integrationSecretsFormSchema,
  type IntegrationSecretsForm,
} from '../../../../../../shared/integrations/property-finder.ts';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../../features/console/use-console-mutation.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';
import { SecretsNotSealable, secretDescription, typedSecrets } from '../sealed-secrets.tsx';
import type { PropertyFinderState } from './queries.ts';

const EMPTY: IntegrationSecretsForm = {
  propertyFinderApiKey: '',
  propertyFinderApiSecret: '',
  propertyFinderWebhookSecret: '',
};

const ENV_NAMES: Record<keyof IntegrationSecretsForm, string> = {
  propertyFinderApiKey: 'PROPERTY_FINDER_API_KEY',
  propertyFinderApiSecret: 'PROPERTY_FINDER_API_SECRET',
  propertyFinderWebhookSecret: 'PROPERTY_FINDER_WEBHOOK_SECRET',
};

/** The API key, API secret and webhook secret: write-only, sealed on the server, never shown back. */
export function PropertyFinderCredentials({ state }: { state: PropertyFinderState }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const form = useForm<IntegrationSecretsForm>({
    initialValues: EMPTY,
    validate: schemaResolver(integrationSecretsFormSchema, { sync: true }),
  });
  const stored = (saved: PropertyFinderState) => queryClient.setQueryData(trpc.propertyFinder.state.queryKey(), saved);
  const save = useConsoleMutation(trpc.propertyFinder.saveSecrets.mutationOptions(), {
    onSaved: (saved) => {
      stored(saved);
      form.setValues(EMPTY);
    },
    saved: { title: 'Credentials Saved', message: 'The Property Finder credentials are saved, sealed.' },
    failed: (error) => trpcErrorMessage(error, 'The credentials could not be saved. Please try again.'),
  });
  const generate = useConsoleMutation(trpc.propertyFinder.generateWebhookSecret.mutationOptions(), {
    onSaved: stored,
    saved: { title: 'Webhook Secret Generated', message: 'Register the webhook so Property Finder signs with it.' },
    failed: (error) => trpcErrorMessage(error, 'The webhook secret could not be generated. Please try again.'),
  });
  const field = (name: keyof IntegrationSecretsForm, label: string) => {
    const secret = state.secrets[name];
    return (
      <PasswordInput
        label={label}
        description={secretDescription(secret, ENV_NAMES[name])}
        disabled={secret.from === 'env'}
        autoComplete="off"
        {...form.getInputProps(name)}
      />
    );
  };
  const submit = form.onSubmit((values) => {
    save.mutate(typedSecrets(values));
  });
  return (
    <SectionCard
      title="Credentials"
      description={`Enterprise API at ${state.apiUrl}. Environment values win over what is saved here.`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SecretsNotSealable encrypts={state.encrypts} />
          {field('propertyFinderApiKey', 'API key')}
          {field('propertyFinderApiSecret', 'API secret')}
          {field('propertyFinderWebhookSecret', 'Webhook secret')}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => generate.mutate()}
              loading={generate.isPending}
              disabled={state.secrets.propertyFinderWebhookSecret.from === 'env'}
            >
              Generate webhook secret
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
