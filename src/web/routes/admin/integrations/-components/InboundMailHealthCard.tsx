import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InboundMailHealth } from '../../../../../shared/integrations/inbound-mail.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { Figure } from './PortalHealthCard.tsx';
import { RecentErrors } from './RecentErrors.tsx';

const when = (at: string | null) => (at ? formatDateTime(at) : 'None yet');

function WayIn({ label, configured, detail }: { label: string; configured: boolean; detail: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge size="sm" variant="light" color={configured ? 'teal' : 'gray'} tt="none">
        {configured ? 'On' : 'Off'}
      </Badge>
      <Text size="sm">
        {label}: <code style={{ overflowWrap: 'anywhere' }}>{detail}</code>
      </Text>
    </Group>
  );
}

/**
 * Buyers' e-mail coming in (the SMTP receiver and the IMAP poll), as the portals' cards show their
 * leads: which ways are on, the last message and poll, and the last error.
 */
export function InboundMailHealthCard({ health }: { health: InboundMailHealth }) {
  const { smtp, imap } = health;
  const errors = [
    imap.lastError ? { what: 'IMAP poll', message: imap.lastError, at: imap.lastPollAt } : null,
    health.lastError ? { what: 'Processing', message: health.lastError.message, at: health.lastError.at } : null,
  ].filter((error) => error !== null);
  return (
    <SectionCard title="Inbound e-mail">
      <Stack gap="md" data-testid="inbound-mail-health">
        <Text size="sm" c="dimmed">
          Reply address domain: <code>{health.domain ?? 'not set (INBOUND_EMAIL_DOMAIN)'}</code>
        </Text>
        <Stack gap={6}>
          <WayIn
            label="SMTP receiver"
            configured={smtp.configured}
            detail={smtp.configured ? `port ${smtp.port ?? '?'}` : 'INBOUND_SMTP_PORT unset'}
          />
          <WayIn label="IMAP poll" configured={imap.configured} detail={imap.mailbox ?? 'INBOUND_IMAP_URL unset'} />
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          <Figure label="Last message" value={when(health.lastReceivedAt)} testId="inbound-last-message" />
          <Figure label="Messages (24 h)" value={String(health.received24h)} testId="inbound-24h" />
          <Figure label="Last by SMTP" value={when(smtp.lastReceivedAt)} testId="inbound-last-smtp" />
          {imap.configured ? (
            <Figure label="Last poll" value={when(imap.lastPollAt)} testId="inbound-last-poll" />
          ) : null}
          {imap.configured ? (
            <Figure label="Too large, left unread" value={String(imap.skippedTooLarge)} testId="inbound-too-large" />
          ) : null}
        </SimpleGrid>
        <RecentErrors
          errors={errors.map((error) => ({ label: error.what, color: 'red', at: error.at, message: error.message }))}
          testId="inbound-errors"
        />
      </Stack>
    </SectionCard>
  );
}
