import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { ApiKeyView } from '../../../shared/api-keys/schemas.ts';
import { ConsoleTable, type ConsoleColumn } from '../console/ConsoleTable/ConsoleTable.tsx';
import { timeColumn } from '../console/ConsoleTable/time-column.tsx';
import { formatDateTime } from '../../lib/format-time.ts';

const STATUS_COLORS: Record<ApiKeyView['status'], string> = { active: 'teal', expired: 'gray', revoked: 'red' };
const STATUS_LABELS: Record<ApiKeyView['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

function columns(onRevoke: (key: ApiKeyView) => void): ConsoleColumn<ApiKeyView>[] {
  return [
    {
      key: 'name',
      header: 'Key',
      phone: 'title',
      sortValue: (key) => key.name,
      cell: (key) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {key.name}
          </Text>
          <Text size="xs" ff="monospace" c="dimmed">
            {key.prefix}…
          </Text>
        </Stack>
      ),
    },
    {
      key: 'scopes',
      header: 'Scopes',
      cell: (key) => (
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="light" size="sm" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'agent',
      header: 'Agent',
      nowrap: true,
      cell: (key) => <Text size="sm">{key.agentName ?? 'All agents'}</Text>,
    },
    timeColumn('created', 'Created', (key) => key.createdAt),
    {
      key: 'createdBy',
      header: 'Created by',
      cell: (key) => <Text size="sm">{key.createdBy ?? 'A former account'}</Text>,
    },
    {
      key: 'lastUsed',
      header: 'Last used',
      sortValue: (key) => key.lastUsedAt ?? '',
      cell: (key) =>
        key.lastUsedAt ? (
          <Stack gap={2}>
            <Text size="xs">{formatDateTime(key.lastUsedAt)}</Text>
            <Text size="xs" c="dimmed">
              from {key.lastUsedFrom}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            Never
          </Text>
        ),
    },
    {
      key: 'expires',
      header: 'Expires',
      nowrap: true,
      cell: (key) => (
        <Text size="xs" c={key.expiresAt ? undefined : 'dimmed'}>
          {key.expiresAt ? formatDateTime(key.expiresAt) : 'When unused'}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      // Wide enough for "Revoked" in full, which a badge would otherwise cut short.
      width: 110,
      nowrap: true,
      cell: (key) => (
        <Badge color={STATUS_COLORS[key.status]} variant="light">
          {STATUS_LABELS[key.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      phone: 'actions',
      align: 'right',
      cell: (key) =>
        key.status === 'revoked' ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconBan size={14} aria-hidden />}
            aria-label={`Revoke ${key.name}`}
            onClick={() => onRevoke(key)}
          >
            Revoke
          </Button>
        ),
    },
  ];
}

/** The owners' keys, newest first: what each may do, for whom, and when and where it was last used. */
export function ApiKeysTable({ keys, onRevoke }: { keys: ApiKeyView[]; onRevoke: (key: ApiKeyView) => void }) {
  return (
    <ConsoleTable
      label="API keys"
      columns={columns(onRevoke)}
      rows={keys}
      rowKey={(key) => key.id}
      rowProps={(key) => ({ 'data-testid': 'api-key-row', 'data-status': key.status })}
      empty="No API keys yet. Create one for each system that reads or writes through the API."
      minWidth={1000}
      verticalSpacing="sm"
      highlightOnHover
    />
  );
}
