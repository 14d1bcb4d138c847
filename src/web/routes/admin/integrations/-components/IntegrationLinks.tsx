import { Card, SimpleGrid, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

const LINKS = [
  {
    to: '/admin/integrations/property-finder',
    title: 'Property Finder connection',
    text: 'API credentials, the webhook secret and the subscription.',
  },
  {
    to: '/admin/integrations/whatsapp',
    title: 'WhatsApp',
    text: 'The Cloud API number, the signed webhook, Test connection and the templates.',
  },
  {
    to: '/admin/integrations/webhooks',
    title: 'Outgoing webhooks',
    text: 'Tell other systems (a CRM, Zapier) about new leads.',
  },
] as const;

/** The Integrations screens' other pages. */
export function IntegrationLinks() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {LINKS.map((link) => (
        <Card
          key={link.to}
          withBorder
          padding="lg"
          radius="md"
          component="a"
          href={link.to}
          data-testid="integration-link"
        >
          <Text fw={600}>
            {link.title} <IconChevronRight size={14} aria-hidden />
          </Text>
          <Text size="sm" c="dimmed">
            {link.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
