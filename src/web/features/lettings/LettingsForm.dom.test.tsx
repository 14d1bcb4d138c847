import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { LettingsForm } from './LettingsForm.tsx';

describe('LettingsForm', () => {
  it('marks its required fields and sends nothing until they are filled', async () => {
    const { user } = await renderInDom(<LettingsForm />, '/lettings-property-management');
    const form = within(screen.getByRole('form', { name: 'Lettings valuation request' }));
    await user.click(form.getByRole('button', { name: 'Request Free Valuation' }));
    const fullName = form.getByLabelText(/^Full name/);
    expect(fullName).toBeRequired();
    expect((fullName as HTMLInputElement).validity.valueMissing).toBe(true);
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Property type is required',
      'Bedrooms is required',
      'You must agree to be contacted',
    ])
      expect(form.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Valuation request submitted')).not.toBeInTheDocument();
  });
});
