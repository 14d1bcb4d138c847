import type { CostFigureFormat } from '../../../shared/cost-to-own/cost-texts.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { formatPercent } from '../../lib/format.ts';
import { formatExactPrice, formatWholeMoney } from '../../lib/format-money.ts';
import { pageLocale } from '../../lib/i18n.ts';

/** How a cost breakdown writes its figures on this page: rules in dirhams, amounts in the visitor's currency. */
export function useCostFormat() {
  const { display } = useDisplayPreferences();
  const locale = display.locale;
  const rules: CostFigureFormat = {
    locale: pageLocale(),
    aed: (amount) => formatWholeMoney(amount, 'AED', locale),
    percent: (percent) => formatPercent(percent, locale),
  };
  return { display, rules, money: (amountAed: number) => formatExactPrice(amountAed, display) };
}
