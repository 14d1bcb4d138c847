import { Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-time.ts';
import type { ConsoleColumn } from './columns.ts';

/**
 * The column a console list opens with: when each row happened, in the agency's time, on one line,
 * and on a phone card the moment alone (its label would only repeat what the card's place says).
 */
export function timeColumn<Row>(key: string, header: string, at: (row: Row) => Date | string): ConsoleColumn<Row> {
  return { key, header, nowrap: true, phone: 'plain', cell: (row) => <Text size="xs">{formatDateTime(at(row))}</Text> };
}
