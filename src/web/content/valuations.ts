/** The /valuations page's fixed copy. */

/** The promised turnaround, in hours; the page and the toasts quote the same figure. */
export const VALUATION_TURNAROUND_HOURS = 24;

export interface IconCard {
  id: string;
  title: string;
  text: string;
}

export const VALUATION_BENEFITS: readonly IconCard[] = [
  {
    id: 'analysis',
    title: 'Accurate Market Analysis',
    text: 'Every figure is grounded in registered transactions at the residences and on the Palm, not in asking prices.',
  },
  {
    id: 'expertise',
    title: 'Premium Property Expertise',
    text: 'Our consultants sell and let only prime homes on Palm Jumeirah, and know each floor plan and view by heart.',
  },
  {
    id: 'response',
    title: 'Quick Response',
    text: `A written valuation with a 24-hour turnaround, and a consultant available to talk it through.`,
  },
];

export interface ProcessStep {
  step: number;
  title: string;
  text: string;
}

export const VALUATION_STEPS: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Property Assessment',
    text: 'We note the residence’s type, size, floor, view, condition and any upgrades.',
  },
  {
    step: 2,
    title: 'Market Analysis',
    text: 'We compare recent sales and lettings at the development and on the Crescent.',
  },
  {
    step: 3,
    title: 'Valuation Preparation',
    text: 'You receive a written valuation for sale, rent or both, with the evidence behind it.',
  },
  {
    step: 4,
    title: 'Consultation',
    text: 'A consultant walks you through the figures and the best strategy for your goals.',
  },
];
