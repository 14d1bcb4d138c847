import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ENGLISH_NAMES, locales } from '../../../shared/i18n/locales.ts';
import { INQUIRY_KINDS } from '../../../shared/inquiries/constants.ts';
import {
  DEFAULT_PAUSE_CALL_SECONDS,
  DEFAULT_SENDING_HOURS,
  PLAN_DELAY_UNITS,
  PLAN_STEP_ACTIONS,
} from '../../../shared/plans/constants.ts';
import type { PlanInput, PlanStepInput } from '../../../shared/plans/schemas.ts';
import type { PlanView } from '../../../shared/plans/types.ts';
import { PROPERTY_TYPES } from '../../../shared/properties/schemas.ts';
import { TASK_TYPE_LABELS, TASK_TYPES } from '../../../shared/tasks/constants.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';

const ACTION_LABELS = { email: 'Send e-mail template', whatsapp: 'Send WhatsApp template', task: 'Create task' };

const NEW_STEP: PlanStepInput = { action: 'email', delayAmount: 1, delayUnit: 'days', answersRequest: false };

function formValues(plan: PlanView | null): PlanInput {
  if (!plan)
    return {
      name: '',
      active: true,
      autoStart: false,
      rule: { sources: [], kinds: [], residenceTypes: [], languages: [] },
      sendingFrom: DEFAULT_SENDING_HOURS.from,
      sendingTo: DEFAULT_SENDING_HOURS.to,
      pauseCallSeconds: DEFAULT_PAUSE_CALL_SECONDS,
      steps: [{ ...NEW_STEP, delayAmount: 0, delayUnit: 'minutes' }],
    };
  const { id: _id, openRuns: _open, steps, ...fields } = plan;
  return { ...fields, steps: steps.map(({ templateName: _name, ...step }) => step) };
}

/** One list of a plan's rule as boxes to tick; none ticked means any. */
function RuleChoices({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<string | { value: string; label: string }>;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  return (
    <Checkbox.Group label={label} description="Any when none is ticked" value={value ?? []} onChange={onChange}>
      <Group gap="sm" mt={4}>
        {options.map((option) => {
          const { value: choice, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return <Checkbox key={choice} value={choice} label={text} />;
        })}
      </Group>
    </Checkbox.Group>
  );
}

/** A plan's definition: its rule, sending hours, pause on calls, and its ordered steps. */
export function PlanEditor({ plan, onDone }: { plan: PlanView | null; onDone: () => void }) {
  const { trpc } = useRouter().options.context;
  const { data: templates } = useQuery(trpc.conversations.templates.list.queryOptions());
  const form = useForm<PlanInput>({ initialValues: formValues(plan) });
  const save = useConsoleMutation(trpc.plans.save.mutationOptions(), {
    saved: (saved) => ({ title: 'Plan saved', message: saved.name }),
    failed: (error) => trpcErrorMessage(error, 'The plan could not be saved.'),
    invalidate: [trpc.plans.pathKey()],
    onSaved: onDone,
    onFailed: (error) => form.setErrors(firstFieldMessages(error)),
  });
  const templateOptions = (templates ?? []).map((template) => ({ value: String(template.id), label: template.name }));
  const steps = form.values.steps ?? [];
  return (
    <Card withBorder padding="lg" maw={960} data-testid="plan-editor">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => save.mutate({ ...(plan ? { id: plan.id } : {}), plan: values }))}
      >
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Group>
            <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Switch label="Start on new leads that match" {...form.getInputProps('autoStart', { type: 'checkbox' })} />
          </Group>
          <TextInput
            label="Sources"
            description="Lead sources it starts on, separated by commas; any when empty"
            value={form.values.rule?.sources?.join(',') ?? ''}
            onChange={(event) => form.setFieldValue('rule.sources', event.currentTarget.value.split(','))}
          />
          <RuleChoices label="Kinds" options={[...INQUIRY_KINDS]} {...form.getInputProps('rule.kinds')} />
          <RuleChoices
            label="Residence types"
            options={[...PROPERTY_TYPES]}
            {...form.getInputProps('rule.residenceTypes')}
          />
          <RuleChoices
            label="Languages"
            options={locales.map((locale) => ({ value: locale, label: ENGLISH_NAMES[locale] }))}
            {...form.getInputProps('rule.languages')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Send from"
              description="The buyer's time (else Dubai's)"
              {...form.getInputProps('sendingFrom')}
            />
            <TextInput label="Send until" {...form.getInputProps('sendingTo')} />
            <NumberInput label="Pause on a call of (seconds)" min={0} {...form.getInputProps('pauseCallSeconds')} />
          </Group>
          <Text fw={500}>Steps</Text>
          {steps.map((step, index) => (
            <Card key={index} withBorder padding="sm" data-testid="plan-step">
              <Group align="flex-end" wrap="wrap">
                <Text size="sm" fw={600}>
                  {index + 1}.
                </Text>
                <NumberInput label="After" min={0} w={90} {...form.getInputProps(`steps.${index}.delayAmount`)} />
                <Select
                  label="Unit"
                  w={110}
                  data={[...PLAN_DELAY_UNITS]}
                  allowDeselect={false}
                  {...form.getInputProps(`steps.${index}.delayUnit`)}
                />
                <Select
                  label="Action"
                  w={210}
                  allowDeselect={false}
                  data={PLAN_STEP_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }))}
                  {...form.getInputProps(`steps.${index}.action`)}
                />
                {step.action === 'task' ? (
                  <>
                    <Select
                      label="Task type"
                      data={TASK_TYPES.map((type) => ({ value: type, label: TASK_TYPE_LABELS[type] }))}
                      {...form.getInputProps(`steps.${index}.taskType`)}
                    />
                    <TextInput label="Note" {...form.getInputProps(`steps.${index}.taskNote`)} />
                  </>
                ) : (
                  <>
                    <Select
                      label="Template"
                      data={templateOptions}
                      value={step.templateId ? String(step.templateId) : null}
                      onChange={(value) =>
                        form.setFieldValue(`steps.${index}.templateId`, value ? Number(value) : null)
                      }
                      error={form.errors[`steps.${index}.templateId`]}
                    />
                    <Checkbox
                      label="Answers the buyer's request (sent without marketing consent)"
                      {...form.getInputProps(`steps.${index}.answersRequest`, { type: 'checkbox' })}
                    />
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove step ${index + 1}`}
                  disabled={steps.length === 1}
                  onClick={() => form.removeListItem('steps', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('steps', { ...NEW_STEP })}
            >
              Add step
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save plan
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
