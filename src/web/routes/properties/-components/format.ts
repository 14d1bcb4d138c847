const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '9,140 sq ft' from the stored area text; 'Area on request' when it is missing. */
export function formatArea(area: string | number | null | undefined): string {
  const value = typeof area === 'number' ? area : Number(String(area ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(value) && value > 0 ? `${whole.format(value)} sq ft` : 'Area on request';
}

/** '4', '5.5', or '–' when the figure is missing. */
export function formatFigure(count: string | number | null | undefined): string {
  const value = Number(count ?? Number.NaN);
  return count !== '' && Number.isFinite(value) ? whole.format(value) : '–';
}

/** '4 Bedrooms', '1 Bathroom', '5.5 Bathrooms'. */
export function formatCount(count: string | number | null | undefined, noun: string): string {
  return `${formatFigure(count)} ${noun}${Number(count) === 1 ? '' : 's'}`;
}
