import { Timeline, Title } from '@mantine/core';
import { milestoneNote } from '../../../../shared/cost-to-own/cost-texts.ts';
import type { PaymentMilestone } from '../../../../shared/cost-to-own/schemas.ts';
import { offPlanCashFlow } from '../../../../shared/cost-to-own/calculate.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { formatDate } from '../../../lib/format-time.ts';
import { useCostFormat } from '../use-cost-format.ts';
import classes from './PaymentPlanTimeline.module.css';

/** An off-plan residence's payment plan as a timeline: each milestone, its share and its amount in the visitor's currency. */
export function PaymentPlanTimeline({ plan, price }: { plan: readonly PaymentMilestone[]; price: number }) {
  const { rules, money, display } = useCostFormat();
  if (plan.length === 0) return null;
  // The milestones' shares of the price, the last taking the rounding (no loan, no costs here).
  const steps = offPlanCashFlow(price, 0, 0, 0, plan);
  return (
    <section aria-labelledby="payment-plan" className={classes.section}>
      {/* The theme's heading, as every section title of the residence page. */}
      <Title order={2} id="payment-plan" className={classes.heading}>
        {m.cost_plan_title()}
      </Title>
      <p className={classes.intro}>{m.cost_plan_intro()}</p>
      {/* Figures are <data>: what the floating WhatsApp button keeps clear of, as of a table's cells. */}
      <Timeline active={-1} bulletSize={14} lineWidth={1} className={classes.timeline} data-testid="payment-plan">
        {steps.map((step, index) => (
          <Timeline.Item
            key={index}
            title={
              <span className={classes.title}>
                <span dir="auto">{step.milestone.label}</span>
                <data value={step.milestone.percent} className={classes.percent}>
                  {rules.percent(step.milestone.percent)}
                </data>
              </span>
            }
          >
            <p className={classes.meta}>
              {milestoneNote(step.milestone, rules.locale, (date) => formatDate(date, display.locale))}
            </p>
            <p className={classes.amount}>
              <data value={step.amount}>{money(step.amount)}</data>
            </p>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
