import { Alert, Badge, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouter } from '@tanstack/react-router';
import type { DealView } from '../../../shared/deals/responses.ts';
import { dealUpdateInput, type DealUpdateInput } from '../../../shared/deals/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatWholeMoney } from '../../lib/format-money.ts';
import { SectionCard } from '../console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { dealQueryKeys } from './deal-queries.ts';

type Figure = number | string;
interface TermsValues {
  priceAed: Figure;
  commissionRatePct: Figure;
  commissionAmountAed: Figure;
  agentSplitPct: Figure;
  otherAgencyName: string;
  otherAgencySplitPct: Figure;
  reportReference: string;
  reportFiledOn: string;
}

const figure = (value: Figure) => (value === '' ? null : Number(value));
const text = (value: string) => (value.trim() ? value.trim() : null);

function toInput(id: number, values: TermsValues): DealUpdateInput {
  return {
    id,
    priceAed: values.priceAed === '' ? Number.NaN : Number(values.priceAed),
    commissionRatePct: figure(values.commissionRatePct),
    commissionAmountAed: figure(values.commissionAmountAed),
    agentSplitPct: figure(values.agentSplitPct),
    otherAgencyName: text(values.otherAgencyName),
    otherAgencySplitPct: figure(values.otherAgencySplitPct),
    reportReference: text(values.reportReference),
    reportFiledOn: values.reportFiledOn || null,
  };
}

/**
 * The deal's price and commission (rate or amount, the other agency's and the agent's shares, VAT on
 * top) with the figures the server works out, and, when the payments require it, the goAML report's
 * reference and filing date that completing the deal waits for.
 */
export function DealTerms({ deal }: { deal: DealView }) {
  const { trpc } = useRouter().options.context;
  const form = useForm<TermsValues>({
    initialValues: {
      priceAed: deal.priceAed,
      commissionRatePct: deal.commissionRatePct ?? '',
      commissionAmountAed: deal.commissionAmountAed ?? '',
      agentSplitPct: deal.agentSplitPct ?? '',
      otherAgencyName: deal.otherAgencyName ?? '',
      otherAgencySplitPct: deal.otherAgencySplitPct ?? '',
      reportReference: deal.reportReference ?? '',
      reportFiledOn: deal.reportFiledOn ?? '',
    },
    validate: (values) => {
      const parsed = dealUpdateInput.safeParse(toInput(deal.id, values));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse());
    },
  });
  const save = useConsoleMutation(trpc.deals.update.mutationOptions(), {
    saved: { title: m.deals_saved(), message: '' },
    failed: m.deals_save_failed(),
    invalidate: dealQueryKeys(trpc),
  });
  const { commission } = deal;
  return (
    <SectionCard title={m.deals_commission()}>
      <form onSubmit={form.onSubmit((values) => save.mutate(toInput(deal.id, values)))} data-testid="deal-terms">
        <Stack gap="sm">
          {commission ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="deal-commission">
              <Figures label={m.deals_commission()} value={commission.commissionAed} />
              <Figures label={m.deals_vat()} value={commission.vatAed} />
              <Figures label={m.deals_total_with_vat()} value={commission.totalWithVatAed} />
              <Figures label={m.deals_share_agency()} value={commission.agencyAed} />
              <Figures label={m.deals_share_agent()} value={commission.agentAed} />
              <Figures label={m.deals_share_other_agency()} value={commission.otherAgencyAed} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {m.deals_commission_none()}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <NumberInput label={m.deals_price()} min={0} thousandSeparator="," {...form.getInputProps('priceAed')} />
            <NumberInput
              label={m.deals_commission_rate()}
              min={0}
              max={100}
              {...form.getInputProps('commissionRatePct')}
            />
            <NumberInput label={m.deals_commission_amount()} min={0} {...form.getInputProps('commissionAmountAed')} />
            <NumberInput label={m.deals_agent_split()} min={0} max={100} {...form.getInputProps('agentSplitPct')} />
            <TextInput label={m.deals_other_agency()} {...form.getInputProps('otherAgencyName')} />
            <NumberInput
              label={m.deals_other_agency_split()}
              min={0}
              max={100}
              {...form.getInputProps('otherAgencySplitPct')}
            />
          </SimpleGrid>
          {deal.reportRequired ? (
            <Alert
              color="orange"
              title={<Badge color="orange">{m.deals_report_required()}</Badge>}
              data-testid="deal-report"
            >
              <Stack gap="xs">
                <Text size="sm">{m.deals_report_required_help()}</Text>
                <Group grow align="flex-start">
                  <TextInput label={m.deals_report_reference()} {...form.getInputProps('reportReference')} />
                  <TextInput type="date" label={m.deals_report_filed_on()} {...form.getInputProps('reportFiledOn')} />
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {m.deals_save()}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

function Figures({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatWholeMoney(value, 'AED')}</Text>
    </div>
  );
}
