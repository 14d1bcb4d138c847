/** Every picture the site uses, in order (each gets its seed from its position). */
import { C } from './palette.ts';
import { type Canvas } from './canvas.ts';
import { interiorScene } from './interiors.ts';
import {
  aerialScene,
  arrivalScene,
  floorPlanScene,
  portraitScene,
  shoreScene,
  terraceScene,
  towerScene,
  villaScene,
} from './scenes.ts';

export const LANDSCAPE = { width: 1600, height: 1067 };
export const HERO = { width: 1920, height: 1080 };
export const SMALL = { width: 800, height: 533 };
export const SQUARE = { width: 600, height: 600 };

export interface Artwork {
  /** Path under public/media, without extension. */
  name: string;
  size: { width: number; height: number };
  /** Also write `<name>-800.webp`. */
  variant: boolean;
  /** Encode at this width instead of the drawing size (small cards drawn at full size, then reduced). */
  outputWidth?: number;
  seed: number;
  draw: (c: Canvas) => void;
}

export const artworks: Artwork[] = [];
let nextSeed = 1;
export function art(name: string, size: Artwork['size'], draw: Artwork['draw'], variant = true, outputWidth?: number) {
  artworks.push({
    name,
    size,
    variant,
    seed: (nextSeed++ * 7919) ^ 0x5eed,
    draw,
    ...(outputWidth ? { outputWidth } : {}),
  });
}
/** A listing-card picture: composed on the large canvas, written at 800 px only. */
export function card(name: string, draw: Artwork['draw']) {
  art(name, LANDSCAPE, draw, false, SMALL.width);
}

export const L = LANDSCAPE;
export const W = LANDSCAPE.width;
export const H = LANDSCAPE.height;

// Site-wide pictures.
art('hero', HERO, (c) =>
  towerScene(c, {
    mood: 'dusk',
    towerX: 1920 * 0.62,
    horizon: 1080 * 0.62,
    sunX: 1920 * 0.3,
    sunY: 1080 * 0.5,
    beach: true,
    palms: 4,
    towerScale: 1.05,
    skyline: { sail: 1920 * 0.12 },
  }),
);
art('main-photo', L, (c) =>
  towerScene(c, {
    mood: 'golden',
    towerX: W * 0.5,
    horizon: H * 0.64,
    sunX: W * 0.78,
    sunY: H * 0.46,
    beach: true,
    palms: 2,
    skyline: { spire: W * 0.2 },
  }),
);
art('aerial', L, (c) => aerialScene(c, 'day'));

