import type { AmenitySeed } from './types.ts';

/**
 * Residents' amenities, in display order. Each has matching artwork at
 * `/media/amenities/<slug>.webp` (spa, wellness-hub, infinity-pools, private-beach, fitness, kids-club, cinema,
 * members-club, dining, concierge) for pages that want a picture beside the card.
 */
export const amenities: AmenitySeed[] = [
  {
    name: 'Six Senses Spa',
    description:
      'Treatment suites, hammam, sauna and salt room run by the Six Senses spa team, with personalised programmes for sleep, ' +
      'detox and recovery available to every resident.',
    icon: 'massage',
    sortOrder: 1,
  },
  {
    name: 'Wellness Hub',
    description:
      'A 60,000 sq ft wellness hub with a biohacking lab, yoga and meditation studios, hydrotherapy pools and wellness ' +
      'screenings that shape a plan around each resident.',
    icon: 'yoga',
    sortOrder: 2,
  },
  {
    name: 'Infinity Pools',
    description:
      'Temperature-controlled infinity pools on the podium and sky decks, edged with cabanas and looking straight out over ' +
      'the Arabian Gulf.',
    icon: 'swimming',
    sortOrder: 3,
  },
  {
    name: 'Private Beach',
    description:
      'A residents-only stretch of sand on the crescent with loungers, beach service and watersports arranged by the ' +
      'concierge.',
    icon: 'beach',
    sortOrder: 4,
  },
  {
    name: 'Fitness Studio',
    description:
      'Strength and cardio equipment, a functional training zone and personal trainers, open around the clock with classes ' +
      "scheduled through the residents' app.",
    icon: 'barbell',
    sortOrder: 5,
  },
  {
    name: 'Grow with Six Senses Kids Club',
    description:
      'A supervised club for children with creative, outdoor and nature activities, and a dedicated splash pool for the ' +
      'youngest residents.',
    icon: 'mood-kid',
    sortOrder: 6,
  },
  {
    name: 'Private Cinema',
    description:
      "A residents' screening room with reclining seats and a full sound system, available to book for family evenings and " +
      'private events.',
    icon: 'movie',
    sortOrder: 7,
  },
  {
    name: 'Six Senses Place',
    description:
      "The members' club for residents: lounge, bar, co-working rooms and a programme of talks, tastings and wellness " +
      'events throughout the year.',
    icon: 'glass-full',
    sortOrder: 8,
  },
  {
    name: 'Earth Lab & Organic Dining',
    description:
      "A sustainability lab and kitchen garden that supply the residents' restaurant, with cooking classes and zero-waste " +
      'workshops for the whole family.',
    icon: 'leaf',
    sortOrder: 9,
  },
  {
    name: 'Residences Concierge',
    description:
      'A 24-hour concierge and in-residence services from the hotel team: housekeeping, private dining, chauffeurs and ' +
      'travel arrangements.',
    icon: 'bell-ringing',
    sortOrder: 10,
  },
];
