import { describe, expect, it } from 'vitest';
import {
  leadsExportEntry,
  listingChangeEntries,
  personalDataExportEntry,
  settingsEntry,
  type ListingState,
} from './audit-entries.ts';

const listing: ListingState = {
  id: 3,
  status: 'Available',
  permitNumber: '7012567480',
  permitIssuedOn: '2026-01-01',
  permitExpiresOn: '2026-12-31',
  permitUrl: 'https://trakheesi.example/7012567480',
};

describe('leadsExportEntry', () => {
  it('keeps the filters and the row count, and of a text search only that there was one', () => {
    const entry = leadsExportEntry(
      { status: 'New', assignedTo: 4, search: 'amelia@example.com', limit: 10_000, offset: 0 },
      12,
    );
    expect(entry.details).toEqual({ status: 'New', assignedTo: 4, searched: true, rowCount: 12 });
    expect(entry.exported).toBe('12 leads as CSV (filtered: status New, assignedTo 4, a text search)');
    expect(JSON.stringify(entry)).not.toContain('amelia');
  });

  it('says so when nothing was filtered', () => {
    expect(leadsExportEntry({ limit: 10_000, offset: 0 }, 1)).toMatchObject({
      details: { rowCount: 1 },
      exported: '1 lead as CSV',
    });
  });
});

describe('personalDataExportEntry', () => {
  it('names the person by the kind and the start of the hash only', () => {
    const entry = personalDataExportEntry({ kind: 'email', value: 'amelia@example.com' }, { leads: 2, outbox: 3 });
    expect(entry.subject).toMatch(/^person email [0-9a-f]{12}$/);
    expect(entry.details).toEqual({ leads: 2, outbox: 3, total: 5 });
    expect(JSON.stringify(entry)).not.toContain('amelia');
  });
});

describe('settingsEntry', () => {
  it('lists the keys given, never their values, and nothing for an empty change', () => {
    expect(settingsEntry({ advertiseOnlyWithValidPermit: true })).toEqual({
      action: 'settings.changed',
      subject: 'settings',
      details: { keys: ['advertiseOnlyWithValidPermit'] },
    });
    expect(settingsEntry({ advertiseOnlyWithValidPermit: undefined })).toBeNull();
  });
});

describe('listingChangeEntries', () => {
  it('a new advertised listing is published, with its permit', () => {
    expect(listingChangeEntries(null, listing).map((entry) => entry.action)).toEqual([
      'listing.published',
      'listing.permit_changed',
    ]);
  });

  it('off the market is withdrawn and back on is published; a move between advertised statuses is neither', () => {
    const sold: ListingState = { ...listing, status: 'Sold' };
    expect(listingChangeEntries(listing, sold)).toEqual([
      { action: 'listing.withdrawn', subject: 'listing 3', details: { from: 'Available', to: 'Sold' } },
    ]);
    expect(listingChangeEntries(sold, listing).map((entry) => entry.action)).toEqual(['listing.published']);
    expect(listingChangeEntries(listing, { ...listing, status: 'Reserved' })).toEqual([]);
  });

  it('a permit change names the fields changed', () => {
    const [entry] = listingChangeEntries(listing, { ...listing, permitExpiresOn: '2027-06-30', permitUrl: null });
    expect(entry).toMatchObject({
      action: 'listing.permit_changed',
      details: { fields: ['permitExpiresOn', 'permitUrl'], permitNumber: '7012567480', permitExpiresOn: '2027-06-30' },
    });
  });
});
