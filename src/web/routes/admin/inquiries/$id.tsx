import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMessage, IconProgress, IconUserCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ENGLISH_NAMES } from '../../../../shared/i18n/locales.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiries/schemas.ts';
import type { InquiryDetailView } from '../../../../shared/inquiries/types.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordStates.tsx';
import { KIND_LABELS, STATUS_COLORS } from '../../../features/console/inquiry-filters.ts';
import { attributionRows, consentLines, detailRows, describeEvent } from './-components/inquiry-detail.ts';
import { DoNotContact } from './-components/DoNotContact.tsx';
import classes from './-components/Inbox.module.css';
import { formatDateTime, formatDuration } from '../../../lib/format.ts';

export const Route = createFileRoute('/admin/inquiries/$id')({
  loader: recordLoader((trpc, id) => trpc.inquiries.byId.queryOptions({ id })),
  component: InquiryDetail,
  notFoundComponent: () => (
    <RecordNotFound noun="Inquiry" header={<BackToInquiries />}>
      This inquiry does not exist, or it has been removed.
    </RecordNotFound>
  ),
  errorComponent: () => <RecordLoadError noun="Inquiry" header={<BackToInquiries />} />,
  pendingComponent: () => (
    <RecordPending noun="Inquiry" header={<BackToInquiries />}>
      <Skeleton height={40} width="40%" mb="md" />
      <Skeleton height={240} />
    </RecordPending>
  ),
});

function BackToInquiries() {
  return (
    <Button
      component={Link}
      to="/admin/inquiries"
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      mb="sm"
    >
      Back to Inquiries
    </Button>
  );
}

/** The lead as the server has it now; a pipeline change refreshes it in place. */
function InquiryDetail() {
  const { trpc } = Route.useRouteContext();
  const { id } = Route.useLoaderData();
  const { data: inquiry } = useSuspenseQuery(trpc.inquiries.byId.queryOptions({ id }));
  return (
    <>
      <BackToInquiries />
      <InquiryPanels inquiry={inquiry} />
    </>
  );
}