// Residences.
art('properties/royal-penthouse-1', L, (c) =>
  towerScene(c, {
    mood: 'dusk',
    towerX: W * 0.4,
    horizon: H * 0.66,
    sunX: W * 0.8,
    sunY: H * 0.54,
    towerScale: 1.25,
    palms: 2,
    skyline: { sail: W * 0.7 },
  }),
);
art('properties/royal-penthouse-2', L, (c) =>
  interiorScene(c, { mood: 'dusk', room: 'living', windowAt: 0.55, view: { sail: W * 0.5 } }),
);
art('properties/royal-penthouse-3', L, (c) =>
  terraceScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.35, pool: true, view: { sail: W * 0.6 } }),
);
art('properties/royal-penthouse-4', L, (c) =>
  interiorScene(c, { mood: 'dawn', room: 'bedroom', windowAt: 0.45, accent: C.teal }),
);
art('properties/penthouse-b1-1', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'living', windowAt: 0.4, accent: C.teal }),
);
art('properties/penthouse-b1-2', L, (c) =>
  terraceScene(c, { mood: 'dusk', horizon: H * 0.52, sunX: W * 0.5, view: { spire: W * 0.8 } }),
);
art('properties/penthouse-b1-3', L, (c) => interiorScene(c, { mood: 'day', room: 'bath', windowAt: 0.6 }));
art('properties/penthouse-b2-1', L, (c) =>
  terraceScene(c, { mood: 'night', horizon: H * 0.5, sunX: W * 0.25, pool: true, view: { spire: W * 0.7 } }),
);
art('properties/penthouse-b2-2', L, (c) =>
  interiorScene(c, { mood: 'dusk', room: 'dining', windowAt: 0.5, accent: C.gold }),
);
art('properties/penthouse-b2-3', L, (c) =>
  interiorScene(c, { mood: 'day', room: 'bedroom', windowAt: 0.55, accent: C.orchid }),
);
art('properties/sky-palace-1', L, (c) =>
  towerScene(c, {
    mood: 'night',
    towerX: W * 0.6,
    horizon: H * 0.62,
    sunX: W * 0.2,
    sunY: H * 0.2,
    towerScale: 1.2,
    palms: 2,
    skyline: { spire: W * 0.15, arch: W * 0.85 },
  }),
);
art('properties/sky-palace-2', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'lounge', windowAt: 0.5, accent: C.orchidDeep, view: { arch: W * 0.5 } }),
);
art('properties/sky-palace-3', L, (c) =>
  terraceScene(c, { mood: 'dawn', horizon: H * 0.48, sunX: W * 0.62, pool: true, view: { arch: W * 0.3 } }),
);
art('properties/sky-mansion-1', L, (c) =>
  interiorScene(c, { mood: 'day', room: 'lounge', windowAt: 0.6, accent: C.gold, view: { sail: W * 0.3 } }),
);
art('properties/sky-mansion-2', L, (c) =>
  terraceScene(c, { mood: 'day', horizon: H * 0.52, sunX: W * 0.72, garden: true }),
);
art('properties/sky-mansion-3', L, (c) =>
  towerScene(c, {
    mood: 'day',
    towerX: W * 0.7,
    horizon: H * 0.6,
    sunX: W * 0.25,
    sunY: H * 0.22,
    beach: true,
    palms: 3,
  }),
);
art('properties/signature-villa-a-1', L, (c) =>
  villaScene(c, { mood: 'day', horizon: H * 0.45, sunX: W * 0.8, villaX: W * 0.22, villaW: W * 0.55 }),
);
art('properties/signature-villa-a-2', L, (c) =>
  villaScene(c, { mood: 'dusk', horizon: H * 0.47, sunX: W * 0.25, villaX: W * 0.3, villaW: W * 0.5 }),
);
art('properties/signature-villa-a-3', L, (c) =>
  interiorScene(c, { mood: 'day', room: 'living', windowAt: 0.5, accent: C.gold }),
);
art('properties/signature-villa-b-1', L, (c) =>
  villaScene(c, { mood: 'golden', horizon: H * 0.44, sunX: W * 0.5, villaX: W * 0.18, villaW: W * 0.62 }),
);
art('properties/signature-villa-b-2', L, (c) =>
  shoreScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.4, kind: 'infinity-pool' }),
);
art('properties/signature-villa-b-3', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'dining', windowAt: 0.45, accent: C.teal }),
);
art('properties/sky-villa-1', L, (c) =>
  terraceScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.45, garden: true, view: { sail: W * 0.75 } }),
);
art('properties/sky-villa-2', L, (c) =>
  interiorScene(c, { mood: 'dawn', room: 'living', windowAt: 0.45, accent: C.orchid }),
);
art('properties/sky-villa-3', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'bedroom', windowAt: 0.5, accent: C.gold }),
);
art('properties/apartment-2bed-1', L, (c) =>
  interiorScene(c, { mood: 'day', room: 'living', windowAt: 0.6, accent: C.teal, view: { spire: W * 0.6 } }),
);
art('properties/apartment-2bed-2', L, (c) =>
  interiorScene(c, { mood: 'dusk', room: 'bedroom', windowAt: 0.45, accent: C.orchid }),
);
art('properties/apartment-2bed-3', L, (c) =>
  terraceScene(c, { mood: 'dusk', horizon: H * 0.5, sunX: W * 0.3, view: { spire: W * 0.55 } }),
);
art('properties/apartment-3bed-1', L, (c) =>
  interiorScene(c, { mood: 'dawn', room: 'living', windowAt: 0.5, accent: C.gold, view: { sail: W * 0.45 } }),
);
art('properties/apartment-3bed-2', L, (c) =>
  interiorScene(c, { mood: 'day', room: 'kitchen', windowAt: 0.55, accent: C.orchid }),
);
art('properties/apartment-3bed-3', L, (c) =>
  terraceScene(c, { mood: 'day', horizon: H * 0.5, sunX: W * 0.6, view: { sail: W * 0.35 } }),
);
art('properties/apartment-4bed-1', L, (c) =>
  interiorScene(c, { mood: 'night', room: 'dining', windowAt: 0.5, accent: C.orchid, view: { spire: W * 0.5 } }),
);
art('properties/apartment-4bed-2', L, (c) => interiorScene(c, { mood: 'golden', room: 'bath', windowAt: 0.62 }));
art('properties/apartment-4bed-3', L, (c) =>
  terraceScene(c, {
    mood: 'golden',
    horizon: H * 0.5,
    sunX: W * 0.55,
    pool: true,
    view: { sail: W * 0.3, arch: W * 0.8 },
  }),
);

