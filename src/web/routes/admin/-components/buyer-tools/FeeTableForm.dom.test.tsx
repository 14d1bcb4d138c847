import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLE, MAX_TERM_MESSAGE } from '../../../../../shared/cost-to-own/schemas.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { FeeTableForm } from './FeeTableForm.tsx';

describe('the cost-to-own fee table', () => {
  it('shows every figure with its unit and refuses a cap over 100% or a default term past the longest, saying which', async () => {
    const { user } = await renderInDom(<FeeTableForm fees={DEFAULT_FEE_TABLE} />, '/admin/buyer-tools');
    const nonResident = screen.getByLabelText('Non-resident (%)');
    expect(nonResident).toHaveValue(String(DEFAULT_FEE_TABLE.ltvNonResident));
    expect(screen.getByLabelText('Trustee fee threshold (AED)')).toHaveValue('500,000');
    expect(screen.getByLabelText('Figures as of')).toHaveValue(DEFAULT_FEE_TABLE.asOf);

    await user.clear(nonResident);
    await user.type(nonResident, '120');
    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(await screen.findByText('The non-resident cap must be at most 100%')).toBeInTheDocument();
    expect(nonResident).toHaveAttribute('aria-invalid', 'true');
    // The other figures are untouched and valid.
    expect(screen.getByLabelText('Second home (%)')).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(nonResident);
    await user.type(nonResident, '50');
    const term = screen.getByLabelText('Term (years)');
    await user.clear(term);
    await user.type(term, String(DEFAULT_FEE_TABLE.maxTermYears + 5));
    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(await screen.findByText(MAX_TERM_MESSAGE)).toBeInTheDocument();
    expect(term).toHaveAttribute('aria-invalid', 'true');
    expect(nonResident).not.toHaveAttribute('aria-invalid', 'true');
  });
});
