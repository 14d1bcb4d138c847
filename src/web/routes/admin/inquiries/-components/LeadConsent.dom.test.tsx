import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lettingsLeadView } from '../../../../../../test/fixtures/inquiry-views.ts';
import { recordedConsent } from '../../../../../shared/inquiries/consent.ts';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { DoNotContact } from './DoNotContact.tsx';
import { LeadOrigin } from './LeadOrigin.tsx';

/** The lead page's consent section and marketing card, with the person on no suppression list. */
function renderConsent(inquiry: InquiryView) {
  return renderInDom(
    <>
      <LeadOrigin inquiry={{ ...inquiry, events: [], contactLeads: [], contactLeadsElsewhere: 0 }} />
      <DoNotContact inquiry={inquiry} />
    </>,
    '/admin/inquiries/7',
    (primed) =>
      primed.queryClient.setQueryData(primed.trpc.outbox.suppressionForInquiry.queryKey({ id: inquiry.id }), null),
  );
}

describe("the lead page's consent (issue #40)", () => {
  it('shows what a visitor who left the marketing box unticked agreed to, and no marketing statement', async () => {
    await renderConsent({
      ...lettingsLeadView,
      consents: ['lettings-privacy-2026-11'],
      consentWordings: [recordedConsent('lettings-privacy-2026-11', 'ru')],
      language: 'ru',
    });
    const consent = within(screen.getByTestId('inquiry-consent'));
    expect(consent.getByText('lettings-privacy-2026-11')).toBeInTheDocument();
    expect(consent.getByText(/I agree to be contacted about my valuation/)).toBeInTheDocument();
    expect(consent.getByText(/Я соглашаюсь на связь со мной/)).toBeInTheDocument();
    expect(consent.queryByText('News and offers')).not.toBeInTheDocument();
    expect(consent.queryByText(/Recorded before the wording was kept/)).not.toBeInTheDocument();
    expect(screen.getByTestId('marketing-consent')).toHaveTextContent(
      'This person did not agree to news and offers with this lead: send them no newsletter or offers.',
    );
    expect(screen.queryByText(/may receive our newsletter/)).not.toBeInTheDocument();
  });

  it('says news and offers may be sent, with the time, when the marketing box was ticked', async () => {
    await renderConsent(lettingsLeadView);
    expect(within(screen.getByTestId('inquiry-consent')).getByText('“Send me news and offers”')).toBeInTheDocument();
    // This lead was stored before the wordings were kept with each lead, and says so.
    expect(screen.getByTestId('inquiry-consent')).toHaveTextContent(
      'Recorded before the wording was kept with each lead: shown as this site publishes each version.',
    );
    expect(screen.getByTestId('marketing-consent')).toHaveTextContent(
      'This person agreed to news and offers on 20 Nov 2026, 14:00: they may receive our newsletter and offers.',
    );
  });

  it('says honestly when a lead was recorded before the wording was kept', async () => {
    await renderConsent({ ...lettingsLeadView, consents: [], consentedAt: null, consentPage: null });
    expect(screen.getByTestId('inquiry-consent')).toHaveTextContent('recorded before the wording was kept');
    expect(screen.getByTestId('marketing-consent')).toHaveTextContent('did not agree to news and offers');
  });
});
