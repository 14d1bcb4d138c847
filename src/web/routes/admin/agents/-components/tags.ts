/** The tags with `entry` added: trimmed, blank ignored, and no duplicate (case-insensitive). */
export function addTag(tags: string[], entry: string): string[] {
  const tag = entry.trim().replace(/\s+/g, ' ');
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}
