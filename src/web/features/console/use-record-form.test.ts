import { describe, expect, it } from 'vitest';
import { saveToasts } from './use-record-form.ts';

describe('saveToasts', () => {
  it("words a save's toasts the console's usual way", () => {
    expect(saveToasts('Amenity')).toEqual({
      created: { title: 'Amenity Created', message: 'The new amenity has been created successfully.' },
      updated: { title: 'Amenity Updated', message: 'The amenity has been updated successfully.' },
      failed: 'There was an error saving the amenity. Please try again.',
    });
  });
});
