import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lettingsLeadView } from '../../../../../../test/fixtures/inquiry-views.ts';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { ContactLeads } from './ContactLeads.tsx';

function renderContactLeads(contactLeads: InquiryView[], contactLeadsElsewhere: number) {
  return renderInDom(
    <ContactLeads inquiry={{ ...lettingsLeadView, events: [], contactLeads, contactLeadsElsewhere }} />,
    '/admin/inquiries/7',
  );
}

describe("the lead page's other leads from the contact (issue #46)", () => {
  it("tells an agent a colleague holds the buyer's other leads, rather than calling this one their only lead", async () => {
    await renderContactLeads([], 2);
    expect(screen.getByTestId('contact-leads-elsewhere')).toHaveTextContent(
      'This contact has 2 more leads, handled by other agents or a manager.',
    );
    expect(screen.queryByText("This is the contact's only lead.")).not.toBeInTheDocument();
  });

  it('lists the leads the caller may see beside the count of the others', async () => {
    const earlier = { ...lettingsLeadView, id: 3, createdAt: '2026-01-02T08:00:00.000Z' };
    await renderContactLeads([earlier], 1);
    expect(screen.getByTestId('contact-leads')).toHaveTextContent(/earlier/);
    expect(screen.getByTestId('contact-leads-elsewhere')).toHaveTextContent('one more lead');
  });

  it('says it is the only lead when there is none anywhere', async () => {
    await renderContactLeads([], 0);
    expect(screen.getByText("This is the contact's only lead.")).toBeInTheDocument();
    expect(screen.queryByTestId('contact-leads-elsewhere')).not.toBeInTheDocument();
  });
});