// Gallery: 4 exteriors, 6 interiors, 5 amenities, 3 views.
art('gallery/exterior-1', L, (c) =>
  towerScene(c, {
    mood: 'day',
    towerX: W * 0.5,
    horizon: H * 0.62,
    sunX: W * 0.8,
    sunY: H * 0.2,
    beach: true,
    palms: 4,
  }),
);
art('gallery/exterior-2', L, (c) =>
  towerScene(c, {
    mood: 'dusk',
    towerX: W * 0.32,
    horizon: H * 0.68,
    sunX: W * 0.68,
    sunY: H * 0.56,
    palms: 0,
    skyline: { arch: W * 0.85 },
  }),
);
art('gallery/exterior-3', L, (c) =>
  towerScene(c, {
    mood: 'night',
    towerX: W * 0.45,
    horizon: H * 0.64,
    sunX: W * 0.82,
    sunY: H * 0.18,
    beach: true,
    palms: 3,
    towerScale: 1.1,
    skyline: { spire: W * 0.85 },
  }),
);
art('gallery/exterior-4', L, (c) => arrivalScene(c, 'golden'));
art('gallery/interior-1', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'living', windowAt: 0.5, accent: C.orchid, view: { sail: W * 0.55 } }),
);
art('gallery/interior-2', L, (c) => interiorScene(c, { mood: 'dawn', room: 'bedroom', windowAt: 0.5, accent: C.gold }));
art('gallery/interior-3', L, (c) => interiorScene(c, { mood: 'day', room: 'kitchen', windowAt: 0.45, accent: C.teal }));
art('gallery/interior-4', L, (c) => interiorScene(c, { mood: 'day', room: 'bath', windowAt: 0.55 }));
art('gallery/interior-5', L, (c) =>
  interiorScene(c, { mood: 'dusk', room: 'dining', windowAt: 0.5, accent: C.orchid, view: { spire: W * 0.4 } }),
);
art('gallery/interior-6', L, (c) =>
  interiorScene(c, { mood: 'night', room: 'lounge', windowAt: 0.45, accent: C.gold, view: { spire: W * 0.5 } }),
);
art('gallery/amenity-1', L, (c) =>
  shoreScene(c, { mood: 'dusk', horizon: H * 0.5, sunX: W * 0.45, kind: 'infinity-pool' }),
);
art('gallery/amenity-2', L, (c) => interiorScene(c, { mood: 'golden', room: 'spa', windowAt: 0.65, accent: C.teal }));
art('gallery/amenity-3', L, (c) => interiorScene(c, { mood: 'day', room: 'fitness', windowAt: 0.4, accent: C.orchid }));
art('gallery/amenity-4', L, (c) => shoreScene(c, { mood: 'day', horizon: H * 0.48, sunX: W * 0.7, kind: 'beach' }));
art('gallery/amenity-5', L, (c) => interiorScene(c, { mood: 'night', room: 'cinema', accent: C.orchid }));
art('gallery/view-1', L, (c) =>
  terraceScene(c, { mood: 'dusk', horizon: H * 0.58, sunX: W * 0.4, view: { spire: W * 0.62 } }),
);
art('gallery/view-2', L, (c) =>
  towerScene(c, {
    mood: 'dawn',
    towerX: W * 1.3,
    horizon: H * 0.62,
    sunX: W * 0.5,
    sunY: H * 0.5,
    palms: 0,
    skyline: { sail: W * 0.55 },
  }),
);
art('gallery/view-3', L, (c) =>
  towerScene(c, {
    mood: 'night',
    towerX: W * 1.3,
    horizon: H * 0.6,
    sunX: W * 0.2,
    sunY: H * 0.16,
    palms: 1,
    skyline: { spire: W * 0.5, arch: W * 0.82 },
  }),
);

