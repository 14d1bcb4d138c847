import { Badge, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouter } from '@tanstack/react-router';
import { partyDiligenceInput, type PartyFileView } from '../../../shared/compliance/file.ts';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '../../../shared/deals/constants.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { BeneficialOwners } from './BeneficialOwners.tsx';
import { complianceQueryKeys } from './compliance-queries.ts';
import { DocumentUpload } from './DocumentUpload.tsx';
import { given, IDENTITY_FIELDS, PARTY_ONLY_FIELDS } from './identity-fields.ts';

const TEXT_FIELDS = [...IDENTITY_FIELDS, ...PARTY_ONLY_FIELDS];
type TextField = (typeof TEXT_FIELDS)[number]['name'];
type Values = Record<TextField, string> & {
  idDocumentType: IdDocumentType | null;
  pep: boolean;
  pepDetails: string;
  ownedThroughCompany: boolean;
};

function toInput(partyId: number, values: Values) {
  const identity = Object.fromEntries(TEXT_FIELDS.map(({ name }) => [name, given(values[name])]));
  return {
    partyId,
    identity: { ...identity, idDocumentType: values.idDocumentType },
    pep: values.pep,
    pepDetails: given(values.pepDetails),
    ownedThroughCompany: values.ownedThroughCompany,
  };
}

/** A party's customer due diligence: identity, PEP declaration, company chain, owners and document copies. */
export function PartyDiligenceForm({ party, dealId }: { party: PartyFileView; dealId: number }) {
  const { trpc } = useRouter().options.context;
  const form = useForm<Values>({
    initialValues: {
      ...(Object.fromEntries(TEXT_FIELDS.map(({ name }) => [name, party[name] ?? ''])) as Record<TextField, string>),
      idDocumentType: (party.idDocumentType as IdDocumentType | null) ?? null,
      pep: party.pep,
      pepDetails: party.pepDetails ?? '',
      ownedThroughCompany: party.ownedThroughCompany,
    },
    validate: (values) => {
      const parsed = partyDiligenceInput.safeParse(toInput(party.id, values));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message]));
    },
  });
  const save = useConsoleMutation(trpc.compliance.updateParty.mutationOptions(), {
    saved: { title: party.name, message: m.compliance_save() },
    failed: (error) => trpcErrorMessage(error, 'The due diligence could not be saved.'),
    invalidate: complianceQueryKeys(trpc),
  });
  const company = party.kind === 'company';
  return (
    <Stack gap="xs" data-testid="party-diligence">
      <Group gap="xs">
        <Title order={3} fz="1rem">
          {party.name}
        </Title>
        <Text size="sm" c="dimmed">
          {party.side}
        </Text>
        {party.documentExpired ? <Badge color="red">{m.compliance_expired()}</Badge> : null}
      </Group>
      <form onSubmit={form.onSubmit((values) => save.mutate(toInput(party.id, values)))}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {company ? null : (
            <Select
              label={m.compliance_id_type()}
              data={[...ID_DOCUMENT_TYPES]}
              clearable
              {...form.getInputProps('idDocumentType')}
            />
          )}
          {TEXT_FIELDS.filter(({ name }) => (company ? name !== 'dateOfBirth' : name !== 'tradeLicenceNumber')).map(
            (field) => (
              <TextInput key={field.name} type={field.type} label={field.label()} {...form.getInputProps(field.name)} />
            ),
          )}
        </SimpleGrid>
        <Group mt="xs" gap="md">
          <Checkbox label={m.compliance_pep()} {...form.getInputProps('pep', { type: 'checkbox' })} />
          {company ? (
            <Checkbox
              label={m.compliance_chain()}
              {...form.getInputProps('ownedThroughCompany', { type: 'checkbox' })}
            />
          ) : null}
          <Button type="submit" size="compact-sm" loading={save.isPending}>
            {m.compliance_save()}
          </Button>
        </Group>
      </form>
      {company ? <BeneficialOwners party={party} /> : null}
      <DocumentUpload dealId={dealId} partyId={party.id} />
    </Stack>
  );
}
