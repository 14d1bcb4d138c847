import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { feeTableSchema, type FeeTable } from '../../../../../shared/cost-to-own/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';

type FeeField = Exclude<keyof FeeTable, 'asOf'>;

interface FieldSpec {
  name: FeeField;
  label: string;
  /** 'percent' or 'aed' (dirhams) or 'years'. */
  unit: 'percent' | 'aed' | 'years';
}

/** The table's figures in the groups staff think of them in, each with its unit. */
const GROUPS: { title: string; description: string; fields: FieldSpec[] }[] = [
  {
    title: 'Dubai Land Department',
    description: 'The transfer and admin fees, and the registration trustee fee by its price threshold.',
    fields: [
      { name: 'transferFeePercent', label: 'Transfer fee (% of the price)', unit: 'percent' },
      { name: 'adminFeeReady', label: 'Admin fee, ready (AED)', unit: 'aed' },
      { name: 'adminFeeOffPlan', label: 'Admin fee, off-plan (AED)', unit: 'aed' },
      { name: 'trusteeThreshold', label: 'Trustee fee threshold (AED)', unit: 'aed' },
      { name: 'trusteeFeeAtOrAbove', label: 'Trustee fee at or above it (AED, before VAT)', unit: 'aed' },
      { name: 'trusteeFeeBelow', label: 'Trustee fee below it (AED, before VAT)', unit: 'aed' },
    ],
  },
  {
    title: 'Commission, VAT and mortgage registration',
    description: 'VAT applies to the trustee fee, the commission and the bank’s fees.',
    fields: [
      { name: 'agencyCommissionPercent', label: 'Agency commission (% of the price)', unit: 'percent' },
      { name: 'vatPercent', label: 'VAT (%)', unit: 'percent' },
      { name: 'mortgageRegistrationPercent', label: 'Mortgage registration (% of the loan)', unit: 'percent' },
      { name: 'mortgageRegistrationFixed', label: 'Mortgage registration fixed fee (AED)', unit: 'aed' },
    ],
  },
  {
    title: 'Loan-to-value caps (UAE Central Bank)',
    description: 'The lowest cap that applies to a buyer is used: first or second home, residency, off-plan.',
    fields: [
      { name: 'ltvThreshold', label: 'First-home price threshold (AED)', unit: 'aed' },
      { name: 'ltvResidentFirstUpTo', label: 'First home, up to the threshold (%)', unit: 'percent' },
      { name: 'ltvResidentFirstAbove', label: 'First home, above the threshold (%)', unit: 'percent' },
      { name: 'ltvSecondHome', label: 'Second home (%)', unit: 'percent' },
      { name: 'ltvNonResident', label: 'Non-resident (%)', unit: 'percent' },
      { name: 'ltvOffPlan', label: 'Off-plan (%)', unit: 'percent' },
      { name: 'maxTermYears', label: 'Longest term (years)', unit: 'years' },
    ],
  },
  {
    title: 'Calculator defaults',
    description: 'What the calculator starts from; buyers change them.',
    fields: [
      { name: 'defaultRatePercent', label: 'Interest rate (% a year)', unit: 'percent' },
      { name: 'defaultTermYears', label: 'Term (years)', unit: 'years' },
      { name: 'defaultArrangementFeePercent', label: 'Bank arrangement fee (% of the loan)', unit: 'percent' },
      { name: 'defaultValuationFee', label: 'Valuation fee (AED, before VAT)', unit: 'aed' },
    ],
  },
];

/** The cost-to-own fee table: every rate, fee and cap of the calculator, saved together and audited. */
export function FeeTableForm({ fees }: { fees: FeeTable }) {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: feeTableSchema,
    initialValues: fees,
    save: trpc.costToOwn.updateFees.mutationOptions(),
    saved: { title: 'Fees Updated', message: 'The calculator uses the new figures from now on.' },
    failed: 'The fees could not be saved. Please check the figures and try again.',
    invalidate: [trpc.costToOwn.fees.queryKey()],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cost-to-own fees">
      <Stack gap="md">
        <SectionCard
          title="As of"
          description="The day these figures were last checked against their sources; the calculator shows it."
        >
          <TextInput type="date" label="Figures as of" maw={240} {...field('asOf')} />
        </SectionCard>
        {GROUPS.map((group) => (
          <SectionCard key={group.title} title={group.title} description={group.description}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {group.fields.map((spec) => (
                <NumberInput
                  key={spec.name}
                  label={spec.label}
                  min={0}
                  allowNegative={false}
                  allowDecimal={spec.unit !== 'years'}
                  decimalScale={spec.unit === 'percent' ? 3 : 2}
                  thousandSeparator={spec.unit === 'aed' ? ',' : undefined}
                  {...field(spec.name)}
                />
              ))}
            </SimpleGrid>
          </SectionCard>
        ))}
        <FormActions busy={busy} label="Save fees" sticky />
      </Stack>
    </form>
  );
}
