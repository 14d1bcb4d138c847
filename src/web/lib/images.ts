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

/** The fallback photo shown when a property has no image, so cards keep their shape. */
export const FALLBACK_PHOTO = '/media/main-photo.webp';
