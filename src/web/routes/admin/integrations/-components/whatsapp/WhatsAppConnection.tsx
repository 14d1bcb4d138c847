import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';
import { secretDescription } from '../sealed-secrets.tsx';
import type { WhatsAppState } from './queries.ts';

/** The webhook address and verify token to give Meta, and "Test connection" (asks Meta for the number). */
export function WhatsAppConnection({ state }: { state: WhatsAppState }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const test = useMutation(trpc.whatsapp.testConnection.mutationOptions());
  const generate = useMutation(
    trpc.whatsapp.generateVerifyToken.mutationOptions({
      onSuccess: ({ state: saved }) => queryClient.setQueryData(trpc.whatsapp.state.queryKey(), saved),
    }),
  );
  const tested = test.data;
  const verify = state.secrets.whatsappVerifyToken;
  return (
    <SectionCard title="Connection" description="In the Meta app's WhatsApp webhook settings, the callback URL is:">
      <Stack gap="sm">
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {state.webhookUrl}
        </Text>
        <Text size="sm">Verify token: {secretDescription(verify, 'WHATSAPP_VERIFY_TOKEN')}</Text>
        {generate.data ? (
          <Alert color="teal" title="Paste this verify token into Meta now: it is not shown again">
            <Code data-testid="whatsapp-verify-token">{generate.data.token}</Code>
          </Alert>
        ) : null}
        {generate.error ? <Alert color="red">{trpcErrorMessage(generate.error, 'No token was made.')}</Alert> : null}
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => generate.mutate()}
            loading={generate.isPending}
            disabled={verify.from === 'env'}
          >
            Generate verify token
          </Button>
          <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!state.sending}>
            Test connection
          </Button>
        </Group>
        {!state.sending ? <Text size="sm">Save the phone number ID and the access token to send.</Text> : null}
        {tested ? (
          <Alert color={tested.ok ? 'teal' : 'red'} title={tested.ok ? 'Connected' : 'Connection failed'} role="status">
            {tested.ok
              ? `WhatsApp sends from ${tested.value.displayPhoneNumber ?? 'the number'} (${tested.value.verifiedName ?? 'unnamed'}, quality ${tested.value.qualityRating ?? 'unknown'}).`
              : tested.error}
          </Alert>
        ) : null}
        {test.error ? <Alert color="red">{trpcErrorMessage(test.error, 'The test could not run.')}</Alert> : null}
      </Stack>
    </SectionCard>
  );
}
