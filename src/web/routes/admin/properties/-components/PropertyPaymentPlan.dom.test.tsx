import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PLAN_SUM_MESSAGE } from '../../../../../shared/cost-to-own/schemas.ts';
import { CreateRecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { propertyScreen } from './PropertyForm.tsx';

function asManager({ queryClient, trpc }: RouterContext) {
  const user = {
    id: 3,
    username: 'manager',
    role: 'manager' as const,
    agentId: null,
    canExportLeads: true,
    mustChangePassword: false,
  };
  queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
}

describe("a residence's off-plan payment plan in the console", () => {
  it('adds milestones in order, keeps the running total, and will not save a plan that is not 100%', async () => {
    const { user } = await renderInDom(
      <CreateRecordScreen screen={propertyScreen} />,
      '/admin/properties/new',
      asManager,
    );
    const add = await screen.findByRole('button', { name: 'Add milestone' });
    await user.click(add);
    await user.click(add);
    const milestones = within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones).toHaveLength(2);
    // The first row is the booking, the next a construction milestone to name.
    expect(within(milestones[0]!).getByLabelText('Label')).toHaveValue('On booking');
    expect(within(milestones[1]!).getByLabelText('Label')).toHaveValue('');

    await user.type(within(milestones[0]!).getByLabelText('Percent'), '30');
    await user.type(within(milestones[1]!).getByLabelText('Percent'), '60');
    expect(screen.getByTestId('payment-plan-total')).toHaveTextContent('Total 90% (must be 100%)');

    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText(new RegExp(`${PAYMENT_PLAN_SUM_MESSAGE}.*90%`))).toBeInTheDocument();

    await user.click(add);
    const third = within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem')[2]!;
    await user.type(within(third).getByLabelText('Percent'), '10');
    expect(screen.getByTestId('payment-plan-total')).toHaveTextContent(/^Total 100%\s*$/);
    await user.click(screen.getByRole('button', { name: 'Remove milestone 3' }));
    expect(within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
