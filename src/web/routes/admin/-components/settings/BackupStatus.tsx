import { Alert, Badge, Code, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatFileSize } from '../../../../lib/format.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The newest backup of the database and uploads, where backups go and how many are kept (owners). */
export function BackupStatus() {
  const { trpc } = useRouter().options.context;
  const overview = useQuery(trpc.backups.overview.queryOptions(undefined, { staleTime: 0 }));
  const description = (
    <>
      A copy of the database and the uploaded photos, made every night at 06:15 Dubai time (02:15 UTC) and at any time
      with <Code>npm run db:backup</Code>; <Code>npm run db:restore</Code> brings one back.
    </>
  );
  const data = overview.data;
  return (
    <SectionCard title="Backups" description={description} data-testid="backups">
      {!data ? (
        overview.isError ? (
          <Text c="red" role="alert">
            The backups could not be listed. Please try again.
          </Text>
        ) : (
          <Skeleton height={80} />
        )
      ) : (
        <Stack gap="md">
          {!data.last ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="No backup yet">
              Nothing protects the leads and content from a lost disk until a backup is made.
            </Alert>
          ) : null}
          {data.stale ? (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title="The last backup is over a day old"
            >
              The nightly backup did not run or failed: the server&apos;s log says why.
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Fact label="Last backup">
              {data.last ? (
                <Group gap="xs">
                  <span>{formatDateTime(data.last.at)}</span>
                  <Badge variant="light" color="gray" tt="none">
                    {formatFileSize(data.last.bytes)}
                  </Badge>
                </Group>
              ) : (
                'None'
              )}
            </Fact>
            <Fact label="Kept in">
              <Code>{data.location}</Code>
            </Fact>
            <Fact label="Retention">
              {data.scheduled
                ? `Nightly; the newest of ${data.keepDaily} days and ${data.keepWeekly} weeks (${data.count} stored)`
                : `The nightly backup is off (BACKUP_DAILY); ${data.count} stored`}
            </Fact>
          </SimpleGrid>
          {data.media === 's3' ? (
            <Text size="sm" c="dimmed">
              Uploaded photos stay in the S3 bucket and are not in these backups: keep versioning on for the bucket.
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
