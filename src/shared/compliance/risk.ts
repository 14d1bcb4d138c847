import type { PaymentMethod } from '../deals/constants.ts';
import { reportRequired } from '../deals/report-rule.ts';
import { FATF_CALL_FOR_ACTION, FATF_LISTS_DATE, isHighRiskCountry } from './fatf-jurisdictions.ts';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The rules of the rating, as the console shows them to the owner: each raises the deal to its level. */
export const RISK_RULES = {
  pep: { level: 'high', text: 'A party or beneficial owner is a politically exposed person' },
  'call-for-action-country': {
    level: 'high',
    text: `A party or owner is of, or holds a document of, a FATF call-for-action jurisdiction (lists of ${FATF_LISTS_DATE})`,
  },
  'monitored-country': {
    level: 'medium',
    text: `A party or owner is of, or holds a document of, a jurisdiction under FATF increased monitoring (${FATF_LISTS_DATE})`,
  },
  'report-payments': {
    level: 'high',
    text: 'Cash of AED 55,000 or more, or any virtual asset, in the payments (a Real Estate Activity Report)',
  },
  cash: { level: 'medium', text: 'Part of the price is paid in cash' },
  'company-chain': { level: 'medium', text: 'A company party is owned through another company' },
  'company-without-owners': { level: 'medium', text: 'A company party has no beneficial owner recorded' },
} as const satisfies Record<string, { level: RiskLevel; text: string }>;
export type RiskRule = keyof typeof RISK_RULES;

export interface RiskSubject {
  nationality: string | null;
  idDocumentCountry: string | null;
  pep: boolean;
}
export interface RiskParty extends RiskSubject {
  kind: 'person' | 'company';
  ownedThroughCompany: boolean;
  owners: RiskSubject[];
}
export interface RiskAssessment {
  level: RiskLevel;
  rules: RiskRule[];
}

/** The deal's rating: the highest level among the rules that apply, and which ones do. */
export function assessRisk(
  parties: readonly RiskParty[],
  payments: readonly { method: PaymentMethod; amountAed: number }[],
): RiskAssessment {
  const subjects = parties.flatMap((party) => [party, ...party.owners]);
  const countries = subjects.flatMap((s) => [s.nationality, s.idDocumentCountry]).filter((c) => c !== null);
  const applies: Record<RiskRule, boolean> = {
    pep: subjects.some((s) => s.pep),
    'call-for-action-country': countries.some((c) => FATF_CALL_FOR_ACTION.includes(c.toUpperCase())),
    'monitored-country': countries.some((c) => isHighRiskCountry(c) && !FATF_CALL_FOR_ACTION.includes(c.toUpperCase())),
    'report-payments': reportRequired(payments),
    cash: payments.some((payment) => payment.method === 'cash'),
    'company-chain': parties.some((party) => party.kind === 'company' && party.ownedThroughCompany),
    'company-without-owners': parties.some((party) => party.kind === 'company' && party.owners.length === 0),
  };
  const rules = (Object.keys(applies) as RiskRule[]).filter((rule) => applies[rule]);
  const levels = rules.map((rule) => RISK_LEVELS.indexOf(RISK_RULES[rule].level));
  return { level: RISK_LEVELS[Math.max(0, ...levels)] ?? 'low', rules };
}
