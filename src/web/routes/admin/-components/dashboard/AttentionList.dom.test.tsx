import { screen, within } from '@testing-library/react';
import type { inferRouterOutputs } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { PermitAlerts } from './PermitAlerts.tsx';
import { PortalActions } from './PortalActions.tsx';

type Outputs = inferRouterOutputs<AppRouter>;

const permitAlerts: Outputs['dashboard']['permitAlerts'] = [
  { id: 7, title: 'Penthouse 801', status: 'Available', permitNumber: null, permitExpiresOn: null, problem: 'missing' },
  {
    id: 9,
    title: 'Villa 3',
    status: 'Available',
    permitNumber: '7110345678',
    permitExpiresOn: '2026-12-01',
    problem: 'expiring',
  },
];

const openActions: Outputs['propertyFinderListings']['openActions'] = [
  {
    propertyId: 12,
    reference: 'SSR-12',
    title: 'Residence 1204',
    state: 'action-needed',
    reasons: ['the photos are too small'],
    actions: [{ type: 'permit_mismatch', expireAction: null, expiresAt: null, receivedAt: '2026-11-26T10:00:00Z' }],
  },
];

/** Both warning lists of the dashboard, with the server's answers already in the cache. */
function renderLists(permits: typeof permitAlerts, actions: typeof openActions) {
  return renderInDom(
    <>
      <PermitAlerts />
      <PortalActions />
    </>,
    '/admin',
    (context) => {
      context.queryClient.setQueryData(context.trpc.dashboard.permitAlerts.queryKey(), permits);
      context.queryClient.setQueryData(context.trpc.propertyFinderListings.openActions.queryKey(), actions);
    },
  );
}

describe("the dashboard's warning lists", () => {
  it('name each residence with a link to its record, its state and what needs doing', async () => {
    await renderLists(permitAlerts, openActions);

    const permits = screen.getByTestId('permit-alerts');
    expect(within(permits).getByText('Advertising permits: 2 listings need attention')).toBeTruthy();
    const [missing, expiring] = within(permits).getAllByTestId('permit-alert');
    expect(missing?.textContent).toBe(
      'Penthouse 801 (Available): needs an advertising permit (number, verification link and expiry)',
    );
    expect(expiring?.textContent).toBe('Villa 3 (Available): permit 7110345678 expires on 1 December 2026');
    expect(within(permits).getByRole('link', { name: 'Villa 3' }).getAttribute('href')).toBe('/admin/properties/9');

    const portal = screen.getByTestId('portal-actions');
    expect(within(portal).getByText('Property Finder: 1 listing needs attention')).toBeTruthy();
    expect(within(portal).getByRole('listitem').textContent).toBe(
      'Residence 1204 (Action needed): permit mismatch; the photos are too small',
    );
    expect(within(portal).getByRole('link', { name: 'Residence 1204' }).getAttribute('href')).toBe(
      '/admin/properties/12',
    );
  });

  it('say every permit is valid and show no Property Finder list when nothing needs attention', async () => {
    await renderLists([], []);
    expect(screen.getByTestId('permit-alerts').textContent).toMatch(/^Every listing on the market has an advertising/);
    expect(screen.queryByTestId('portal-actions')).toBeNull();
  });
});
