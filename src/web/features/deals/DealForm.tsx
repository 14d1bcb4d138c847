import { Button, Group, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { DealKind } from '../../../shared/deals/constants.ts';
import { dealCreateInput, type DealCreateInput } from '../../../shared/deals/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { useCan } from '../console/console-access.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { kindLabel } from './deal-labels.ts';
import { dealQueryKeys } from './deal-queries.ts';

export interface DealFormValues {
  kind: DealKind;
  priceAed: number | string;
  agentId: string | null;
  expectedCloseOn: string;
  partyName: string;
  partyEmail: string;
  partyPhone: string;
}

/** What the form starts with: blank, or the lead's draft (its contact, residence, agent and price). */
export interface DealDraft {
  kind: DealKind;
  inquiryId: number | null;
  propertyId: number | null;
  agentId: number | null;
  priceAed: number | null;
  parties: { name: string; email?: string | null; phone?: string | null }[];
}

function toInput(values: DealFormValues, draft: DealDraft | null): DealCreateInput {
  const name = values.partyName.trim();
  return {
    kind: values.kind,
    inquiryId: draft?.inquiryId ?? null,
    ...(draft?.propertyId ? { propertyId: draft.propertyId } : {}),
    ...(values.agentId ? { agentId: Number(values.agentId) } : {}),
    priceAed: values.priceAed === '' ? Number.NaN : Number(values.priceAed),
    ...(values.expectedCloseOn ? { expectedCloseOn: values.expectedCloseOn } : {}),
    parties: name
      ? [
          {
            side: values.kind === 'sale' ? 'buyer' : 'tenant',
            kind: 'person',
            name,
            email: values.partyEmail || null,
            phone: values.partyPhone || null,
          },
        ]
      : [],
  };
}

/** Where the schema's refusals go on this form. */
const FIELD_OF: Record<string, keyof DealFormValues> = {
  priceAed: 'priceAed',
  agentId: 'agentId',
  expectedCloseOn: 'expectedCloseOn',
  parties: 'partyName',
};

/**
 * A new deal at the offer stage: sale or rental, the price, the first buyer (or tenant), the expected
 * close; managers choose the agent. From a lead, it starts filled in with the lead's draft.
 */
export function DealForm({ draft = null, onDone }: { draft?: DealDraft | null; onDone: () => void }) {
  const { trpc } = useRouter().options.context;
  const navigate = useNavigate();
  const manages = useCan()('deals.manage');
  const { data: agents = [] } = useQuery(trpc.agents.list.queryOptions(undefined, { enabled: manages }));
  const first = draft?.parties[0];
  const form = useForm<DealFormValues>({
    initialValues: {
      kind: draft?.kind ?? 'sale',
      priceAed: draft?.priceAed ?? '',
      agentId: draft?.agentId ? String(draft.agentId) : null,
      expectedCloseOn: '',
      partyName: first?.name ?? '',
      partyEmail: first?.email ?? '',
      partyPhone: first?.phone ?? '',
    },
    validate: (values) => {
      const parsed = dealCreateInput.safeParse(toInput(values, draft));
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [FIELD_OF[String(issue.path[0])] ?? 'partyName', issue.message]),
      );
    },
  });
  const create = useConsoleMutation(trpc.deals.create.mutationOptions(), {
    saved: { title: m.deals_created(), message: m.deals_created_message() },
    failed: m.deals_save_failed(),
    invalidate: dealQueryKeys(trpc),
    onSaved: (deal) => {
      onDone();
      void navigate({ to: '/admin/deals/$dealId', params: { dealId: String(deal.id) } });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(toInput(values, draft)))} data-testid="deal-form">
      <Stack gap="xs">
        <SegmentedControl
          aria-label={m.deals_kind()}
          data={(['sale', 'rental'] as const).map((value) => ({ value, label: kindLabel(value) }))}
          {...form.getInputProps('kind')}
        />
        <NumberInput label={m.deals_price()} min={0} thousandSeparator="," {...form.getInputProps('priceAed')} />
        {manages ? (
          <Select
            label={m.deals_agent()}
            clearable
            data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
            {...form.getInputProps('agentId')}
          />
        ) : null}
        <TextInput type="date" label={m.deals_expected_close()} {...form.getInputProps('expectedCloseOn')} />
        <TextInput label={m.deals_first_party()} {...form.getInputProps('partyName')} />
        <Group grow gap="xs" align="flex-start">
          <TextInput type="email" label={m.deals_email()} {...form.getInputProps('partyEmail')} />
          <TextInput label={m.deals_phone()} {...form.getInputProps('partyPhone')} />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {m.deals_cancel()}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {m.deals_start()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
