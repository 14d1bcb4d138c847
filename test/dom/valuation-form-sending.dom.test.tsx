import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ValuationForm } from '../../src/web/features/leads/ValuationForm/ValuationForm.tsx';
import { renderInDom } from '../../src/web/test/render.tsx';

/**
 * A public form whose call fails (src/web/test/render.tsx points tRPC at a closed port, so every call fails
 * as a dropped connection or an answer with no message for visitors would): the failure is a toast in the
 * form's words, and what the visitor typed is still there to send again. Moved from the browser suite
 * (pages-forms.spec.ts): nothing of it depends on a browser.
 */

it('toasts a failed request and keeps what was typed', async () => {
  const { user } = await renderInDom(<ValuationForm />, '/valuations');
  const form = within(screen.getByRole('form', { name: 'Valuation request' }));
  await user.type(form.getByLabelText(/^Full name/), 'Sara Lindqvist');
  await user.type(form.getByLabelText(/^Email/), 'sara@example.com');
  await user.type(form.getByLabelText(/^Phone/), '+971501234567');
  await user.click(form.getByRole('button', { name: 'Request Valuation' }));

  expect(await screen.findByText('Error submitting request')).toBeInTheDocument();
  expect(screen.getByText('Please try again or contact us directly.')).toBeInTheDocument();
  expect(form.getByRole('button', { name: 'Request Valuation' })).toBeEnabled();
  expect(form.getByLabelText(/^Full name/)).toHaveValue('Sara Lindqvist');
  expect(form.getByLabelText(/^Email/)).toHaveValue('sara@example.com');
});
