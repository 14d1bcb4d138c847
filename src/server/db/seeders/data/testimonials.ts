import type { TestimonialSeed } from './types.ts';

export const testimonials: TestimonialSeed[] = [
  {
    name: 'Alexander M.',
    role: 'Penthouse owner',
    text:
      'We bought our penthouse from London without flying in for the first two viewings. Layla walked us through the ' +
      'residence on video, sent the service-charge history unprompted and had the transfer booked within three weeks.',
    rating: 5,
    sortOrder: 1,
  },
  {
    name: 'Noura Al Mansoori',
    role: 'Signature Villa owner',
    text:
      'The team knew every villa plot on the crescent and told us honestly which ones caught the afternoon wind. That ' +
      'advice alone was worth the commission.',
    rating: 5,
    sortOrder: 2,
  },
  {
    name: 'Rahul and Meera Kapoor',
    role: 'Apartment owners and landlords',
    text:
      'Priya found us a tenant within a fortnight of handover and now handles everything from the Ejari renewal to ' +
      'the air-conditioning service. We barely need to think about the apartment.',
    rating: 5,
    sortOrder: 3,
  },
  {
    name: 'Stefan Keller',
    role: 'Investor, two residences',
    text:
      'Clear numbers on yields and resale prices rather than brochure talk. The valuation they gave us was within two ' +
      'percent of the price we finally achieved.',
    rating: 4,
    sortOrder: 4,
  },
  {
    name: 'Olivia Grant',
    role: 'Tenant, Sky Villa Residence',
    text:
      'Moving from Singapore with two children was daunting. The agency arranged school visits around our viewings and ' +
      'the residence was ready, cleaned and stocked, the day we landed.',
    rating: 5,
    sortOrder: 5,
  },
  {
    name: 'Dmitri V.',
    role: 'Off-plan buyer',
    text:
      'They explained the payment plan, the escrow account and the handover timeline in plain terms, and kept us updated ' +
      'with site photographs every quarter. Communication could be a little faster at weekends.',
    rating: 4,
    sortOrder: 6,
  },
];
