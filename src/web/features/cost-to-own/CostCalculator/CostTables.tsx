import { Table } from '@mantine/core';
import type { CostBreakdown } from '../../../../shared/cost-to-own/calculate.ts';
import { costLineLabel, costRuleText, milestoneNote } from '../../../../shared/cost-to-own/cost-texts.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { formatDate } from '../../../lib/format-time.ts';
import { useCostFormat } from '../use-cost-format.ts';
import classes from './CostCalculator.module.css';

/** Each cost line with its rule and amount, then the totals and, with a mortgage, the loan's figures. */
export function CostLines({ breakdown }: { breakdown: CostBreakdown }) {
  const { rules, money } = useCostFormat();
  const mortgage = breakdown.inputs.financing === 'mortgage';
  return (
    <div className={classes.tables}>
      <Table className={classes.table} verticalSpacing="sm" data-testid="cost-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.cost_col_item()}</Table.Th>
            <Table.Th className={classes.ruleCell}>{m.cost_col_rule()}</Table.Th>
            <Table.Th className={classes.amountCell}>{m.cost_col_amount()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakdown.lines.map((line) => (
            <Table.Tr key={line.key} data-line={line.key}>
              <Table.Td>
                <span className={classes.lineLabel}>{costLineLabel(line.key, rules.locale)}</span>
                <span className={classes.ruleBelow}>{costRuleText(line, rules)}</span>
              </Table.Td>
              <Table.Td className={classes.ruleCell}>{costRuleText(line, rules)}</Table.Td>
              <Table.Td className={classes.amountCell} data-testid={`cost-${line.key}`}>
                {money(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <dl className={classes.totals}>
        <Total label={m.cost_costs_total()} value={money(breakdown.costs)} testId="cost-costs" />
        {mortgage ? (
          <>
            <Total
              label={m.cost_max_loan({ percent: rules.percent(breakdown.ltvPercent) })}
              value={money(breakdown.loan)}
              testId="cost-loan"
            />
            <Total label={m.cost_down_payment()} value={money(breakdown.downPayment)} testId="cost-down-payment" />
            <Total label={m.cost_monthly()} value={money(breakdown.monthlyPayment)} testId="cost-monthly" />
            <Total
              label={m.cost_total_interest({ years: breakdown.termYears })}
              value={money(breakdown.totalInterest)}
              testId="cost-interest"
            />
          </>
        ) : null}
        <Total
          label={m.cost_cash_needed()}
          note={m.cost_cash_needed_note()}
          value={money(breakdown.totalCashNeeded)}
          testId="cost-cash-needed"
          strong
        />
      </dl>
    </div>
  );
}

function Total({
  label,
  value,
  note,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={strong ? `${classes.total} ${classes.grandTotal}` : classes.total}>
      <dt>
        {label}
        {note ? <span className={classes.totalNote}>{note}</span> : null}
      </dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Off-plan: what the buyer pays at each milestone, the loan's share and the costs that fall due with it. */
export function CashFlowTable({ breakdown }: { breakdown: CostBreakdown }) {
  const { rules, money, display } = useCostFormat();
  if (breakdown.cashFlow.length === 0) return null;
  const mortgage = breakdown.inputs.financing === 'mortgage';
  return (
    <section aria-labelledby="cost-cash-flow" className={classes.cashFlow}>
      <h3 id="cost-cash-flow" className={classes.subheading}>
        {m.cost_cash_flow_title()}
      </h3>
      <Table.ScrollContainer minWidth={mortgage ? 560 : 420}>
        <Table className={classes.table} verticalSpacing="sm" data-testid="cost-cash-flow">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.cost_col_milestone()}</Table.Th>
              <Table.Th className={classes.amountCell}>{m.cost_col_share()}</Table.Th>
              {mortgage ? <Table.Th className={classes.amountCell}>{m.cost_col_from_loan()}</Table.Th> : null}
              <Table.Th className={classes.amountCell}>{m.cost_col_costs()}</Table.Th>
              <Table.Th className={classes.amountCell}>{m.cost_col_you_pay()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {breakdown.cashFlow.map((step, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <span className={classes.lineLabel} dir="auto">
                    {step.milestone.label}
                  </span>
                  <span className={classes.ruleBelowAlways}>
                    {milestoneNote(step.milestone, rules.locale, (date) => formatDate(date, display.locale))}
                  </span>
                </Table.Td>
                <Table.Td className={classes.amountCell}>
                  {rules.percent(step.milestone.percent)}
                  <span className={classes.ruleBelowAlways}>{money(step.amount)}</span>
                </Table.Td>
                {mortgage ? <Table.Td className={classes.amountCell}>{money(step.fromLoan)}</Table.Td> : null}
                <Table.Td className={classes.amountCell}>{money(step.costs)}</Table.Td>
                <Table.Td className={classes.amountCell}>
                  <strong>{money(step.cashDue)}</strong>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
