import { Anchor, Badge, Button, Card, Group, Modal, Select, Table, Tabs, Text } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../shared/mail/outbox-statuses.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { optionalEnum } from '../../../../shared/enums.ts';
import type { Trpc } from '../../../router-context.ts';
import { ListLoadError, ListPending } from '../-components/ListStates.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PageHeader } from '../-components/PageHeader.tsx';

interface OutboxSearch {
  status?: OutboxStatus;
}

export const Route = createFileRoute('/admin/outbox/')({
  validateSearch: (raw: Record<string, unknown>): OutboxSearch => {
    const status = optionalEnum(raw.status, OUTBOX_STATUSES);
    return status ? { status } : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(outboxQuery(trpc, deps)),
  component: Outbox,
  pendingComponent: () => <ListPending frame={outboxFrame}>Loading messages...</ListPending>,
  errorComponent: () => (
    <ListLoadError frame={outboxFrame}>The outbox could not be loaded. Please try again.</ListLoadError>
  ),
});

function outboxQuery(trpc: Trpc, search: OutboxSearch) {
  return trpc.outbox.list.queryOptions({ ...search, limit: 200, offset: 0 }, { staleTime: 0 });
}

const STATUS_COLORS: Record<string, string> = { queued: 'blue', sent: 'green', held: 'yellow', failed: 'red' };
const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', held: 'Held', failed: 'Failed' };

function outboxFrame(body: ReactNode) {
  return <OutboxFrame>{body}</OutboxFrame>;
}

function OutboxFrame({ children }: { children: ReactNode }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the site sends: lead notifications, acknowledgements, reminders and newsletter mail."
      />
      <Card withBorder padding="sm" mb="md">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          maw={240}
          data={OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          clearButtonProps={{ 'aria-label': 'Clear the status filter' }}
          value={search.status ?? null}
          onChange={(value) => navigate({ search: { status: optionalEnum(value, OUTBOX_STATUSES) }, replace: true })}
        />
      </Card>
      <Card withBorder padding={0}>
        {children}
      </Card>
    </>
  );
}

function Outbox() {
  const { trpc } = Route.useRouteContext();
  const search = Route.useLoaderDeps();
  const list = useSuspenseQuery(outboxQuery(trpc, search));
  const [previewId, setPreviewId] = useState<number | null>(null);

  return (
    <OutboxFrame>
      {list.data.items.length === 0 ? (
        <Text c="dimmed" p="lg" ta="center">
          {search.status ? 'No messages with this status.' : 'No messages yet. Mail appears here as leads arrive.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Lead</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last error</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((message) => (
                <Table.Tr key={message.id} data-testid="outbox-row">
                  <Table.Td>
                    <Text size="xs">{formatDateTime(message.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{message.recipient}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {message.subject}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {message.inquiryId ? (
                      <Anchor component={Link} to={`/admin/inquiries/${message.inquiryId}`} size="sm">
                        #{message.inquiryId}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[message.status] ?? 'gray'} variant="light" tt="none">
                      {message.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{message.attempts}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {message.lastError ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconEye size={14} aria-hidden />}
                      onClick={() => setPreviewId(message.id)}
                    >
                      Preview
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MessagePreview id={previewId} onClose={() => setPreviewId(null)} />
    </OutboxFrame>
  );
}

/** How often, and how many times at most, a resent copy is looked at until the mail worker has taken it. */
const COPY_POLL_MS = 1_000;
const COPY_POLLS = 30;

/** The message as it was rendered for sending, and the resend action. */
function MessagePreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const message = useQuery({ ...trpc.outbox.byId.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.outbox.list.queryKey() });
  // The copy is queued; the mail worker sends or holds it a moment later. Once it has, the list is
  // fetched again, so a list filtered by what the copy became (sent, held) shows it without a reload.
  const refreshListWhenTaken = async (copyId: number) => {
    for (let poll = 0; poll < COPY_POLLS; poll += 1) {
      await new Promise((done) => setTimeout(done, COPY_POLL_MS));
      const copy = await queryClient.fetchQuery({ ...trpc.outbox.byId.queryOptions({ id: copyId }), staleTime: 0 });
      if (copy.status !== 'queued') return refreshList();
    }
  };
  const resend = useMutation(
    trpc.outbox.resend.mutationOptions({
      onSuccess: async (copy) => {
        notifySuccess('Message Queued', 'A copy of the message has been queued for sending.');
        onClose();
        await refreshList();
        // Not awaited: the button is free again at once.
        void refreshListWhenTaken(copy.id);
      },
      onError: () => notifyError('Error', 'The message could not be queued. Please try again.'),
    }),
  );
  const data = message.data;
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={data?.subject ?? 'Message'}>
      {!data ? (
        <Text c="dimmed">{message.isError ? 'The message could not be loaded.' : 'Loading...'}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            To {data.recipient} · {data.status}
            {data.sentAt ? ` on ${formatDateTime(data.sentAt)}` : ''}
          </Text>
          <Tabs defaultValue="html">
            <Tabs.List>
              <Tabs.Tab value="html">HTML</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* An empty sandbox: the message's markup shows, nothing in it can run or navigate the console. */}
              <iframe
                title="HTML version of the message"
                sandbox=""
                srcDoc={data.html}
                style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
                {data.text}
              </Text>
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" mt="md">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={resend.isPending}
              onClick={() => resend.mutate({ id: data.id })}
            >
              Resend a Copy
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