function InquiryPanels({ inquiry }: { inquiry: InquiryDetailView }) {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const agents = useQuery(trpc.agents.list.queryOptions());

  // A pipeline change touches this lead and the inbox rows (status, agent); nothing else.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.inquiries.byId.queryKey({ id: inquiry.id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.inquiries.list.queryKey() }),
    ]);
  const setStatus = useMutation(
    trpc.inquiries.setStatus.mutationOptions({
      onSuccess: async (_data, { status }) => {
        notifySuccess('Status Updated', `The lead is now ${status}.`);
        await refresh();
      },
      onError: () => notifyError('Error', 'The status could not be changed. Please try again.'),
    }),
  );
  const assign = useMutation(
    trpc.inquiries.assign.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Agent Assigned', 'The lead has been assigned.');
        await refresh();
      },
      onError: () => notifyError('Error', 'The agent could not be assigned. Please try again.'),
    }),
  );
  const addNote = useMutation(
    trpc.inquiries.addNote.mutationOptions({
      onSuccess: async () => {
        setNote('');
        notifySuccess('Note Added', 'The note has been saved.');
        await queryClient.invalidateQueries({ queryKey: trpc.inquiries.byId.queryKey({ id: inquiry.id }) });
      },
      onError: () => notifyError('Error', 'The note could not be saved. Please try again.'),
    }),
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz="2rem">
            {inquiry.name || inquiry.email}
          </Title>
          <Text size="sm" c="dimmed">
            {KIND_LABELS[inquiry.kind as keyof typeof KIND_LABELS] ?? inquiry.kind} · received{' '}
            {formatDateTime(inquiry.createdAt)}
            {inquiry.firstResponseAt
              ? ` · first answered after ${formatDuration((Date.parse(inquiry.firstResponseAt) - Date.parse(inquiry.createdAt)) / 1000)}`
              : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Badge
            size="lg"
            color="ink"
            variant="outline"
            tt="none"
            title="The language of the page the lead was sent from; the enquirer's e-mails are in it"
            data-testid="inquiry-language"
          >
            {ENGLISH_NAMES[inquiry.language]}
          </Badge>
          <Badge
            size="lg"
            color={STATUS_COLORS[inquiry.status] ?? 'gray'}
            variant="light"
            tt="none"
            data-testid="inquiry-status"
          >
            {inquiry.status}
          </Badge>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <Card withBorder padding="lg">
            <Title order={2} fz="1.3rem" mb="sm">
              What the visitor sent
            </Title>
            <dl className={classes.fields}>
              {detailRows(inquiry).map(([label, value]) => (
                <div key={label} className={classes.field}>
                  <dt>{label}</dt>
                  <dd>
                    {label === 'E-mail' ? (
                      <Anchor href={`mailto:${value}`}>{value}</Anchor>
                    ) : label === 'Phone' ? (
                      <Anchor href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</Anchor>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
              {inquiry.propertyId ? (
                <div className={classes.field}>
                  <dt>Property</dt>
                  <dd>
                    <Anchor component={Link} to={`/admin/properties/${inquiry.propertyId}`}>
                      {inquiry.propertyTitle ?? `Property #${inquiry.propertyId}`}
                    </Anchor>
                  </dd>
                </div>
              ) : null}
            </dl>
          </Card>
          <LeadOrigin inquiry={inquiry} />
          <ContactLeads inquiry={inquiry} />
          <DoNotContact inquiryId={inquiry.id} />
        </Stack>

        <Stack gap="md">
          <Card withBorder padding="lg">
            <Title order={2} fz="1.3rem" mb="sm">
              Pipeline
            </Title>
            <SegmentedControl
              fullWidth
              aria-label="Status"
              data={[...INQUIRY_STATUSES]}
              value={inquiry.status}
              disabled={setStatus.isPending}
              onChange={(status) => setStatus.mutate({ id: inquiry.id, status: status as InquiryStatus })}
              className={classes.pipeline}
            />
            <Select
              mt="md"
              label="Assigned agent"
              placeholder="Not assigned"
              clearable
              disabled={assign.isPending || !agents.data}
              data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
              clearButtonProps={{ 'aria-label': 'Remove the assignment' }}
              value={inquiry.assignedAgentId ? String(inquiry.assignedAgentId) : null}
              onChange={(value) => assign.mutate({ id: inquiry.id, agentId: value ? Number(value) : null })}
            />
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} fz="1.3rem" mb="sm">
              Internal notes
            </Title>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (note.trim()) addNote.mutate({ id: inquiry.id, note });
              }}
            >
              <Textarea
                label="New note"
                description="Only staff see notes."
                autosize
                minRows={2}
                maxRows={8}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group justify="flex-end" mt="xs">
                <Button type="submit" size="sm" disabled={addNote.isPending || !note.trim()}>
                  {addNote.isPending ? 'Saving...' : 'Add Note'}
                </Button>
              </Group>
            </form>
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} fz="1.3rem" mb="md">
              History
            </Title>
            {inquiry.events.length === 0 ? (
              <Text size="sm" c="dimmed">
                No changes yet.
              </Text>
            ) : (
              <Timeline bulletSize={24} lineWidth={2} data-testid="inquiry-history">
                {inquiry.events.map((event) => (
                  <Timeline.Item
                    key={event.id}
                    bullet={
                      event.type === 'note' ? (
                        <IconMessage size={14} aria-hidden />
                      ) : event.type === 'assignment' ? (
                        <IconUserCheck size={14} aria-hidden />
                      ) : (
                        <IconProgress size={14} aria-hidden />
                      )
                    }
                    title={describeEvent(event)}
                  >
                    {/* A note's text, or how an automatic assignment chose its agent. */}
                    {event.note ? (
                      <Text size="sm" className={classes.note}>
                        {event.note}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {event.by ?? 'System'} · {formatDateTime(event.createdAt)}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
          </Card>
        </Stack>
      </SimpleGrid>
    </>
  );
}

/** Where the lead came from, and what the visitor agreed to on the form. */
function LeadOrigin({ inquiry }: { inquiry: InquiryDetailView }) {
  const consents = consentLines(inquiry);
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="1.3rem" mb="sm">
        Attribution
      </Title>
      <dl className={classes.fields} data-testid="inquiry-attribution">
        {attributionRows(inquiry).map(([label, value]) => (
          <div key={label} className={classes.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Title order={3} fz="1.1rem" mt="md" mb="xs">
        Consent
      </Title>
      {consents.length === 0 ? (
        <Text size="sm" c="dimmed">
          No consent recorded with this lead.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="inquiry-consent">
          {consents.map((consent) => (
            <div key={consent.version}>
              <Group gap="xs">
                <Badge variant="light" color={consent.purpose === 'marketing' ? 'teal' : 'gray'} tt="none">
                  {consent.purpose === 'marketing'
                    ? 'News and offers'
                    : consent.purpose === 'privacy'
                      ? 'Privacy'
                      : 'Unknown'}
                </Badge>
                <Text size="xs" c="dimmed">
                  {consent.version}
                </Text>
              </Group>
              <Text size="sm">“{consent.text}”</Text>
            </div>
          ))}
          <Text size="xs" c="dimmed">
            Agreed {inquiry.consentedAt ? formatDateTime(inquiry.consentedAt) : ''}
            {inquiry.consentPage ? ` on ${inquiry.consentPage}` : ''}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** The same person's other leads (same e-mail or phone), oldest first, each a link. */
function ContactLeads({ inquiry }: { inquiry: InquiryDetailView }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="1.3rem" mb="sm">
        Other leads from this contact
      </Title>
      {inquiry.contactLeads.length === 0 ? (
        <Text size="sm" c="dimmed">
          This is the contact's only lead.
        </Text>
      ) : (
        <Stack gap={6} component="ul" data-testid="contact-leads" className={classes.contactLeads}>
          {inquiry.contactLeads.map((lead) => (
            <li key={lead.id}>
              <Anchor component={Link} to={`/admin/inquiries/${lead.id}`}>
                {KIND_LABELS[lead.kind as keyof typeof KIND_LABELS] ?? lead.kind} · {formatDateTime(lead.createdAt)}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {lead.createdAt < inquiry.createdAt ? 'earlier' : 'later'} · {lead.status}
                {lead.email.toLowerCase() !== inquiry.email.toLowerCase() ? ` · ${lead.email}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
