/** The location page's map and distances. */

export const MAP_CENTRE = { latitude: 25.1004238, longitude: 55.1177276 } as const;
export const MAP_ZOOM = 14;
export const MAP_MAX_ZOOM = 19;
/** The style the map asks the tile service for: `${MAP_TILES_URL}${MAP_STYLE_PATH}`. */
export const MAP_STYLE_PATH = '/styles/positron';

export interface DistanceCard {
  id: string;
  place: string;
  minutes: number;
  note: string;
}

export const DISTANCE_CARDS: readonly DistanceCard[] = [
  { id: 'airport', place: 'Dubai International Airport', minutes: 35, note: 'International airport, by car' },
  { id: 'mall', place: 'Mall of the Emirates', minutes: 25, note: 'Large shopping mall, by car' },
  { id: 'difc', place: 'Dubai International Financial Centre', minutes: 35, note: 'The financial centre, by car' },
  { id: 'nakheel-mall', place: 'Nakheel Mall', minutes: 5, note: "The island's local mall, by car" },
];

export const LOCATION_HIGHLIGHTS: readonly { title: string; text: string }[] = [
  {
    title: 'On the Crescent',
    text: 'The residences stand on the western Crescent of Palm Jumeirah, where the island meets the open Gulf: sea on both sides and sunsets over the water.',
  },
  {
    title: 'Quiet, yet connected',
    text: 'The Palm Monorail, the Sheikh Zayed Road and Al Sufouh Road put Dubai Marina, Downtown and both airports within an easy drive.',
  },
  {
    title: 'A beach at the door',
    text: 'Residents reach a private beach and the Six Senses spa without leaving the development; the Palm’s beach clubs and restaurants are minutes away.',
  },
];
