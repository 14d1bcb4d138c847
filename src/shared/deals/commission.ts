import { VAT_RATE_PCT } from './constants.ts';

/** What the commission is set from: a rate of the price or a fixed amount, and how it is shared. */
export interface CommissionTerms {
  priceAed: number;
  commissionRatePct: number | null;
  commissionAmountAed: number | null;
  /** The other agency's share of the commission (agent-to-agent), in percent. */
  otherAgencySplitPct: number | null;
  /** The agent's share of what stays with the agency after the other agency's share, in percent. */
  agentSplitPct: number | null;
}

/** The commission and its shares, in AED with fils; VAT is on the commission, on top of it. */
export interface CommissionBreakdown {
  commissionAed: number;
  vatAed: number;
  totalWithVatAed: number;
  otherAgencyAed: number;
  agencyAed: number;
  agentAed: number;
}

const fils = (aed: number) => Math.round(aed * 100);
const aed = (fils: number) => fils / 100;
/** `pct` percent of an amount in fils, rounded to the fils (half away from zero). */
const share = (amountFils: number, pct: number | null) => Math.round((amountFils * (pct ?? 0)) / 100);

/**
 * The commission of a deal from its terms, or null when neither a rate nor an amount is set. A fixed
 * amount wins over a rate. The shares are taken in fils so they add up to the commission exactly: the
 * other agency's first, then the agent's of the rest, and the agency keeps what remains.
 */
export function commissionOf(terms: CommissionTerms): CommissionBreakdown | null {
  const commission =
    terms.commissionAmountAed !== null
      ? fils(terms.commissionAmountAed)
      : terms.commissionRatePct !== null
        ? share(fils(terms.priceAed), terms.commissionRatePct)
        : null;
  if (commission === null) return null;
  const vat = share(commission, VAT_RATE_PCT);
  const otherAgency = share(commission, terms.otherAgencySplitPct);
  const agent = share(commission - otherAgency, terms.agentSplitPct);
  return {
    commissionAed: aed(commission),
    vatAed: aed(vat),
    totalWithVatAed: aed(commission + vat),
    otherAgencyAed: aed(otherAgency),
    agencyAed: aed(commission - otherAgency - agent),
    agentAed: aed(agent),
  };
}
