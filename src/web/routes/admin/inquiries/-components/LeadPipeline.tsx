import { SegmentedControl, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { optionalEnum } from '../../../../../shared/enums.ts';
import { INQUIRY_STATUSES } from '../../../../../shared/inquiries/constants.ts';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import classes from './InquiryDetail.module.css';
import { useCan } from '../../../../features/console/console-access.ts';

/** The lead's status and the agent it is assigned to, each changed in one step. */
export function LeadPipeline({ inquiry }: { inquiry: InquiryDetailView }) {
  const { trpc } = useRouter().options.context;
  const agents = useQuery(trpc.agents.list.queryOptions());
  // A pipeline change touches this lead and the inbox rows (status, agent); nothing else.
  // The timeline shows the status and assignment changes too.
  const changed = [
    trpc.inquiries.byId.queryKey({ id: inquiry.id }),
    trpc.inquiries.list.pathKey(),
    trpc.conversations.timeline.queryKey({ inquiryId: inquiry.id }),
  ];
  const setStatus = useConsoleMutation(trpc.inquiries.setStatus.mutationOptions(), {
    saved: (_lead, { status }) => ({ title: 'Status Updated', message: `The lead is now ${status}.` }),
    failed: 'The status could not be changed. Please try again.',
    invalidate: changed,
  });
  const can = useCan();
  const assign = useConsoleMutation(trpc.inquiries.assign.mutationOptions(), {
    saved: { title: 'Agent Assigned', message: 'The lead has been assigned.' },
    failed: 'The agent could not be assigned. Please try again.',
    invalidate: changed,
  });

  return (
    <SectionCard title="Pipeline">
      <SegmentedControl
        fullWidth
        aria-label="Status"
        data={[...INQUIRY_STATUSES]}
        value={inquiry.status}
        disabled={setStatus.isPending}
        onChange={(value) => {
          const status = optionalEnum(value, INQUIRY_STATUSES);
          if (status) setStatus.mutate({ id: inquiry.id, status });
        }}
        className={classes.pipeline}
      />
      <Select
        mt="md"
        label="Assigned agent"
        // Agents see who has the lead; reassigning is for owners and managers.
        readOnly={!can('leads.assign')}
        placeholder="Not assigned"
        clearable
        disabled={assign.isPending || !agents.data}
        data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
        clearButtonProps={{ 'aria-label': 'Remove the assignment' }}
        value={inquiry.assignedAgentId ? String(inquiry.assignedAgentId) : null}
        onChange={(value) => assign.mutate({ id: inquiry.id, agentId: value ? Number(value) : null })}
      />
    </SectionCard>
  );
}
