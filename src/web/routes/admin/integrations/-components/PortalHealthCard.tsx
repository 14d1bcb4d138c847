import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PortalSourceHealth } from '../../../../../shared/integrations/portal-leads.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';

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
        <div>
          <Text size="sm" fw={600} mb={4}>
            Last errors
          </Text>
          {health.lastErrors.length === 0 ? (
            <Text size="sm" c="dimmed">
              No errors.
            </Text>
          ) : (
            <Stack gap={6} data-testid="portal-errors">
              {health.lastErrors.map((error, index) => (
                <div key={`${error.at}-${index}`}>
                  <Group gap="xs">
                    <Badge size="sm" variant="light" color={error.kind === 'processing' ? 'red' : 'orange'} tt="none">
                      {error.kind === 'processing' ? 'Processing' : 'Not an event'}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(error.at)}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {error.message}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </SectionCard>
  );
}
