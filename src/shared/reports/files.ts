import type { SourceToRevenueInput } from './source-to-revenue.ts';

/** Where the reports' downloads are served (outside /api: they are the console's, not the integrators'). */
export const REPORTS_FILES_PATH = '/files/reports';

/** The CSV download of the source-to-revenue report the screen shows. */
export function sourceToRevenueCsvHref(input: SourceToRevenueInput): string {
  return `${REPORTS_FILES_PATH}/source-to-revenue.csv?${new URLSearchParams(input).toString()}`;
}
