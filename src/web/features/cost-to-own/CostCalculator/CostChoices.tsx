import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import type { CostInputs, FeeTable } from '../../../../shared/cost-to-own/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import classes from './CostCalculator.module.css';

export type CostForm = UseFormReturnType<CostInputs>;

/** The site's field look (CostCalculator.module.css), for every number the buyer types. */
const FIELD = { label: classes.fieldLabel, input: classes.fieldInput };

/** A labelled choice of two: Mantine's segmented control, named for screen readers by its label. */
function Choice<Value extends string>({
  label,
  value,
  data,
  onChange,
}: {
  label: string;
  value: Value;
  data: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className={classes.choice}>
      <Text id={id} component="span" className={classes.choiceLabel}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={id}
        value={value}
        data={data}
        onChange={(next) => onChange(next as Value)}
        withItemsBorders={false}
        color="ink.9"
        classNames={{ root: classes.segmented, label: classes.segmentLabel }}
      />
    </div>
  );
}

/**
 * The buyer's choices. `priceEditable` and `completionEditable` are the calculator page's: on a
 * residence's page the price and whether it is ready or off-plan come from the residence.
 */
export function CostChoices({
  form,
  fees,
  priceEditable,
  completionEditable,
}: {
  form: CostForm;
  fees: FeeTable;
  priceEditable: boolean;
  completionEditable: boolean;
}) {
  const { values } = form;
  const mortgage = values.financing === 'mortgage';
  return (
    <Stack gap="md" className={classes.choices}>
      {priceEditable ? (
        <NumberInput
          classNames={FIELD}
          label={m.cost_price()}
          name="price"
          min={1}
          thousandSeparator=","
          allowNegative={false}
          decimalScale={0}
          {...form.getInputProps('price')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {completionEditable ? (
          <Choice
            label={m.cost_completion()}
            value={values.completion}
            data={[
              { value: 'ready', label: m.cost_ready() },
              { value: 'offPlan', label: m.cost_off_plan() },
            ]}
            onChange={(completion) => form.setFieldValue('completion', completion)}
          />
        ) : null}
        <Choice
          label={m.cost_financing()}
          value={values.financing}
          data={[
            { value: 'cash', label: m.cost_cash() },
            { value: 'mortgage', label: m.cost_mortgage() },
          ]}
          onChange={(financing) => form.setFieldValue('financing', financing)}
        />
        {mortgage ? (
          <>
            <Choice
              label={m.cost_residency()}
              value={values.residency}
              data={[
                { value: 'resident', label: m.cost_resident() },
                { value: 'nonResident', label: m.cost_non_resident() },
              ]}
              onChange={(residency) => form.setFieldValue('residency', residency)}
            />
            <Choice
              label={m.cost_home()}
              value={values.firstHome ? 'first' : 'second'}
              data={[
                { value: 'first', label: m.cost_first_home() },
                { value: 'second', label: m.cost_second_home() },
              ]}
              onChange={(home) => form.setFieldValue('firstHome', home === 'first')}
            />
          </>
        ) : null}
      </SimpleGrid>
      {mortgage ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <NumberInput
            classNames={FIELD}
            label={m.cost_rate()}
            name="ratePercent"
            min={0}
            max={30}
            step={0.1}
            decimalScale={2}
            {...form.getInputProps('ratePercent')}
          />
          <NumberInput
            classNames={FIELD}
            label={m.cost_term()}
            name="termYears"
            min={1}
            max={fees.maxTermYears}
            clampBehavior="strict"
            allowDecimal={false}
            {...form.getInputProps('termYears')}
          />
          <NumberInput
            classNames={FIELD}
            label={m.cost_arrangement()}
            name="arrangementFeePercent"
            min={0}
            max={10}
            step={0.25}
            decimalScale={2}
            {...form.getInputProps('arrangementFeePercent')}
          />
          <NumberInput
            classNames={FIELD}
            label={m.cost_valuation()}
            name="valuationFee"
            min={0}
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps('valuationFee')}
          />
        </SimpleGrid>
      ) : null}
      {mortgage ? (
        <Text size="xs" c="dimmed">
          {m.cost_term_capped({ max: fees.maxTermYears })}
        </Text>
      ) : null}
    </Stack>
  );
}
