import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconLicense } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { PERMIT_WARNING_DAYS } from '../../../../../shared/properties/advertising.ts';
import type { PermitAlert } from '../../../../../shared/properties/types.ts';
import { formatDate } from '../../../../lib/format-time.ts';

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
    <Alert
      color="orchid"
      variant="light"
      icon={<IconLicense size={18} aria-hidden />}
      mb="lg"
      title={`Advertising permits: ${alerts.length} ${alerts.length === 1 ? 'listing needs' : 'listings need'} attention`}
      data-testid="permit-alerts"
    >
      <List size="sm" spacing={4}>
        {alerts.map((alert) => (
          <List.Item key={alert.id} data-testid="permit-alert">
            <Anchor component={Link} to={`/admin/properties/${alert.id}`} size="sm" c="ink.9" underline="always">
              {alert.title}
            </Anchor>{' '}
            ({alert.status}): {problemText(alert)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