// Amenities, one per seeded amenity.
art('amenities/spa', L, (c) => interiorScene(c, { mood: 'dusk', room: 'spa', windowAt: 0.6, accent: C.orchid }));
art('amenities/wellness-hub', L, (c) => interiorScene(c, { mood: 'dawn', room: 'spa', windowAt: 0.4, accent: C.gold }));
art('amenities/infinity-pools', L, (c) =>
  shoreScene(c, { mood: 'day', horizon: H * 0.5, sunX: W * 0.55, kind: 'infinity-pool' }),
);
art('amenities/private-beach', L, (c) =>
  shoreScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.3, kind: 'beach' }),
);
art('amenities/fitness', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'fitness', windowAt: 0.55, accent: C.teal }),
);
art('amenities/kids-club', L, (c) => interiorScene(c, { mood: 'day', room: 'kids', windowAt: 0.5, accent: C.orchid }));
art('amenities/cinema', L, (c) => interiorScene(c, { mood: 'night', room: 'cinema', accent: C.orchidDeep }));
art('amenities/members-club', L, (c) =>
  interiorScene(c, { mood: 'dusk', room: 'club', windowAt: 0.5, accent: C.orchid, view: { sail: W * 0.5 } }),
);
art('amenities/dining', L, (c) =>
  interiorScene(c, { mood: 'golden', room: 'dining', windowAt: 0.5, accent: C.orchid, view: { arch: W * 0.55 } }),
);
art('amenities/concierge', L, (c) => arrivalScene(c, 'dusk'));

// Market listing cards (800 px only).
card('market/listing-1', (c) =>
  towerScene(c, {
    mood: 'day',
    towerX: W * 0.5,
    horizon: H * 0.62,
    sunX: W * 0.78,
    sunY: H * 0.2,
    beach: true,
    palms: 2,
  }),
);
card('market/listing-2', (c) => interiorScene(c, { mood: 'golden', room: 'living', windowAt: 0.5, accent: C.teal }));
card('market/listing-3', (c) =>
  terraceScene(c, { mood: 'dusk', horizon: H * 0.5, sunX: W * 0.38, pool: true, view: { sail: W * 0.7 } }),
);
card('market/listing-4', (c) => interiorScene(c, { mood: 'day', room: 'bedroom', windowAt: 0.5, accent: C.gold }));
card('market/listing-5', (c) =>
  villaScene(c, { mood: 'golden', horizon: H * 0.45, sunX: W * 0.75, villaX: W * 0.2, villaW: W * 0.56, palms: false }),
);
card('market/listing-6', (c) =>
  towerScene(c, {
    mood: 'night',
    towerX: W * 0.65,
    horizon: H * 0.64,
    sunX: W * 0.2,
    sunY: H * 0.17,
    palms: 1,
    skyline: { spire: W * 0.3 },
  }),
);
card('market/listing-7', (c) => interiorScene(c, { mood: 'dusk', room: 'dining', windowAt: 0.5, accent: C.orchid }));
card('market/listing-8', (c) => terraceScene(c, { mood: 'day', horizon: H * 0.5, sunX: W * 0.62, garden: true }));
card('market/listing-9', (c) => interiorScene(c, { mood: 'dawn', room: 'kitchen', windowAt: 0.5, accent: C.teal }));
card('market/listing-10', (c) =>
  villaScene(c, { mood: 'dusk', horizon: H * 0.47, sunX: W * 0.25, villaX: W * 0.26, villaW: W * 0.5, palms: false }),
);

// Agents.
art(
  'agents/layla-haddad',
  SQUARE,
  (c) => portraitScene(c, { background: C.orchid, accent: C.orchidSoft, figure: C.ink, hair: 'long' }),
  false,
);
art(
  'agents/james-whitmore',
  SQUARE,
  (c) => portraitScene(c, { background: C.teal, accent: C.tealLight, figure: C.inkSoft, hair: 'short' }),
  false,
);
art(
  'agents/priya-menon',
  SQUARE,
  (c) => portraitScene(c, { background: C.gold, accent: C.goldLight, figure: C.orchidDeep, hair: 'bun' }),
  false,
);

// Floor-plan drawings of the seven residence types.
art('floor-plans/signature-villa-type-a', L, (c) => floorPlanScene(c, { rooms: 9, terrace: 'left', pool: true }));
art('floor-plans/signature-villa-type-b', L, (c) => floorPlanScene(c, { rooms: 11, terrace: 'wrap', pool: true }));
art('floor-plans/royal-penthouse', L, (c) => floorPlanScene(c, { rooms: 9, terrace: 'wrap' }));
art('floor-plans/sky-mansion', L, (c) => floorPlanScene(c, { rooms: 10, terrace: 'bottom' }));
art('floor-plans/penthouse-b1', L, (c) => floorPlanScene(c, { rooms: 8, terrace: 'bottom' }));
art('floor-plans/penthouse-b2', L, (c) => floorPlanScene(c, { rooms: 9, terrace: 'left', pool: true }));
art('floor-plans/sky-villa', L, (c) => floorPlanScene(c, { rooms: 8, terrace: 'left' }));
