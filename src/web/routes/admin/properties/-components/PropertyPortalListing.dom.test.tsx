import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRN_MESSAGE, RENT_FREQUENCY_MESSAGE } from '../../../../../shared/properties/portal-listing.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { AgentForm } from '../../agents/-components/AgentForm.tsx';
import { PropertyForm } from './PropertyForm.tsx';

describe("the property form's portal fields", () => {
  it('asks for the rent frequency only once the listing is for rent, and refuses to save without it', async () => {
    const { user } = await renderInDom(<PropertyForm record={null} />, '/admin/properties/new');
    expect(screen.queryByLabelText(/^Rent frequency/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bayut' })).not.toBeChecked();

    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'For rent' }));
    await user.click(screen.getByRole('button', { name: /create|save/i }));
    expect(await screen.findByText(RENT_FREQUENCY_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Rent frequency/ }));
    await user.click(await screen.findByRole('option', { name: 'Yearly' }));
    expect(screen.queryByText(RENT_FREQUENCY_MESSAGE)).not.toBeInTheDocument();
  });

  it('checks a video address and lets staff tick the portals', async () => {
    const { user } = await renderInDom(<PropertyForm record={null} />, '/admin/properties/new');
    await user.type(screen.getByRole('textbox', { name: 'Video URL' }), 'not a link');
    await user.tab();
    expect(await screen.findByText('The video must be an http(s) link')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'dubizzle' }));
    expect(screen.getByRole('checkbox', { name: 'dubizzle' })).toBeChecked();
  });
});

describe("the agent form's BRN", () => {
  it('takes digits only, with the rule shown beside it', async () => {
    const { user } = await renderInDom(<AgentForm record={null} />, '/admin/agents/new');
    const brn = screen.getByRole('textbox', { name: 'BRN' });
    await user.type(brn, '45-872');
    await user.tab();
    // The rule is the field's description, and its error when broken.
    expect(await screen.findAllByText(BRN_MESSAGE)).toHaveLength(2);
    await user.clear(brn);
    await user.type(brn, '45872');
    await user.tab();
    await expect.poll(() => screen.getAllByText(BRN_MESSAGE)).toHaveLength(1);
    expect(brn).not.toHaveAttribute('aria-invalid', 'true');
  });
});
