import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { DealDocumentView } from '../../../shared/deals/documents.ts';
import { renderInDom } from '../../test/render.tsx';
import { signedInAs } from '../tasks/test-data.ts';
import { DealDocumentsSlot } from './DealDocumentsSlot.tsx';

const signedMou: DealDocumentView = {
  id: 31,
  kind: 'signed-mou',
  filename: 'MOU signed.pdf',
  size: 48_000,
  uploadedAt: '2026-11-29T10:00:00.000Z',
  uploadedBy: 'layla',
};

it("offers the deal's Form F with what the deal does not keep, carried in the download link", async () => {
  const { user } = await renderInDom(<DealDocumentsSlot dealId={12} documents={[]} />, '/admin/deals/12');
  await user.click(screen.getByRole('button', { name: 'Form F (MOU)' }));
  await user.type(screen.getByLabelText('Oqood No. (off-plan unit)'), ' OQ-2026-981 ');
  await user.type(screen.getByLabelText('Security deposit in AED (10% of the price when empty)'), '500000');
  expect(screen.getByRole('link', { name: 'Download Form F' })).toHaveAttribute(
    'href',
    '/files/deals/12/form-f.pdf?oqoodNumber=OQ-2026-981&depositAed=500000',
  );
});

it("lists the deal's papers as downloads and lets an agent upload one once a file is chosen", async () => {
  const { user } = await renderInDom(
    <DealDocumentsSlot dealId={12} documents={[signedMou]} />,
    '/admin/deals/12',
    signedInAs('agent'),
  );
  expect(screen.getByRole('link', { name: 'MOU signed.pdf' })).toHaveAttribute('href', '/files/deals/12/documents/31');
  expect(screen.getByText(/Signed Form F \(MOU\) · 48 kB · layla/)).toBeInTheDocument();
  const upload = screen.getByRole('button', { name: 'Upload' });
  expect(upload).toBeDisabled();
  // Mantine's FileInput is a button over a hidden file input, which is what the browser fills.
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
  expect(picker).not.toBeNull();
  await user.upload(picker!, new File(['%PDF'], 'noc.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('button', { name: /File/ })).toHaveTextContent('noc.pdf');
  expect(upload).toBeEnabled();
});
