/** The neighbourhood guide's attractions: 9 cards over three categories. */

export const ATTRACTION_FILTERS = ['all', 'hotel', 'restaurant', 'beach'] as const;
export type AttractionFilter = (typeof ATTRACTION_FILTERS)[number];
export type AttractionCategory = Exclude<AttractionFilter, 'all'>;

export const ATTRACTION_FILTER_LABELS: Record<AttractionFilter, string> = {
  all: 'All',
  hotel: 'Hotels',
  restaurant: 'Restaurants',
  beach: 'Beach Clubs',
};

/** The badge each category wears on its card. */
export const ATTRACTION_BADGES: Record<AttractionCategory, string> = {
  hotel: 'Luxury Hotel',
  restaurant: 'Fine Dining',
  beach: 'Beach Club',
};

export interface Attraction {
  id: string;
  name: string;
  description: string;
  category: AttractionCategory;
  /** 4.3 to 4.9. */
  rating: number;
  /** Car travel time from the residences. */
  distance: string;
  image: string;
  imageAlt: string;
  link: string;
  location: string;
}

export const ATTRACTIONS: readonly Attraction[] = [
  {
    id: 'atlantis-the-royal',
    name: 'Atlantis The Royal',
    description:
      'The Palm’s newest landmark: sky pools, celebrity-chef restaurants and a cantilevered silhouette that defines the Crescent’s skyline.',
    category: 'hotel',
    rating: 4.8,
    distance: '6 min by car',
    image: '/media/gallery/exterior-2.webp',
    imageAlt: 'A tower of stacked glass blocks above the sea at dusk',
    link: 'https://www.atlantis.com/atlantis-the-royal',
    location: 'Crescent Road, Palm Jumeirah',
  },
  {
    id: 'one-and-only-the-palm',
    name: 'One&Only The Palm',
    description:
      'An intimate Andalusian-inspired resort on the western Crescent, with gardens, a quiet beach and a Guerlain spa.',
    category: 'hotel',
    rating: 4.7,
    distance: '4 min by car',
    image: '/media/gallery/exterior-3.webp',
    imageAlt: 'Low white villas among palm trees beside a calm lagoon',
    link: 'https://www.oneandonlyresorts.com/the-palm',
    location: 'West Crescent, Palm Jumeirah',
  },
  {
    id: 'five-palm-jumeirah',
    name: 'FIVE Palm Jumeirah',
    description:
      'A lively resort on the trunk of the Palm with a long pool deck, rooftop views and some of the island’s best-known nightlife.',
    category: 'hotel',
    rating: 4.5,
    distance: '9 min by car',
    image: '/media/gallery/exterior-4.webp',
    imageAlt: 'A hotel pool deck lined with loungers, the tower rising behind',
    link: 'https://www.fivehotelsandresorts.com/hotels/five-palm-jumeirah-dubai/',
    location: 'Palm Jumeirah trunk',
  },
  {
    id: '101-dining-lounge',
    name: '101 Dining Lounge and Bar',
    description:
      'Seafood and Mediterranean plates served on a pier over the water, with the Dubai Marina skyline lighting up across the bay.',
    category: 'restaurant',
    rating: 4.6,
    distance: '4 min by car',
    image: '/media/amenities/dining.webp',
    imageAlt: 'A candle-lit table set for dinner beside the water',
    link: 'https://www.oneandonlyresorts.com/the-palm/dining/101-dining-lounge-and-bar',
    location: 'One&Only The Palm',
  },
  {
    id: 'ossiano',
    name: 'Ossiano',
    description:
      'A tasting menu beside a floor-to-ceiling aquarium wall: one of Dubai’s most celebrated dining rooms for a special evening.',
    category: 'restaurant',
    rating: 4.8,
    distance: '7 min by car',
    image: '/media/gallery/interior-3.webp',
    imageAlt: 'A softly lit dining room with deep blue tones',
    link: 'https://www.atlantis.com/dubai/dining/signature-restaurants/ossiano',
    location: 'Atlantis, The Palm',
  },
  {
    id: 'hakkasan',
    name: 'Hakkasan',
    description:
      'Modern Cantonese cooking in a dark, lacquered room, with dim sum at lunch and a cocktail bar that stays busy late.',
    category: 'restaurant',
    rating: 4.4,
    distance: '7 min by car',
    image: '/media/gallery/interior-5.webp',
    imageAlt: 'An intimate restaurant interior with carved wooden screens',
    link: 'https://www.atlantis.com/dubai/dining/signature-restaurants/hakkasan',
    location: 'Atlantis, The Palm',
  },
  {
    id: 'white-beach',
    name: 'White Beach',
    description:
      'Two pools, a long stretch of sand and DJ sets at sunset: the Palm’s most polished day-to-night beach club.',
    category: 'beach',
    rating: 4.5,
    distance: '7 min by car',
    image: '/media/amenities/private-beach.webp',
    imageAlt: 'White sun loungers and parasols on a quiet beach',
    link: 'https://www.atlantis.com/dubai/dining/white-beach',
    location: 'Atlantis, The Palm',
  },
  {
    id: 'club-vista-mare',
    name: 'Club Vista Mare',
    description:
      'A strip of beach restaurants and lounges on the Palm’s fronds, relaxed by day and candle-lit by night.',
    category: 'beach',
    rating: 4.3,
    distance: '8 min by car',
    image: '/media/gallery/amenity-2.webp',
    imageAlt: 'A beach terrace with shaded tables looking out to sea',
    link: 'https://clubvistamare.com/',
    location: 'Frond N, Palm Jumeirah',
  },
  {
    id: 'beach-by-five',
    name: 'Beach by FIVE',
    description: 'Cabanas, a swim-up bar and a seafood grill on a private beach at the heart of the Palm.',
    category: 'beach',
    rating: 4.4,
    distance: '9 min by car',
    image: '/media/amenities/infinity-pools.webp',
    imageAlt: 'An infinity pool meeting the horizon under a clear sky',
    link: 'https://www.fivehotelsandresorts.com/',
    location: 'FIVE Palm Jumeirah',
  },
];

export function attractionsFor(filter: AttractionFilter): Attraction[] {
  return filter === 'all' ? [...ATTRACTIONS] : ATTRACTIONS.filter((attraction) => attraction.category === filter);
}
