import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MILESTONE_STAGES, paymentPlanTotal, type MilestoneStage } from '../../../../../shared/cost-to-own/schemas.ts';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { MilestoneFormValues, PropertyFormValues } from './property-form-values.ts';
import classes from './PropertyForm.module.css';

const STAGE_LABELS: Record<MilestoneStage, string> = {
  booking: 'On booking',
  construction: 'Construction milestone',
  handover: 'On handover',
  postHandover: 'After handover',
};

/** What a new row starts as: the next stage after the last row's, with its usual label. */
function nextMilestone(plan: MilestoneFormValues[]): MilestoneFormValues {
  const last = plan.at(-1)?.stage;
  const stage: MilestoneStage = !last ? 'booking' : last === 'booking' ? 'construction' : last;
  return { stage, label: stage === 'construction' ? '' : STAGE_LABELS[stage], percent: '', dueOn: '' };
}

/**
 * An off-plan residence's payment plan: milestones (on booking, construction, handover, after
 * handover) each a percentage with an optional date; the shared schema demands they add up to 100%.
 */
export function PropertyPaymentPlan({ form, errors }: ConsoleForm<PropertyFormValues, PropertyInput>) {
  const plan = form.values.paymentPlan;
  const total = paymentPlanTotal(plan.map((row) => ({ percent: Number(row.percent) || 0 })));
  const input = (index: number, name: keyof MilestoneFormValues) => {
    const path = `paymentPlan.${index}.${name}`;
    return { ...form.getInputProps(path), error: errors[path] };
  };
  return (
    <FormSection title="Off-plan payment plan">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          For off-plan and under-construction residences: when the price falls due. The residence page shows it as a
          timeline and the cost calculator uses it. Leave it empty for a ready residence.
        </Text>
        {plan.length ? (
          <ol className={classes.milestones} aria-label="Milestones">
            {plan.map((_, index) => (
              <li key={index} className={classes.milestone}>
                <Select
                  label="When"
                  data={MILESTONE_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))}
                  allowDeselect={false}
                  {...input(index, 'stage')}
                />
                <TextInput label="Label" placeholder="e.g. 50% construction complete" {...input(index, 'label')} />
                <NumberInput
                  label="Percent"
                  min={0}
                  max={100}
                  decimalScale={2}
                  suffix="%"
                  {...input(index, 'percent')}
                />
                <TextInput type="date" label="Due (optional)" {...input(index, 'dueOn')} />
                <ActionIcon
                  variant="default"
                  aria-label={`Remove milestone ${index + 1}`}
                  onClick={() => form.removeListItem('paymentPlan', index)}
                  className={classes.milestoneRemove}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </li>
            ))}
          </ol>
        ) : null}
        {errors.paymentPlan ? (
          <Alert color="red" variant="light" role="alert">
            {errors.paymentPlan}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('paymentPlan', nextMilestone(plan))}
          >
            Add milestone
          </Button>
          {plan.length ? (
            <Text size="sm" c={total === 100 ? 'dimmed' : 'red'} data-testid="payment-plan-total">
              Total {total}% {total === 100 ? '' : '(must be 100%)'}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </FormSection>
  );
}
