import { describe, expect, it } from 'vitest';
import { uploadKeySchema, uploadRefSchema } from './schemas.ts';

const ID = '0b8e4f6a-3c1d-4e2f-9a7b-1c2d3e4f5a6b';

describe('uploaded photo names', () => {
  it('takes the keys of stored variants', () => {
    for (const width of [480, 960, 1600]) {
      expect(uploadKeySchema.safeParse(`2026-11/${ID}-${width}.webp`).success).toBe(true);
    }
  });

  it("takes the portals' JPEG renditions, of uploads and of the demo's photos", () => {
    expect(uploadKeySchema.safeParse(`2026-11/${ID}-portal.jpg`).success).toBe(true);
    expect(uploadKeySchema.safeParse('portal/properties-villa-1.jpg').success).toBe(true);
  });

  it.each([
    `../pg/postmaster.pid`,
    `2026-11/../../${ID}-480.webp`,
    `2026-13/${ID}-480.webp`,
    `2026-11/${ID}-480.webp/`,
    `2026-11/${ID.toUpperCase()}-480.webp`,
    `2026-11/${ID}-0480.webp`,
    `2026-11/${ID}.webp`,
    `/2026-11/${ID}-480.webp`,
    `2026-11/${ID}-480.jpg`,
    'portal/../pg/postmaster.pid.jpg',
    'portal/a/b.jpg',
    'portal/-a.jpg',
  ])('refuses %j', (key) => {
    expect(uploadKeySchema.safeParse(key).success).toBe(false);
  });

  it('names one upload by its month and id, refusing anything else with one message', () => {
    expect(uploadRefSchema.parse({ month: '2026-11', id: ID })).toEqual({ month: '2026-11', id: ID });
    for (const ref of [
      { month: '2026-1', id: ID },
      { month: '2026-11', id: '..' },
      { month: '2026-11', id: `${ID}-480` },
    ]) {
      const result = uploadRefSchema.safeParse(ref);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid upload');
    }
  });
});
