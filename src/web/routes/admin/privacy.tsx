import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDownload, IconEraser, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { personalDataLookupSchema } from '../../../shared/privacy/schemas.ts';
import type { PersonalDataCounts, PersonalDataFindings } from '../../../shared/privacy/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../lib/trpc-errors.ts';
import type { Trpc } from '../../router-context.ts';
import { ListLoadError, ListPending } from './-components/ListStates.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PageHeader } from './-components/PageHeader.tsx';

export const Route = createFileRoute('/admin/privacy')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(actionsQuery(trpc)),
  component: PrivacyScreen,
  pendingComponent: () => <ListPending frame={privacyFrame}>Loading the record of requests...</ListPending>,
  errorComponent: () => (
    <ListLoadError frame={privacyFrame}>The record of requests could not be loaded. Please try again.</ListLoadError>
  ),
});

function actionsQuery(trpc: Trpc) {
  return trpc.privacy.actions.queryOptions(undefined, { staleTime: 0 });
}

const DESCRIPTION =
  'Find everything stored about one person, give them a copy, or erase it at their request. Leads are anonymised, not deleted, so the figures stay true.';

function privacyFrame(body: ReactNode) {
  return (
    <>
      <PageHeader title="Personal Data" description={DESCRIPTION} />
      {body}
    </>
  );
}

