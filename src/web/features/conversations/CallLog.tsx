import { Button, Group, Input, NumberInput, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { CALL_OUTCOMES, type CallOutcome, type MessageDirection } from '../../../shared/conversations/constants.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { callOutcomeLabel } from './conversation-labels.ts';

/** Logging a call from the timeline: who called whom, how it went, how long, what was said. It counts as answering the lead. */
export function CallLog({ inquiryId, onDone }: { inquiryId: number; onDone: () => void }) {
  const { trpc } = useRouter().options.context;
  // Mostly the agent calls the buyer back: outgoing unless told otherwise, as the server defaults.
  const [direction, setDirection] = useState<MessageDirection>('out');
  const [outcome, setOutcome] = useState<CallOutcome>('answered');
  const [minutes, setMinutes] = useState<number | string>(0);
  const [note, setNote] = useState('');
  const log = useConsoleMutation(trpc.conversations.logCall.mutationOptions(), {
    saved: { title: m.conversations_call_saved(), message: m.conversations_call_saved_message() },
    failed: m.conversations_call_failed(),
    invalidate: [trpc.conversations.timeline.queryKey({ inquiryId }), trpc.inquiries.byId.queryKey({ id: inquiryId })],
    onSaved: onDone,
  });
  return (
    <Stack gap="xs" data-testid="call-log">
      <Input.Wrapper label={m.conversations_call_direction()}>
        <SegmentedControl
          fullWidth
          aria-label={m.conversations_call_direction()}
          value={direction}
          onChange={(value) => setDirection(value === 'in' ? 'in' : 'out')}
          data={[
            { value: 'out', label: m.conversations_call_outgoing() },
            { value: 'in', label: m.conversations_call_incoming() },
          ]}
        />
      </Input.Wrapper>
      <Select
        label={m.conversations_call_outcome()}
        data={CALL_OUTCOMES.map((value) => ({ value, label: callOutcomeLabel(value) }))}
        value={outcome}
        onChange={(value) => setOutcome(CALL_OUTCOMES.find((one) => one === value) ?? 'answered')}
        allowDeselect={false}
      />
      <NumberInput label={m.conversations_call_minutes()} min={0} max={1440} value={minutes} onChange={setMinutes} />
      <Textarea
        label={m.conversations_call_note()}
        autosize
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {m.conversations_cancel()}
        </Button>
        <Button
          disabled={log.isPending}
          onClick={() =>
            log.mutate({
              inquiryId,
              direction,
              outcome,
              durationSeconds: Math.round(Number(minutes || 0) * 60),
              ...(note.trim() ? { note } : {}),
            })
          }
        >
          {m.conversations_call_save()}
        </Button>
      </Group>
    </Stack>
  );
}
