import { useState } from 'react';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { isConverted } from '../../../lib/format-money.ts';
import { priceFromAedText, priceToAedText } from '../filter.ts';

export interface PriceField {
  /** 'Min price (USD)', 'Мин. цена (USD)': the inputs speak the visitor's currency and the page's language. */
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/**
 * A price criterion kept in dirhams (`aedText`, as the finder's URL holds it) and typed in the
 * visitor's currency. What the visitor typed is shown as typed, since a round trip through dirhams
 * would turn '101' roubles into '100'; in dirhams the text passes through untouched.
 */
export function usePriceField(
  label: (inputs: { currency: string }) => string,
  aedText: string,
  onAedText: (aedText: string) => void,
): PriceField {
  const { display } = useDisplayPreferences();
  const { currency, rate } = display;
  const [typed, setTyped] = useState<{ text: string; aedText: string; currency: string } | null>(null);
  const text = label({ currency });
  if (!isConverted(display)) return { label: text, value: aedText, onChange: onAedText };
  const current = typed && typed.currency === currency && typed.aedText === aedText ? typed.text : null;
  return {
    label: text,
    value: current ?? priceFromAedText(aedText, rate),
    onChange: (text) => {
      const next = priceToAedText(text, rate);
      setTyped({ text, aedText: next, currency });
      onAedText(next);
    },
  };
}
