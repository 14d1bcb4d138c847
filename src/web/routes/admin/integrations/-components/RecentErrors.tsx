import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format-time.ts';

export interface RecentError {
  /** What went wrong, as the badge names it ('Processing', 'IMAP poll'). */
  label: string;
  color: 'red' | 'orange';
  /** When it happened, if known. */
  at: string | null;
  message: string;
}

/** An integration's last errors, newest first, each a badge, its time and its message; or "No errors." */
export function RecentErrors({ errors, testId }: { errors: readonly RecentError[]; testId: string }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        Last errors
      </Text>
      {errors.length === 0 ? (
        <Text size="sm" c="dimmed">
          No errors.
        </Text>
      ) : (
        <Stack gap={6} data-testid={testId}>
          {errors.map((error, index) => (
            <div key={`${error.label}-${error.at ?? ''}-${index}`}>
              <Group gap="xs">
                <Badge size="sm" variant="light" color={error.color} tt="none">
                  {error.label}
                </Badge>
                {error.at ? (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(error.at)}
                  </Text>
                ) : null}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {error.message}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </div>
  );
}
