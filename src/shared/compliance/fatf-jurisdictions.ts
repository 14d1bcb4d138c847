/**
 * The FATF's lists of high-risk jurisdictions (ISO 3166-1 alpha-2), as published after its plenary
 * of 24 October 2025: the one data file the risk rating reads. Update both lists and the date when
 * the FATF publishes new ones (February, June and October plenaries).
 *
 * - High-Risk Jurisdictions subject to a Call for Action:
 *   https://www.fatf-gafi.org/en/publications/High-risk-and-other-monitored-jurisdictions/Call-for-action-october-2025.html
 * - Jurisdictions under Increased Monitoring:
 *   https://www.fatf-gafi.org/en/publications/High-risk-and-other-monitored-jurisdictions/increased-monitoring-october-2025.html
 */
export const FATF_LISTS_DATE = '2025-10-24';

/** The "black list": DPRK, Iran, Myanmar. */
export const FATF_CALL_FOR_ACTION: readonly string[] = ['KP', 'IR', 'MM'];

/** The "grey list". */
export const FATF_INCREASED_MONITORING: readonly string[] = [
  'DZ', // Algeria
  'AO', // Angola
  'BO', // Bolivia
  'BG', // Bulgaria
  'CM', // Cameroon
  'CI', // Côte d'Ivoire
  'CD', // Democratic Republic of the Congo
  'HT', // Haiti
  'KE', // Kenya
  'LA', // Lao PDR
  'LB', // Lebanon
  'MC', // Monaco
  'NA', // Namibia
  'NP', // Nepal
  'SS', // South Sudan
  'SY', // Syria
  'VE', // Venezuela
  'VN', // Vietnam
  'VG', // British Virgin Islands
  'YE', // Yemen
];

export function isHighRiskCountry(code: string | null | undefined): boolean {
  const upper = code?.toUpperCase() ?? '';
  return FATF_CALL_FOR_ACTION.includes(upper) || FATF_INCREASED_MONITORING.includes(upper);
}
