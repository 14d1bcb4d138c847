import { Badge, Group, Text, Title } from '@mantine/core';
import { ENGLISH_NAMES } from '../../../../../shared/i18n/locales.ts';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { StartDealButton } from '../../../../features/deals/StartDealButton.tsx';
import { kindLabel, STATUS_COLORS } from '../../../../features/console/inquiry-labels.ts';
import { formatDateTime, formatDuration } from '../../../../lib/format-time.ts';

/** Who sent the lead, what kind it is, when it came and was first answered; its language and status. */
export function InquiryHeader({ inquiry }: { inquiry: InquiryDetailView }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="2rem">
          {inquiry.name || inquiry.email}
        </Title>
        <Text size="sm" c="dimmed">
          {kindLabel(inquiry.kind)} · received {formatDateTime(inquiry.createdAt)}
          {inquiry.firstResponseAt
            ? ` · first answered after ${formatDuration((Date.parse(inquiry.firstResponseAt) - Date.parse(inquiry.createdAt)) / 1000)}`
            : ''}
        </Text>
      </div>
      <Group gap="xs">
        <StartDealButton inquiryId={inquiry.id} />
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
  );
}
