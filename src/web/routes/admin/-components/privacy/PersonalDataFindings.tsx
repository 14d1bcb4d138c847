import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { PersonalDataFindings as Findings } from '../../../../../shared/privacy/types.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { ConfirmRequest, type PersonalDataRequest } from './ConfirmRequest.tsx';
import { countsText, downloadJson } from './personal-data.ts';

/** Every store's records about the person, as the search found them. */
function StoredRecords({ findings }: { findings: Findings }) {
  return (
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
  );
}

/** What is stored about `contact`, and the export and erasure of it, each confirmed first. */
export function PersonalDataFindings({ contact }: { contact: string }) {
  const { trpc } = useRouter().options.context;
  const [confirming, setConfirming] = useState<PersonalDataRequest | null>(null);
  const found = useQuery(trpc.privacy.find.queryOptions({ contact }, { staleTime: 0 }));
  const changed = [trpc.privacy.pathKey(), trpc.inquiries.pathKey(), trpc.dashboard.pathKey()];
  const exportData = useConsoleMutation(trpc.privacy.export.mutationOptions(), {
    onSaved: ({ filename, data }) => {
      setConfirming(null);
      downloadJson(filename, data);
    },
    saved: ({ filename, data }) => ({
      title: 'Data Exported',
      message: `${filename} holds ${countsText(data.counts)}. The export is recorded.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The export failed. Please try again.'),
    invalidate: changed,
  });
  const erase = useConsoleMutation(trpc.privacy.erase.mutationOptions(), {
    onSaved: () => setConfirming(null),
    saved: ({ counts, heldBack }) => ({
      title: 'Data Erased',
      message: [
        `Erased ${countsText(counts)}. The erasure is recorded.`,
        ...heldBack.map((reason) => `Kept: ${reason}`),
      ].join(' '),
    }),
    failed: (error) => trpcErrorMessage(error, 'The erasure failed. Please try again.'),
    invalidate: changed,
  });

  if (found.isPending) {
    return (
      <Text c="dimmed" aria-busy="true">
        Searching...
      </Text>
    );
  }
  if (found.isError) {
    return (
      <Alert color="red" title="Error" role="alert">
        {firstFieldMessages(found.error).contact ?? 'The search failed. Please try again.'}
      </Alert>
    );
  }
  const findings = found.data;
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
      <StoredRecords findings={findings} />
      <ConfirmRequest
        request={confirming}
        contact={contact}
        total={findings.total}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(request) => (request === 'erase' ? erase : exportData).mutate({ contact })}
      />
    </Card>
  );
}
