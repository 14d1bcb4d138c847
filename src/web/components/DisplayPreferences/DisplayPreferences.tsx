import { useId } from 'react';
import { AREA_UNITS, parseAreaUnit, type AreaUnit } from '../../../shared/display-preferences.ts';
import { DISPLAY_CURRENCIES, parseDisplayCurrency } from '../../../shared/exchange-rates/currencies.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { areaUnitLabel } from '../../lib/format.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import classes from './DisplayPreferences.module.css';

export interface DisplayPreferencesControlProps {
  /** 'header': the compact pair in the header bar; 'menu': the side menu's, on its dark ground. */
  variant?: 'header' | 'menu';
}

/** The unit choices as the visitor reads them. */
const UNIT_LABELS: Record<AreaUnit, string> = { sqft: areaUnitLabel('sqft'), sqm: areaUnitLabel('sqm') };

/**
 * The visitor's currency and area unit: two native selects dressed as one quiet control (native, so
 * the keyboard, screen readers and phones' own pickers work, and no overlay script ships with every
 * page). A choice applies at once to every price and area and is remembered in cookies.
 */
export function DisplayPreferencesControl({ variant = 'header' }: DisplayPreferencesControlProps) {
  const { display, setCurrency, setAreaUnit } = useDisplayPreferences();
  const id = useId();
  return (
    <div className={classes.root} data-variant={variant} role="group" aria-label={m.prefs_label()}>
      <label className={classes.field} htmlFor={`${id}-currency`}>
        <span className={classes.label}>{m.prefs_currency()}</span>
        <select
          id={`${id}-currency`}
          className={classes.select}
          value={display.currency}
          onChange={(event) => {
            const currency = parseDisplayCurrency(event.currentTarget.value);
            if (currency) setCurrency(currency);
          }}
          data-testid="currency-select"
        >
          {DISPLAY_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <span className={classes.divider} aria-hidden="true" />
      <label className={classes.field} htmlFor={`${id}-area`}>
        <span className={classes.label}>{m.prefs_area()}</span>
        <select
          id={`${id}-area`}
          className={classes.select}
          value={display.unit}
          onChange={(event) => {
            const unit = parseAreaUnit(event.currentTarget.value);
            if (unit) setAreaUnit(unit);
          }}
          data-testid="area-unit-select"
        >
          {AREA_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {UNIT_LABELS[unit]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
