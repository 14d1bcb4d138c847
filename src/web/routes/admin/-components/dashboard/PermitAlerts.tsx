import { Text } from '@mantine/core';
import { IconLicense } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { PERMIT_WARNING_DAYS } from '../../../../../shared/properties/advertising.ts';
import type { PermitAlert } from '../../../../../shared/properties/types.ts';
import { formatDate } from '../../../../lib/format-time.ts';
import { AttentionList } from './AttentionList.tsx';

function problemText(alert: PermitAlert): string {
  if (alert.problem === 'missing') return 'needs an advertising permit (number, verification link and expiry)';
  if (alert.problem === 'expired')
    return `permit ${alert.permitNumber ?? ''} expired on ${formatDate(alert.permitExpiresOn ?? '')}`;
  return `permit ${alert.permitNumber ?? ''} expires on ${formatDate(alert.permitExpiresOn ?? '')}`;
}

/**
 * The dashboard's list of listings on the market that need a permit, or whose permit expires within
 * the warning days: a listing without a valid permit may not be advertised in Dubai.
 */
export function PermitAlerts() {
  const { trpc } = useRouter().options.context;
  const { data: alerts } = useQuery(trpc.dashboard.permitAlerts.queryOptions(undefined, { staleTime: 0 }));
  if (!alerts) return null;
  if (alerts.length === 0)
    return (
      <Text c="dimmed" size="sm" mb="lg" data-testid="permit-alerts">
        Every listing on the market has an advertising permit valid for at least {PERMIT_WARNING_DAYS} more days.
      </Text>
    );
  return (
    <AttentionList
      source="Advertising permits"
      color="orchid"
      icon={<IconLicense size={18} aria-hidden />}
      testId="permit-alerts"
      itemTestId="permit-alert"
      items={alerts.map((alert) => ({
        propertyId: alert.id,
        title: alert.title,
        state: alert.status,
        problem: problemText(alert),
      }))}
    />
  );
}
