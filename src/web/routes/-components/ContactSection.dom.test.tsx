import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { ContactSection } from './ContactSection.tsx';

describe('ContactSection', () => {
  it('shows a message for each required field when sent empty, and keeps the form', async () => {
    const { user } = await renderInDom(<ContactSection />);
    const form = within(screen.getByRole('form', { name: 'Contact form' }));
    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'You must agree to the privacy policy',
    ])
      expect(form.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Inquiry Submitted')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });
});
