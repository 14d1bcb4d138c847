import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { SearchPanel } from './SearchPanel.tsx';

describe('SearchPanel', () => {
  it('sends only the filled criteria to /properties', async () => {
    const { user, router } = await renderInDom(<SearchPanel />);
    const panel = within(screen.getByRole('form', { name: 'Find a residence' }));
    expect(panel.getByRole('link', { name: /List Your Property/ })).toHaveAttribute('target', '_blank');
    await user.click(panel.getByText('Rent', { exact: true }));
    await user.selectOptions(panel.getByLabelText('Property type'), 'villa');
    await user.type(panel.getByLabelText('Min price (AED)'), '5000000');
    await user.click(panel.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.searchStr))).toEqual({
      type: 'rent',
      propertyType: 'villa',
      priceMin: '5000000',
    });
  });
});
