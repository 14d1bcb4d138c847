import { m } from '../../shared/paraglide/messages.js';

/**
 * The neighbourhood guide's attractions: 9 cards over three categories. The words are messages
 * (keys `neighbourhood_*`), read where they render; the places' own names stay as they are.
 */

export const ATTRACTION_FILTERS = ['all', 'hotel', 'restaurant', 'beach'] as const;
export type AttractionFilter = (typeof ATTRACTION_FILTERS)[number];
export type AttractionCategory = Exclude<AttractionFilter, 'all'>;

export const ATTRACTION_FILTER_LABELS: Record<AttractionFilter, () => string> = {
  all: m.neighbourhood_filter_all,
  hotel: m.neighbourhood_filter_hotel,
  restaurant: m.neighbourhood_filter_restaurant,
  beach: m.neighbourhood_filter_beach,
};

/** The badge each category wears on its card. */
export const ATTRACTION_BADGES: Record<AttractionCategory, () => string> = {
  hotel: m.neighbourhood_badge_hotel,
  restaurant: m.neighbourhood_badge_restaurant,
  beach: m.neighbourhood_badge_beach,
};

export interface Attraction {
  id: string;
  name: string;
  description: () => string;
  category: AttractionCategory;
  /** 4.3 to 4.9. */
  rating: number;
  /** Car travel time from the residences, in minutes. */
  minutesByCar: number;
  image: string;
  imageAlt: () => string;
  link: string;
  /** Where it is: words in the page's language, or a resort's own name. */
  location: () => string;
}

export const ATTRACTIONS: readonly Attraction[] = [
  {
    id: 'atlantis-the-royal',
    name: 'Atlantis The Royal',
    description: m.neighbourhood_atlantis_royal_text,
    category: 'hotel',
    rating: 4.8,
    minutesByCar: 6,
    image: '/media/gallery/exterior-2.webp',
    imageAlt: m.neighbourhood_atlantis_royal_alt,
    link: 'https://www.atlantis.com/atlantis-the-royal',
    location: m.neighbourhood_atlantis_royal_place,
  },
  {
    id: 'one-and-only-the-palm',
    name: 'One&Only The Palm',
    description: m.neighbourhood_one_and_only_text,
    category: 'hotel',
    rating: 4.7,
    minutesByCar: 4,
    image: '/media/gallery/exterior-3.webp',
    imageAlt: m.neighbourhood_one_and_only_alt,
    link: 'https://www.oneandonlyresorts.com/the-palm',
    location: m.neighbourhood_one_and_only_place,
  },
  {
    id: 'five-palm-jumeirah',
    name: 'FIVE Palm Jumeirah',
    description: m.neighbourhood_five_text,
    category: 'hotel',
    rating: 4.5,
    minutesByCar: 9,
    image: '/media/gallery/exterior-4.webp',
    imageAlt: m.neighbourhood_five_alt,
    link: 'https://www.fivehotelsandresorts.com/hotels/five-palm-jumeirah-dubai/',
    location: m.neighbourhood_five_place,
  },
  {
    id: '101-dining-lounge',
    name: '101 Dining Lounge and Bar',
    description: m.neighbourhood_101_text,
    category: 'restaurant',
    rating: 4.6,
    minutesByCar: 4,
    image: '/media/amenities/dining.webp',
    imageAlt: m.neighbourhood_101_alt,
    link: 'https://www.oneandonlyresorts.com/the-palm/dining/101-dining-lounge-and-bar',
    location: () => 'One&Only The Palm',
  },
  {
    id: 'ossiano',
    name: 'Ossiano',
    description: m.neighbourhood_ossiano_text,
    category: 'restaurant',
    rating: 4.8,
    minutesByCar: 7,
    image: '/media/gallery/interior-3.webp',
    imageAlt: m.neighbourhood_ossiano_alt,
    link: 'https://www.atlantis.com/dubai/dining/signature-restaurants/ossiano',
    location: () => 'Atlantis, The Palm',
  },
  {
    id: 'hakkasan',
    name: 'Hakkasan',
    description: m.neighbourhood_hakkasan_text,
    category: 'restaurant',
    rating: 4.4,
    minutesByCar: 7,
    image: '/media/gallery/interior-5.webp',
    imageAlt: m.neighbourhood_hakkasan_alt,
    link: 'https://www.atlantis.com/dubai/dining/signature-restaurants/hakkasan',
    location: () => 'Atlantis, The Palm',
  },
  {
    id: 'white-beach',
    name: 'White Beach',
    description: m.neighbourhood_white_beach_text,
    category: 'beach',
    rating: 4.5,
    minutesByCar: 7,
    image: '/media/amenities/private-beach.webp',
    imageAlt: m.neighbourhood_white_beach_alt,
    link: 'https://www.atlantis.com/dubai/dining/white-beach',
    location: () => 'Atlantis, The Palm',
  },
  {
    id: 'club-vista-mare',
    name: 'Club Vista Mare',
    description: m.neighbourhood_vista_mare_text,
    category: 'beach',
    rating: 4.3,
    minutesByCar: 8,
    image: '/media/gallery/amenity-2.webp',
    imageAlt: m.neighbourhood_vista_mare_alt,
    link: 'https://clubvistamare.com/',
    location: m.neighbourhood_vista_mare_place,
  },
  {
    id: 'beach-by-five',
    name: 'Beach by FIVE',
    description: m.neighbourhood_beach_by_five_text,
    category: 'beach',
    rating: 4.4,
    minutesByCar: 9,
    image: '/media/amenities/infinity-pools.webp',
    imageAlt: m.neighbourhood_beach_by_five_alt,
    link: 'https://www.fivehotelsandresorts.com/',
    location: () => 'FIVE Palm Jumeirah',
  },
];

export function attractionsFor(filter: AttractionFilter): Attraction[] {
  return filter === 'all' ? [...ATTRACTIONS] : ATTRACTIONS.filter((attraction) => attraction.category === filter);
}
