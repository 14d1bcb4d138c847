import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { agencyRegistrationSchema, type AgencyRegistrationInput } from '../../../shared/agency/schemas.ts';
import type { AgencyRegistrationView } from '../../../shared/agency/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { firstFieldMessages } from '../../lib/trpc-errors.ts';
import { agencyRegistrationQuery } from '../../queries.ts';
import { ListLoadError, ListPending } from '../../features/console/ScreenStates/ListStates.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';

export const Route = createFileRoute('/admin/agency')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(agencyRegistrationQuery(trpc)),
  component: AgencyScreen,
  pendingComponent: () => <ListPending frame={agencyFrame}>Loading the registration...</ListPending>,
  errorComponent: () => (
    <ListLoadError frame={agencyFrame}>The registration could not be loaded. Please try again.</ListLoadError>
  ),
});

const DESCRIPTION =
  'The licence and registration numbers the website shows in its footer, on the landing and about pages and in its structured data.';

function agencyFrame(body: ReactNode) {
  return (
    <>
      <PageHeader title="Agency & Project" description={DESCRIPTION} />
      <Card withBorder padding="lg" maw={960}>
        {body}
      </Card>
    </>
  );
}

type FormValues = Required<AgencyRegistrationInput>;

const EMPTY: FormValues = {
  tradeLicenceNumber: '',
  reraOrn: '',
  registeredAddress: '',
  developerName: '',
  projectName: '',
  projectRegistrationNumber: '',
  escrowAccountNumber: '',
  escrowBank: '',
};

function toFormValues(registration: AgencyRegistrationView | null): FormValues {
  if (!registration) return EMPTY;
  const { updatedAt: _updatedAt, ...values } = registration;
  return values;
}

function AgencyScreen() {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const { data: registration } = useSuspenseQuery(agencyRegistrationQuery(trpc));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<FormValues>({
    initialValues: toFormValues(registration),
    validate: schemaResolver(agencyRegistrationSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useMutation(
    trpc.agency.updateRegistration.mutationOptions({
      onSuccess: (saved) => {
        setServerErrors({});
        queryClient.setQueryData(agencyRegistrationQuery(trpc).queryKey, saved);
        form.setValues(toFormValues(saved));
        form.resetDirty(toFormValues(saved));
        notifySuccess('Registration Saved', 'The website shows the new details from now on.');
      },
      onError: (error) => {
        setServerErrors(firstFieldMessages(error));
        notifyError('Error', 'The registration could not be saved. Please check the fields and try again.');
      },
    }),
  );
  const errors = { ...serverErrors, ...form.errors };
  const field = (name: keyof FormValues) => ({ ...form.getInputProps(name), error: errors[name] });

  return agencyFrame(
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={2} fz="1.3rem" mb={4}>
            The agency
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            As on the trade licence and the RERA office registration.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Trade licence number" required {...field('tradeLicenceNumber')} />
            <TextInput
              label="RERA office registration number (ORN)"
              required
              inputMode="numeric"
              {...field('reraOrn')}
            />
          </SimpleGrid>
          <Textarea label="Registered address" required autosize minRows={2} mt="md" {...field('registeredAddress')} />
        </div>
        <div>
          <Title order={2} fz="1.3rem" mb={4}>
            The project
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Every advertisement of the off-plan development names its developer, its RERA registration and its escrow
            account.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Developer" required {...field('developerName')} />
            <TextInput label="Project name" required {...field('projectName')} />
            <TextInput
              label="Project registration number"
              required
              inputMode="numeric"
              {...field('projectRegistrationNumber')}
            />
            <TextInput label="Escrow bank" required {...field('escrowBank')} />
            <TextInput label="Escrow account (IBAN or account number)" required {...field('escrowAccountNumber')} />
          </SimpleGrid>
        </div>
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" data-testid="registration-updated">
            {registration ? `Last changed ${formatDateTime(registration.updatedAt)}` : 'Not entered yet.'}
          </Text>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Registration'}
          </Button>
        </Group>
      </Stack>
    </form>,
  );
}
