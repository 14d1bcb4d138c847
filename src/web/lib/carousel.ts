/** The index `step` places on in a carousel of `total` slides, wrapping past either end (0 when empty). */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** The photos of a property in display order: the main image first, then the rest without repeats. */
export function propertyPhotos(property: { imageUrl?: string | null; photos?: readonly string[] | null }): string[] {
  const all = [property.imageUrl ?? '', ...(property.photos ?? [])].filter((url) => url.trim() !== '');
  return [...new Set(all)];
}
