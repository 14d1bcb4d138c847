import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { m } from '../../../shared/paraglide/messages.js';
import { useCan } from '../console/console-access.ts';
import { ComplianceFile } from './ComplianceFile.tsx';

/**
 * The compliance part of a deal's page: the whole file for compliance officers; for everyone else
 * only whether it is complete, never a hit or its reason (no tipping off).
 */
export function DealComplianceSlot({ dealId }: { dealId: number }) {
  const can = useCan();
  return can('compliance.manage') ? <ComplianceFile dealId={dealId} /> : <ComplianceStatus dealId={dealId} />;
}

function ComplianceStatus({ dealId }: { dealId: number }) {
  const { trpc } = useRouter().options.context;
  const { data } = useQuery(trpc.compliance.status.queryOptions({ dealId }));
  return (
    <Card withBorder padding="lg" data-testid="compliance-status">
      <Group justify="space-between">
        <Title order={2} fz="1.1rem">
          {m.compliance_title()}
        </Title>
        {data ? (
          <Badge color={data.complete ? 'teal' : 'gray'}>
            {data.complete ? m.compliance_complete() : m.compliance_incomplete()}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {m.compliance_status_hint()}
      </Text>
    </Card>
  );
}
