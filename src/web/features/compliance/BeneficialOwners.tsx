import { Badge, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouter } from '@tanstack/react-router';
import type { PartyFileView } from '../../../shared/compliance/file.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { complianceQueryKeys } from './compliance-queries.ts';
import { given, IDENTITY_FIELDS } from './identity-fields.ts';

type FieldName = (typeof IDENTITY_FIELDS)[number]['name'];
type Values = Record<FieldName, string> & { name: string; sharePct: number | string };

/** The people owning 25% or more of a company party, each with their own identity; screened when added. */
export function BeneficialOwners({ party }: { party: PartyFileView }) {
  const { trpc } = useRouter().options.context;
  const options = {
    failed: (error: unknown) => trpcErrorMessage(error, 'The owner could not be saved.'),
    invalidate: complianceQueryKeys(trpc),
  };
  const add = useConsoleMutation(trpc.compliance.addOwner.mutationOptions(), {
    ...options,
    saved: { title: m.compliance_owners(), message: m.compliance_save() },
    onSaved: () => form.reset(),
  });
  const remove = useConsoleMutation(trpc.compliance.removeOwner.mutationOptions(), {
    ...options,
    saved: { title: m.compliance_owners(), message: m.compliance_remove() },
  });
  const form = useForm<Values>({
    initialValues: {
      name: '',
      sharePct: 25,
      ...(Object.fromEntries(IDENTITY_FIELDS.map(({ name }) => [name, ''])) as Record<FieldName, string>),
    },
  });
  const submit = (values: Values) =>
    add.mutate({
      partyId: party.id,
      owner: {
        name: values.name,
        sharePct: Number(values.sharePct),
        pep: false,
        ...Object.fromEntries(IDENTITY_FIELDS.map(({ name }) => [name, given(values[name])])),
      },
    });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {m.compliance_owners()}
      </Text>
      {party.owners.map((owner) => (
        <Group key={owner.id} gap="xs">
          <Text size="sm">
            {owner.name} ({owner.sharePct}%)
          </Text>
          {owner.documentExpired ? <Badge color="red">{m.compliance_expired()}</Badge> : null}
          <Button size="compact-xs" variant="subtle" onClick={() => remove.mutate({ id: owner.id })}>
            {m.compliance_remove()}
          </Button>
        </Group>
      ))}
      <form onSubmit={form.onSubmit(submit)}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={m.compliance_name()} required {...form.getInputProps('name')} />
          <NumberInput label={m.compliance_share()} min={25} max={100} w={110} {...form.getInputProps('sharePct')} />
          {IDENTITY_FIELDS.map((field) => (
            <TextInput key={field.name} type={field.type} label={field.label()} {...form.getInputProps(field.name)} />
          ))}
          <Button type="submit" size="compact-sm" loading={add.isPending}>
            {m.compliance_add_owner()}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
