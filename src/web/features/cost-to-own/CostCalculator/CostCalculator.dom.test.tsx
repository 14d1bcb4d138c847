import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLE as fees, type PaymentMilestone } from '../../../../shared/cost-to-own/schemas.ts';
import { renderInDom } from '../../../test/render.tsx';
import { CostCalculator } from './CostCalculator.tsx';

const amount = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0/g, ' ');

describe('CostCalculator', () => {
  it('shows a cash purchase first, then the mortgage figures, following the buyer’s choices', async () => {
    const { user } = await renderInDom(<CostCalculator fees={fees} price={10_000_000} completion="ready" />, '/');
    expect(amount('cost-transferFee')).toBe('AED 400,000');
    expect(amount('cost-cash-needed')).toBe('AED 10,614,780');
    expect(screen.queryByTestId('cost-monthly')).not.toBeInTheDocument();
    // A residence's price and completion are its own: no inputs for them.
    expect(screen.queryByLabelText('Price (AED)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Mortgage' }));
    // Above AED 5M, a resident's first home: 70%.
    expect(amount('cost-loan')).toBe('AED 7,000,000');
    expect(screen.getByText('Largest loan (70% of the price)')).toBeInTheDocument();
    expect(amount('cost-mortgageRegistration')).toBe('AED 17,790');

    await user.click(screen.getByRole('radio', { name: 'Non-resident' }));
    expect(amount('cost-loan')).toBe('AED 5,000,000');

    const rate = screen.getByLabelText('Interest rate (% a year)');
    await user.clear(rate);
    await user.type(rate, '0');
    // 5,000,000 over 300 months at 0%.
    expect(amount('cost-monthly')).toBe('AED 16,667');
    expect(amount('cost-interest')).toBe('AED 0');
  });

  it('lets the visitor type any price and choose off-plan, with the cash flow of a plan', async () => {
    const plan: PaymentMilestone[] = [
      { stage: 'booking', label: 'On booking', percent: 20, dueOn: null },
      { stage: 'handover', label: 'On handover', percent: 80, dueOn: '2028-06-30' },
    ];
    const { user } = await renderInDom(<CostCalculator fees={fees} startPrice={2_000_000} paymentPlan={plan} />, '/');
    const price = screen.getByLabelText('Price (AED)');
    await user.clear(price);
    await user.type(price, '400000');
    // Below AED 500,000 the trustee fee is AED 2,000 + 5% VAT.
    expect(amount('cost-trusteeFee')).toBe('AED 2,100');

    await user.click(screen.getByRole('radio', { name: 'Off-plan' }));
    expect(amount('cost-adminFee')).toBe('AED 40');
    const rows = within(screen.getByTestId('cost-cash-flow')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Due 30 June 2028');
    // The developer's label says the stage already: it reads once, as their schedule does.
    expect(within(rows[1]!).getAllByText(/On booking/)).toHaveLength(1);
    expect(within(rows[2]!).getByText(/^Due 30 June 2028$/)).toBeInTheDocument();

    await user.clear(price);
    expect(screen.queryByTestId('cost-lines')).not.toBeInTheDocument();
    expect(await screen.findByText('Enter a price above zero')).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page', async () => {
    await renderInDom(<CostCalculator fees={fees} price={10_000_000} completion="ready" />, '/ar/properties/1');
    expect(screen.getByText('رسوم نقل الملكية لدائرة الأراضي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أرسل لي هذا التفصيل بالبريد الإلكتروني' })).toBeInTheDocument();
  });
});
