import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { DealDocumentsSlot } from './DealDocumentsSlot.tsx';

it("offers the deal's Form F with what the deal does not keep, carried in the download link", async () => {
  const { user } = await renderInDom(<DealDocumentsSlot dealId={12} />, '/admin/deals/12');
  await user.click(screen.getByRole('button', { name: 'Form F (MOU)' }));
  await user.type(screen.getByLabelText('Oqood No. (off-plan unit)'), ' OQ-2026-981 ');
  await user.type(screen.getByLabelText('Security deposit in AED (10% of the price when empty)'), '500000');
  // The form opens in a Collapse: the link is named to assistive technology once it has opened.
  expect(await screen.findByRole('link', { name: 'Download Form F' })).toHaveAttribute(
    'href',
    '/files/deals/12/form-f.pdf?oqoodNumber=OQ-2026-981&depositAed=500000',
  );
});
