/**
 * The landing hero's photo, on its own: the landing route's head preloads it, and a head stays in
 * the first chunk, so it must not pull in the page's copy (landing.ts) with it.
 */
export const HERO_IMAGE = { src: '/media/hero.webp', width: 1920, height: 1080 } as const;
