import { Heading, Section, Text } from '@react-email/components';
import type { CostBreakdown } from '../../../shared/cost-to-own/calculate.ts';
import { costLineLabel, costRuleText, milestoneNote } from '../../../shared/cost-to-own/cost-texts.ts';
import { formatAed, INTL_LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { MAIL_COLORS, mailStyles } from './EmailLayout.tsx';

export interface CostBreakdownSectionProps {
  locale: Locale;
  breakdown: CostBreakdown;
  /** The fee table's "as of" date (YYYY-MM-DD). */
  asOf: string;
}

const cell = { ...mailStyles.text, margin: 0, padding: '8px 0', borderBottom: `1px solid ${MAIL_COLORS.sand}` };
const amountCell = { ...cell, textAlign: 'end' as const, whiteSpace: 'nowrap' as const, paddingInlineStart: '12px' };

/** The e-mailed breakdown: each cost with its rule, the totals and, off-plan, the cash flow; in dirhams. */
export function CostBreakdownSection({ locale, breakdown, asOf }: CostBreakdownSectionProps) {
  const options = { locale };
  const intl = INTL_LOCALES[locale];
  const aed = (amount: number) => formatAed(amount, locale);
  const percent = (value: number) =>
    new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const format = { locale, aed, percent };
  const { inputs } = breakdown;
  const mortgage = inputs.financing === 'mortgage';
  const choices = [
    aed(inputs.price),
    inputs.completion === 'ready' ? m.cost_ready({}, options) : m.cost_off_plan({}, options),
    mortgage ? m.cost_mortgage({}, options) : m.cost_cash({}, options),
    ...(mortgage
      ? [
          inputs.residency === 'resident' ? m.cost_resident({}, options) : m.cost_non_resident({}, options),
          inputs.firstHome ? m.cost_first_home({}, options) : m.cost_second_home({}, options),
          `${percent(inputs.ratePercent)} · ${breakdown.termYears}`,
        ]
      : []),
  ];
  const totals: [string, number][] = [
    [m.cost_costs_total({}, options), breakdown.costs],
    ...(mortgage
      ? ([
          [m.cost_max_loan({ percent: percent(breakdown.ltvPercent) }, options), breakdown.loan],
          [m.cost_down_payment({}, options), breakdown.downPayment],
          [m.cost_monthly({}, options), breakdown.monthlyPayment],
          [m.cost_total_interest({ years: breakdown.termYears }, options), breakdown.totalInterest],
        ] satisfies [string, number][])
      : []),
    [m.cost_cash_needed({}, options), breakdown.totalCashNeeded],
  ];
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Heading as="h2" style={{ ...mailStyles.heading, fontSize: '22px', margin: '16px 0 8px' }}>
        {m.cost_email_heading({}, options)}
      </Heading>
      <Text style={mailStyles.small}>
        {m.cost_email_choices({}, options)}: {choices.join(' · ')}
      </Text>
      <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
        <tbody>
          {breakdown.lines.map((line) => (
            <tr key={line.key}>
              <td style={cell}>
                {costLineLabel(line.key, locale)}
                <br />
                <span style={mailStyles.small}>{costRuleText(line, format)}</span>
              </td>
              <td style={amountCell}>{aed(line.amount)}</td>
            </tr>
          ))}
          {totals.map(([label, amount]) => (
            <tr key={label}>
              <td style={{ ...cell, fontWeight: 600 }}>{label}</td>
              <td style={{ ...amountCell, fontWeight: 600 }}>{aed(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {breakdown.cashFlow.length ? (
        <>
          <Heading as="h3" style={{ ...mailStyles.heading, fontSize: '18px', margin: '20px 0 8px' }}>
            {m.cost_cash_flow_title({}, options)}
          </Heading>
          <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
            <tbody>
              {breakdown.cashFlow.map((step, index) => (
                <tr key={index}>
                  <td style={cell}>
                    {step.milestone.label} ({percent(step.milestone.percent)})
                    <br />
                    <span style={mailStyles.small}>{milestoneNote(step.milestone, locale, (date) => date)}</span>
                  </td>
                  <td style={amountCell}>{aed(step.cashDue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <Text style={mailStyles.small}>{m.cost_email_outro({ date: asOf }, options)}</Text>
    </Section>
  );
}
