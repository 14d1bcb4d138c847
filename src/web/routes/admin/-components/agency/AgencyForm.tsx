import { SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { agencyRegistrationSchema, type AgencyRegistrationInput } from '../../../../../shared/agency/schemas.ts';
import type { AgencyRegistrationView } from '../../../../../shared/agency/types.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { agencyRegistrationQuery } from '../../../../queries.ts';

type RegistrationValues = Required<AgencyRegistrationInput>;

const EMPTY: RegistrationValues = {
  tradeLicenceNumber: '',
  reraOrn: '',
  registeredAddress: '',
  developerName: '',
  projectName: '',
  projectRegistrationNumber: '',
  escrowAccountNumber: '',
  escrowBank: '',
};

function toFormValues(registration: AgencyRegistrationView | null): RegistrationValues {
  if (!registration) return EMPTY;
  const { updatedAt: _updatedAt, ...values } = registration;
  return values;
}

/** One part of the registration, under its heading and what it is taken from. */
function RegistrationPart({ title, source, children }: { title: string; source: string; children: ReactNode }) {
  return (
    <div>
      <Title order={2} fz="1.3rem" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {source}
      </Text>
      {children}
    </div>
  );
}

/** The agency's and the project's registration, as the website shows it from the moment it is saved. */
export function AgencyForm({ registration }: { registration: AgencyRegistrationView | null }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const { field, onSubmit, busy } = useConsoleForm({
    schema: agencyRegistrationSchema,
    initialValues: toFormValues(registration),
    save: trpc.agency.updateRegistration.mutationOptions(),
    onSaved: (saved, form) => {
      queryClient.setQueryData(agencyRegistrationQuery(trpc).queryKey, saved);
      form.setValues(toFormValues(saved));
      form.resetDirty(toFormValues(saved));
    },
    saved: { title: 'Registration Saved', message: 'The website shows the new details from now on.' },
    failed: 'The registration could not be saved. Please check the fields and try again.',
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <RegistrationPart title="The agency" source="As on the trade licence and the RERA office registration.">
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
        </RegistrationPart>
        <RegistrationPart
          title="The project"
          source="Every advertisement of the off-plan development names its developer, its RERA registration and its escrow account."
        >
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
        </RegistrationPart>
        <FormActions busy={busy} label="Save Registration">
          <Text size="xs" c="dimmed" data-testid="registration-updated">
            {registration ? `Last changed ${formatDateTime(registration.updatedAt)}` : 'Not entered yet.'}
          </Text>
        </FormActions>
      </Stack>
    </form>
  );
}
