import { Button, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { calculateCostToOwn, defaultCostInputs } from '../../../../shared/cost-to-own/calculate.ts';
import {
  costInputsSchema,
  type Completion,
  type CostInputs,
  type FeeTable,
  type PaymentMilestone,
} from '../../../../shared/cost-to-own/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { isConverted } from '../../../lib/format-money.ts';
import { formatDate } from '../../../lib/format-time.ts';
import { exchangeRatesQuery } from '../../../queries.ts';
import { CostEmailForm } from '../CostEmailForm/CostEmailForm.tsx';
import { useCostFormat } from '../use-cost-format.ts';
import { CostChoices } from './CostChoices.tsx';
import links from '../../../styles/links.module.css';
import classes from './CostCalculator.module.css';
import { CashFlowTable, CostLines } from './CostTables.tsx';

export interface CostCalculatorProps {
  fees: FeeTable;
  /** A residence's price (fixed); without it the visitor types one, starting from `startPrice`. */
  price?: number;
  startPrice?: number;
  /** A residence's completion (fixed); the calculator page lets the visitor choose. */
  completion?: Completion;
  paymentPlan?: readonly PaymentMilestone[];
  propertyId?: number | null;
}

/** The price the calculator page starts from: a typical two-bedroom residence of the development. */
export const CALCULATOR_START_PRICE = 10_000_000;

/**
 * The cost to own: the buyer's choices, every purchase cost with its rule, the mortgage's figures,
 * the cash needed and, off-plan, the cash flow by milestone, in the visitor's currency. Figures come
 * from the one shared calculation (`calculateCostToOwn`) the server e-mails too.
 */
export function CostCalculator({
  fees,
  price,
  startPrice = CALCULATOR_START_PRICE,
  completion,
  paymentPlan = [],
  propertyId = null,
}: CostCalculatorProps) {
  const form = useForm<CostInputs>({
    initialValues: defaultCostInputs(price ?? startPrice, fees, completion ?? 'ready'),
    validate: schemaResolver(costInputsSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const parsed = costInputsSchema.safeParse(form.values);
  const inputs = parsed.success ? parsed.data : null;
  // A few dozen arithmetic operations: worked out on every render, no memo needed.
  const breakdown = inputs
    ? calculateCostToOwn(inputs, fees, inputs.completion === 'offPlan' ? paymentPlan : [])
    : null;
  const [emailing, setEmailing] = useState(false);

  return (
    <div className={classes.calculator}>
      <CostChoices
        form={form}
        fees={fees}
        priceEditable={price === undefined}
        completionEditable={completion === undefined}
      />
      {breakdown ? (
        <>
          <CostLines breakdown={breakdown} />
          <CashFlowTable breakdown={breakdown} />
        </>
      ) : null}
      <CostNotes fees={fees} />
      {inputs ? (
        emailing ? (
          <CostEmailForm inputs={inputs} propertyId={propertyId} onClose={() => setEmailing(false)} />
        ) : (
          <Button onClick={() => setEmailing(true)} className={classes.emailButton}>
            {m.cost_email_button()}
          </Button>
        )
      ) : null}
    </div>
  );
}

/** When the fees were checked, the exchange rate's date when figures are converted, and what the figures are. */
function CostNotes({ fees }: { fees: FeeTable }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { display } = useCostFormat();
  const converted = isConverted(display);
  const { data: rates } = useQuery({ ...exchangeRatesQuery(trpc), enabled: converted });
  return (
    <div className={classes.notes}>
      <p data-testid="cost-fees-as-of">{m.cost_fees_as_of({ date: formatDate(fees.asOf, display.locale) })}</p>
      {converted && rates?.fetchedAt ? (
        <p data-testid="cost-rate-as-of">{m.cost_rate_as_of({ date: formatDate(rates.fetchedAt, display.locale) })}</p>
      ) : null}
      <p>{m.cost_disclaimer()}</p>
    </div>
  );
}

/** The section of a residence's page: its heading, a line of introduction and the calculator. */
export function CostToOwnSection(props: CostCalculatorProps) {
  return (
    <section aria-labelledby="cost-to-own" className={classes.section}>
      <Title order={2} id="cost-to-own" className={classes.heading}>
        {m.cost_title()}
      </Title>
      <p className={classes.intro}>
        {m.cost_intro()}{' '}
        <Link to="/cost-calculator" className={links.inlineLink}>
          {m.cost_calculator_link()}
        </Link>
      </p>
      <CostCalculator {...props} />
    </section>
  );
}
