import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import {
  agentHoursUpdateInput,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
  type WorkingHoursInput,
} from '../../../../../shared/viewings/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { MutationCall } from '../../../../features/console/use-console-mutation.ts';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { formatDate } from '../../../../lib/format-time.ts';
import { onEnter } from '../../../../features/console/on-enter.ts';
import type { QueryKey } from '@tanstack/react-query';

const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The hours a day gets when it is ticked as a working day. */
const NEW_DAY = { from: '09:00', to: '18:00' } as const;

export interface WorkingHoursEditorProps {
  agentId: number;
  hours: WorkingHours;
  /** The save: `trpc.viewings.updateAgentHours.mutationOptions()`. */
  save: MutationCall<{ agentId: number; hours: WorkingHoursInput }, WorkingHours>;
  invalidate: readonly QueryKey[];
  readOnly?: boolean;
}

/**
 * An agent's viewing hours, on Dubai's clock: which weekdays, from when to when, how long a viewing
 * lasts, the free time kept between two, how far ahead visitors may book, and the days off. Checked
 * by the shared schema the server saves with, its messages beside the fields.
 */
export function WorkingHoursEditor({ agentId, hours, save, invalidate, readOnly = false }: WorkingHoursEditorProps) {
  const initialValues: { agentId: number; hours: WorkingHoursInput } = { agentId, hours };
  const { form, errors, onSubmit, busy } = useConsoleForm({
    schema: agentHoursUpdateInput,
    initialValues,
    save,
    invalidate,
    saved: { title: 'Hours Updated', message: 'Visitors now see free times by these hours.' },
    failed: 'The hours could not be saved. Please try again.',
    onSaved: (saved, held) => {
      held.setValues({ agentId, hours: saved });
      held.resetDirty({ agentId, hours: saved });
    },
  });
  const week = form.values.hours.week;
  const field = (path: 'slotMinutes' | 'bufferMinutes' | 'horizonDays') => ({
    ...form.getInputProps(`hours.${path}`),
    error: errors[`hours.${path}`],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Viewing hours">
      <Stack gap="md">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="xs">
            {WEEKDAYS.map((day) => {
              const hoursOfDay = week[day];
              return (
                <Group key={day} gap="xs" align="flex-start">
                  <Checkbox
                    w={110}
                    mt={8}
                    label={WEEKDAY_NAMES[day]}
                    checked={hoursOfDay !== null}
                    onChange={(event) =>
                      form.setFieldValue(`hours.week.${day}`, event.currentTarget.checked ? NEW_DAY : null)
                    }
                  />
                  {hoursOfDay ? (
                    <>
                      <TextInput
                        type="time"
                        aria-label={`${WEEKDAY_NAMES[day]} from`}
                        w={120}
                        {...form.getInputProps(`hours.week.${day}.from`)}
                      />
                      <Text mt={8} aria-hidden>
                        –
                      </Text>
                      <TextInput
                        type="time"
                        aria-label={`${WEEKDAY_NAMES[day]} to`}
                        w={120}
                        {...form.getInputProps(`hours.week.${day}.to`)}
                      />
                    </>
                  ) : (
                    <Text mt={8} c="dimmed" size="sm">
                      No viewings
                    </Text>
                  )}
                </Group>
              );
            })}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
            <NumberInput label="Viewing length (minutes)" min={15} max={240} step={15} {...field('slotMinutes')} />
            <NumberInput
              label="Buffer between viewings (minutes)"
              min={0}
              max={240}
              step={5}
              {...field('bufferMinutes')}
            />
            <NumberInput label="Bookable ahead (days)" min={1} max={365} {...field('horizonDays')} />
          </SimpleGrid>
          <DaysOff
            value={form.values.hours.daysOff}
            onChange={(days) => form.setFieldValue('hours.daysOff', days)}
            error={errors['hours.daysOff']}
          />
        </fieldset>
        {!readOnly && <FormActions busy={busy} label="Save Hours" />}
      </Stack>
    </form>
  );
}

/** The Dubai dates the agent takes no viewings: a date box and Add, each date removable. */
function DaysOff({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (days: string[]) => void;
  error?: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    if (draft && !value.includes(draft)) onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <Input.Wrapper label="Days off" labelProps={{ htmlFor: id }} error={error} mt="md">
      <Group gap="xs" wrap="nowrap" maw={360}>
        <TextInput
          id={id}
          type="date"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onEnter(add)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={add} aria-label="Add day off">
          Add
        </Button>
      </Group>
      {value.length > 0 && (
        <Group gap={6} mt={8} role="list" aria-label="Days off">
          {value.map((day) => (
            <Group key={day} role="listitem" gap={2} className="day-off">
              <Text size="sm">{formatDate(day)}</Text>
              <CloseButton
                size="xs"
                aria-label={`Remove ${formatDate(day)}`}
                onClick={() => onChange(value.filter((d) => d !== day))}
              />
            </Group>
          ))}
        </Group>
      )}
    </Input.Wrapper>
  );
}
