import { useId } from 'react';
import { AREA_UNITS, parseAreaUnit } from '../../../../shared/display-preferences.ts';
import { DISPLAY_CURRENCIES, parseDisplayCurrency } from '../../../../shared/exchange-rates/currencies.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { areaUnitLabel } from '../../../lib/format-area.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { useKeepTypedBeforeHydration } from '../../../lib/hydration/use-keep-typed-before-hydration.ts';
import classes from './DisplayPreferences.module.css';

export interface DisplayPreferencesControlProps {
  /** 'header': the compact pair in the header bar; 'menu': the side menu's, on its dark ground. */
  variant?: 'header' | 'menu';
}

/**
 * The visitor's currency and area unit: two native selects dressed as one quiet control (native, so
 * the keyboard, screen readers and phones' own pickers work, and no overlay script ships with every
 * page). A choice applies at once to every price and area and is remembered in cookies.
 */
export function DisplayPreferencesControl({ variant = 'header' }: DisplayPreferencesControlProps) {
  const { display, setCurrency, setAreaUnit } = useDisplayPreferences();
  // A choice made before the page's script ran is applied once it has hydrated.
  const group = useKeepTypedBeforeHydration<HTMLDivElement>();
  return (
    <div ref={group} className={classes.root} data-variant={variant} role="group" aria-label={m.prefs_label()}>
      <PreferenceSelect
        label={m.prefs_currency()}
        value={display.currency}
        options={DISPLAY_CURRENCIES}
        optionLabel={(code) => code}
        parse={parseDisplayCurrency}
        onChange={setCurrency}
        testId="currency-select"
      />
      <span className={classes.divider} aria-hidden="true" />
      <PreferenceSelect
        label={m.prefs_area()}
        value={display.unit}
        options={AREA_UNITS}
        optionLabel={areaUnitLabel}
        parse={parseAreaUnit}
        onChange={setAreaUnit}
        testId="area-unit-select"
      />
    </div>
  );
}

interface PreferenceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** The option a chosen value is, or undefined for anything else. */
  parse: (raw: unknown) => T | undefined;
  onChange: (value: T) => void;
  testId: string;
}

/** One labelled native select of the pair. */
function PreferenceSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  parse,
  onChange,
  testId,
}: PreferenceSelectProps<T>) {
  const id = useId();
  return (
    <label className={classes.field} htmlFor={id}>
      <span className={classes.label}>{label}</span>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(event) => {
          const chosen = parse(event.currentTarget.value);
          if (chosen) onChange(chosen);
        }}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