/** 'leads: 2, newsletter: 1' from the counts each store gave. */
function countsText(counts: PersonalDataCounts): string {
  const parts = Object.entries(counts).map(([store, count]) => `${store}: ${count}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** Hands the export to the browser as a file, without putting the data in an address. */
function downloadJson(filename: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function PrivacyScreen() {
  const { trpc } = Route.useRouteContext();
  // The person searched for stays in the page's memory, never in its address or history.
  const [contact, setContact] = useState<string | null>(null);
  return privacyFrame(
    <Stack gap="lg">
      <LookupForm onFind={setContact} />
      {contact ? <Findings trpc={trpc} contact={contact} /> : null}
      <ActionLog trpc={trpc} />
    </Stack>,
  );
}

function LookupForm({ onFind }: { onFind: (contact: string) => void }) {
  const form = useForm({
    initialValues: { contact: '' },
    validate: schemaResolver(personalDataLookupSchema, { sync: true }),
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={form.onSubmit((values) => onFind(values.contact.trim()))} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail address or telephone number"
            placeholder="name@example.com or +971 50 123 4567"
            autoComplete="off"
            required
            style={{ flex: '1 1 20rem' }}
            {...form.getInputProps('contact')}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Find
          </Button>
        </Group>
      </form>
    </Card>
  );
}

type Pending = 'export' | 'erase' | null;

function Findings({ trpc, contact }: { trpc: Trpc; contact: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Pending>(null);
  const findOptions = trpc.privacy.find.queryOptions({ contact }, { staleTime: 0 });
  const found = useQuery(findOptions);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.privacy.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() }),
    ]);

  const exportData = useMutation(
    trpc.privacy.export.mutationOptions({
      onSuccess: async ({ filename, data }) => {
        setConfirming(null);
        downloadJson(filename, data);
        notifySuccess('Data Exported', `${filename} holds ${countsText(data.counts)}. The export is recorded.`);
        await refresh();
      },
      onError: (error) => notifyError('Error', trpcErrorMessage(error, 'The export failed. Please try again.')),
    }),
  );
  const erase = useMutation(
    trpc.privacy.erase.mutationOptions({
      onSuccess: async ({ counts }) => {
        setConfirming(null);
        notifySuccess('Data Erased', `Erased ${countsText(counts)}. The erasure is recorded.`);
        await refresh();
      },
      onError: (error) => notifyError('Error', trpcErrorMessage(error, 'The erasure failed. Please try again.')),
    }),
  );

  if (found.isPending) {
    return (
      <Text c="dimmed" aria-busy="true">
        Searching...
      </Text>
    );
  }
  if (found.isError) {
    const fieldMessage = firstFieldMessages(found.error).contact;
    return (
      <Alert color="red" title="Error" role="alert">
        {fieldMessage ?? 'The search failed. Please try again.'}
      </Alert>
    );
  }
  const findings: PersonalDataFindings = found.data;
  const busy = exportData.isPending || erase.isPending;

  return (
    <Card withBorder padding="lg" data-testid="personal-data-findings">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="1.3rem">
            {findings.total === 0
              ? 'Nothing stored'
              : `${findings.total} ${findings.total === 1 ? 'record' : 'records'} found`}
          </Title>
          <Text size="sm" c="dimmed">
            For the {findings.subject.kind === 'email' ? 'e-mail address' : 'telephone number'} {contact}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => setConfirming('export')}
            disabled={busy}
          >
            Export JSON
          </Button>
          <Button
            color="red.9"
            leftSection={<IconEraser size={16} aria-hidden />}
            onClick={() => setConfirming('erase')}
            disabled={busy || findings.total === 0}
          >
            Erase
          </Button>
        </Group>
      </Group>
      <Stack gap="md">
        {findings.stores.map((store) => (
          <div key={store.key}>
            <Text fw={600} size="sm" mb={4}>
              {store.label}{' '}
              <Badge variant="light" color={store.records.length ? 'orchid' : 'gray'} size="sm">
                {store.records.length}
              </Badge>
            </Text>
            {store.records.length ? (
              <List size="sm" spacing={2}>
                {store.records.map((record) => (
                  <List.Item key={record.id}>
                    {record.summary}
                    {record.date ? (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {formatDateTime(record.date)}
                      </Text>
                    ) : null}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                None.
              </Text>
            )}
          </div>
        ))}
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => (busy ? undefined : setConfirming(null))}
        title={confirming === 'erase' ? 'Erase this person’s data?' : 'Export this person’s data?'}
        centered
      >
        {confirming === 'erase' ? (
          <Text size="sm">
            Their {findings.total} {findings.total === 1 ? 'record' : 'records'} will be erased: leads are kept for the
            figures but lose the name, e-mail, telephone, message, details and notes; the newsletter subscription is
            deleted. This cannot be undone.
          </Text>
        ) : (
          <Text size="sm">
            A JSON file with everything stored about {contact} will be downloaded to this computer. Hand it only to the
            person it is about. The export is recorded.
          </Text>
        )}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
            Cancel
          </Button>
          {confirming === 'erase' ? (
            <Button color="red.9" onClick={() => erase.mutate({ contact })} disabled={busy}>
              {erase.isPending ? 'Erasing...' : 'Erase Data'}
            </Button>
          ) : (
            <Button onClick={() => exportData.mutate({ contact })} disabled={busy}>
              {exportData.isPending ? 'Exporting...' : 'Download Export'}
            </Button>
          )}
        </Group>
      </Modal>
    </Card>
  );
}

function ActionLog({ trpc }: { trpc: Trpc }) {
  const { data: actions } = useSuspenseQuery(actionsQuery(trpc));
  return (
    <Card withBorder padding={0}>
      <Title order={2} fz="1.3rem" p="md" pb="xs">
        Record of requests
      </Title>
      <Text size="sm" c="dimmed" px="md" pb="sm">
        Every export and erasure, newest first. The person is kept only as a SHA-256 of their normalised e-mail address
        or telephone digits.
      </Text>
      {actions.length === 0 ? (
        <Text c="dimmed" p="md" pt={0}>
          No exports or erasures yet.
        </Text>
      ) : (
        // No horizontal scrolling: on a phone the columns wrap, so the log needs no scrollable region.
        <Table verticalSpacing="xs" data-testid="personal-data-actions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Person (SHA-256)</Table.Th>
              <Table.Th>Records</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {actions.map((action) => (
              <Table.Tr key={action.id} data-testid="personal-data-action">
                <Table.Td>
                  <Text size="xs">{formatDateTime(action.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={action.action === 'erase' ? 'red.9' : 'ink.9'} tt="none">
                    {action.action === 'erase' ? 'Erased' : 'Exported'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" title={action.subjectHash}>
                    {action.subjectKind === 'email' ? 'e-mail' : 'phone'} {action.subjectHash.slice(0, 16)}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{countsText(action.counts)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{action.by ?? '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
