import type { ComponentProps } from 'react';

/** Width of the smaller variant the artwork script writes beside each large image as `<name>-800.webp`. */
const VARIANT_WIDTH = 800;
const LARGE_WIDTH = 1600;

/**
 * Seeded images that have a `-800` variant (scripts/generate-artwork.ts): the large pictures at the
 * top of /media and in these folders. Agent portraits and market cards are written at one size only.
 */
const WITH_VARIANT = /^\/media\/(?:(?:properties|gallery|amenities|floor-plans)\/)?[\w-]+\.webp$/;

/**
 * `srcSet` for a seeded image that has a `-800` variant; undefined for anything else (an external
 * URL entered by staff, a single-size picture), which is then used as is.
 */
export function mediaSrcSet(url: string, largeWidth = LARGE_WIDTH): string | undefined {
  if (!WITH_VARIANT.test(url) || url.endsWith(`-${VARIANT_WIDTH}.webp`)) return undefined;
  return `${url.slice(0, -'.webp'.length)}-${VARIANT_WIDTH}.webp ${VARIANT_WIDTH}w, ${url} ${largeWidth}w`;
}

/** The 800 px file of a seeded image, for a thumbnail; `url` itself when it has no variant. */
export function mediaThumbnail(url: string): string {
  return mediaSrcSet(url) ? `${url.slice(0, -'.webp'.length)}-${VARIANT_WIDTH}.webp` : url;
}

/**
 * The development's main photo: what a residence, listing or page without a picture of its own shows
 * (cards keep their shape), and the picture of the pages about the whole development.
 */
export const FALLBACK_PHOTO = '/media/main-photo.webp';

export interface MediaImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet'> {
  /** A seeded /media image (offered with its 800 px variant) or any other address (used as it is). */
  src: string;
  /** The width the large file is drawn at, when it is not the usual 1600 px (the landing hero's). */
  largeWidth?: number;
}

/**
 * A picture that lets the browser pick the 800 px variant of a seeded image on a narrow screen. Give it
 * `sizes`, `width` and `height` as for an `<img>`: the reserved box keeps the layout still while it loads.
 * It shares this module with the addresses above, which route heads read: one module stays in the
 * chunk every page loads, where two would each be a chunk of their own.
 */
export function MediaImage({ src, largeWidth, ...image }: MediaImageProps) {
  return <img src={src} srcSet={mediaSrcSet(src, largeWidth)} {...image} />;
}
