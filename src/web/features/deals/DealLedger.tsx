import { Button, Group, NativeSelect, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouter } from '@tanstack/react-router';
import { PAYMENT_METHODS, sidesOf, type PartySide, type PaymentMethod } from '../../../shared/deals/constants.ts';
import type { DealView, PaymentView } from '../../../shared/deals/responses.ts';
import { partyFields, paymentFields } from '../../../shared/deals/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatWholeMoney } from '../../lib/format-money.ts';
import { formatDate, formatDateTime } from '../../lib/format-time.ts';
import { ConsoleTable, type ConsoleColumn } from '../console/ConsoleTable/ConsoleTable.tsx';
import { SectionCard } from '../console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { methodLabel, sideLabel } from './deal-labels.ts';
import { dealQueryKeys } from './deal-queries.ts';

/** The schema's first message per field, for a form's fields named as the schema's. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]).reverse());
}

/** The deal's buyers and sellers (tenants and landlords), with a form to add one and a button to remove one. */
export function DealParties({ deal }: { deal: DealView }) {
  const { trpc } = useRouter().options.context;
  const sides = sidesOf(deal.kind);
  const form = useForm({
    initialValues: {
      side: sides[0] as PartySide,
      kind: 'person' as 'person' | 'company',
      name: '',
      idDocumentNumber: '',
    },
    validate: (values) => {
      const parsed = partyFields.safeParse({ ...values, idDocumentNumber: values.idDocumentNumber || null });
      return parsed.success ? {} : fieldErrors(parsed.error.issues);
    },
  });
  const options = { invalidate: dealQueryKeys(trpc), failed: m.deals_save_failed() };
  const add = useConsoleMutation(trpc.deals.addParty.mutationOptions(), {
    ...options,
    saved: { title: m.deals_party_added(), message: '' },
    onSaved: () => form.reset(),
  });
  const remove = useConsoleMutation(trpc.deals.removeParty.mutationOptions(), {
    ...options,
    saved: { title: m.deals_party_removed(), message: '' },
  });
  return (
    <SectionCard title={m.deals_parties()}>
      <Stack gap="xs" data-testid="deal-parties">
        {deal.parties.map((party) => (
          <Group key={party.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              <strong>{party.name}</strong> · {sideLabel(party.side)}
              {party.kind === 'company' ? ` · ${m.deals_party_company()}` : ''}
            </Text>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate({ id: party.id })}>
              {m.deals_party_remove()}
            </Button>
          </Group>
        ))}
        <form
          onSubmit={form.onSubmit((values) =>
            add.mutate({
              dealId: deal.id,
              party: { ...values, idDocumentNumber: values.idDocumentNumber || null },
            }),
          )}
        >
          <Group align="flex-end" gap="xs">
            <NativeSelect
              label={m.deals_party_side()}
              data={sides.map((value) => ({ value, label: sideLabel(value) }))}
              {...form.getInputProps('side')}
            />
            <NativeSelect
              label={m.deals_party_kind()}
              data={[
                { value: 'person', label: m.deals_party_person() },
                { value: 'company', label: m.deals_party_company() },
              ]}
              {...form.getInputProps('kind')}
            />
            <TextInput label={m.deals_party_name()} {...form.getInputProps('name')} />
            <TextInput label={m.deals_id_number()} {...form.getInputProps('idDocumentNumber')} />
            <Button type="submit" loading={add.isPending}>
              {m.deals_party_add()}
            </Button>
          </Group>
        </form>
      </Stack>
    </SectionCard>
  );
}

const paymentColumns = (): ConsoleColumn<PaymentView>[] => [
  { key: 'receivedAt', header: m.deals_payment_received(), cell: (row) => formatDate(row.receivedAt), nowrap: true },
  { key: 'method', header: m.deals_payment_method(), cell: (row) => methodLabel(row.method) },
  {
    key: 'amount',
    header: m.deals_payment_amount(),
    cell: (row) => formatWholeMoney(row.amountAed, 'AED'),
    align: 'right',
  },
];

/** The payment ledger, and money received added to it (what the report rule reads). */
export function DealPayments({ deal, today }: { deal: DealView; today: string }) {
  const { trpc } = useRouter().options.context;
  const form = useForm({
    initialValues: { method: 'bank-transfer' as PaymentMethod, amountAed: '' as number | string, receivedOn: today },
    validate: (values) => {
      const parsed = paymentFields.safeParse(paymentOf(values));
      return parsed.success ? {} : fieldErrors(parsed.error.issues);
    },
  });
  const add = useConsoleMutation(trpc.deals.addPayment.mutationOptions(), {
    saved: { title: m.deals_payment_added(), message: '' },
    failed: m.deals_save_failed(),
    invalidate: dealQueryKeys(trpc),
    onSaved: () => form.reset(),
  });
  const open = deal.stage !== 'completed' && deal.stage !== 'lost';
  return (
    <SectionCard title={m.deals_payments()}>
      <Stack gap="sm">
        <ConsoleTable
          label={m.deals_payments()}
          columns={paymentColumns()}
          rows={deal.payments}
          rowKey={(row) => row.id}
          empty={m.deals_payments_empty()}
        />
        {open ? (
          <form onSubmit={form.onSubmit((values) => add.mutate({ dealId: deal.id, ...paymentOf(values) }))}>
            <Group align="flex-end" gap="xs">
              <NativeSelect
                label={m.deals_payment_method()}
                data={PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) }))}
                {...form.getInputProps('method')}
              />
              <NumberInput
                label={m.deals_payment_amount()}
                min={0}
                thousandSeparator=","
                {...form.getInputProps('amountAed')}
              />
              <TextInput type="date" label={m.deals_payment_received()} {...form.getInputProps('receivedOn')} />
              <Button type="submit" loading={add.isPending}>
                {m.deals_payment_add()}
              </Button>
            </Group>
          </form>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** The form's payment as the procedure takes it: the day received, at noon in Dubai. */
function paymentOf(values: { method: PaymentMethod; amountAed: number | string; receivedOn: string }) {
  return {
    method: values.method,
    amountAed: values.amountAed === '' ? Number.NaN : Number(values.amountAed),
    receivedAt: values.receivedOn ? `${values.receivedOn}T12:00:00+04:00` : '',
  };
}

/** The stage history, oldest first: each move with when and by whom. */
export function DealTimeline({ deal, label }: { deal: DealView; label: (stage: DealView['stage']) => string }) {
  return (
    <SectionCard title={m.deals_timeline()}>
      <Table data-testid="deal-timeline">
        <Table.Tbody>
          {deal.stages.map((event) => (
            <Table.Tr key={`${event.at}-${event.toStage}`}>
              <Table.Td>{label(event.toStage)}</Table.Td>
              <Table.Td>{formatDateTime(event.at)}</Table.Td>
              <Table.Td>{event.by ? m.deals_timeline_by({ name: event.by }) : ''}</Table.Td>
              <Table.Td>{event.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
