import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PortalSourceHealth } from '../../../../../shared/integrations/portal-leads.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { RecentErrors } from './RecentErrors.tsx';

const TITLES: Record<PortalSourceHealth['source'], string> = {
  'property-finder': 'Property Finder',
  bayut: 'Bayut and dubizzle',
  dubizzle: 'dubizzle',
  whatsapp: 'WhatsApp',
};

const WEBHOOK_PATHS: Record<PortalSourceHealth['source'], string> = {
  'property-finder': '/webhooks/property-finder',
  bayut: '/webhooks/bayut',
  dubizzle: '/webhooks/bayut',
  whatsapp: '/webhooks/whatsapp',
};

/** A labelled figure of an integration card. */
export function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** One portal's incoming leads: the last event, the day's events and signature failures, the last errors. */
export function PortalHealthCard({ health }: { health: PortalSourceHealth }) {
  return (
    <SectionCard title={TITLES[health.source]}>
      <Stack gap="md" data-testid={`portal-health-${health.source}`}>
        <Text size="sm" c="dimmed">
          Webhook address: <code>{WEBHOOK_PATHS[health.source]}</code>
        </Text>
        <Figure
          label="Last event"
          value={health.lastEventAt ? formatDateTime(health.lastEventAt) : 'None yet'}
          testId="portal-last-event"
        />
        <SimpleGrid cols={2} spacing="sm">
          <Figure label="Events (24 h)" value={String(health.events24h)} testId="portal-events-24h" />
          <Figure
            label="Signature failures (24 h)"
            value={String(health.signatureFailures24h)}
            testId="portal-signature-failures"
          />
        </SimpleGrid>
        <RecentErrors
          errors={health.lastErrors.map((error) => ({
            label: error.kind === 'processing' ? 'Processing' : 'Not an event',
            color: error.kind === 'processing' ? 'red' : 'orange',
            at: error.at,
            message: error.message,
          }))}
          testId="portal-errors"
        />
      </Stack>
    </SectionCard>
  );
}
