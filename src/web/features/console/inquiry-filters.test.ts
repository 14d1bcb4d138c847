import { describe, expect, it } from 'vitest';
import { activeFilters, csvExportHref, parseInquirySearch } from './inquiry-filters.ts';

describe('inbox filters', () => {
  it('drops blank filters and trims the search', () => {
    expect(activeFilters({ kind: 'valuation', search: '  ', status: undefined })).toEqual({ kind: 'valuation' });
    expect(activeFilters({ search: ' Smith ' })).toEqual({ search: 'Smith' });
  });

  it('links the CSV export to the same filters', () => {
    expect(csvExportHref({})).toBe('/api/inquiries/export.csv');
    expect(csvExportHref({ status: 'Won', from: '2026-01-01', search: 'a&b' })).toBe(
      '/api/inquiries/export.csv?status=Won&search=a%26b&from=2026-01-01',
    );
  });

  it('keeps the source filter in the address and the CSV link', () => {
    expect(parseInquirySearch({ source: 'newsletter' })).toEqual({ source: 'newsletter' });
    expect(parseInquirySearch({ source: 'x'.repeat(201) })).toEqual({});
    expect(csvExportHref({ source: 'Direct' })).toBe('/api/inquiries/export.csv?source=Direct');
  });

  it('ignores an unknown kind or a malformed date in the address bar', () => {
    expect(parseInquirySearch({ kind: 'spam', from: 'yesterday' })).toEqual({});
    expect(parseInquirySearch({ kind: 'valuation', status: 'Won', search: 'John ', to: '2026-11-01' })).toEqual({
      kind: 'valuation',
      status: 'Won',
      search: 'John ',
      to: '2026-11-01',
    });
  });
});

describe('the assignee filter', () => {
  it('keeps "me" or an agent id from the address bar, and nothing else', () => {
    expect(parseInquirySearch({ assignedTo: 'me' })).toEqual({ assignedTo: 'me' });
    expect(parseInquirySearch({ assignedTo: 3 })).toEqual({ assignedTo: 3 });
    expect(parseInquirySearch({ assignedTo: '12' })).toEqual({ assignedTo: 12 });
    for (const bad of ['them', 0, -1, 1.5, '1e3', 3_000_000_000, null])
      expect(parseInquirySearch({ assignedTo: bad })).toEqual({});
  });

  it('goes into the CSV link like the other filters', () => {
    expect(csvExportHref({ assignedTo: 'me', status: 'New' })).toBe(
      '/api/inquiries/export.csv?status=New&assignedTo=me',
    );
    expect(csvExportHref({ assignedTo: 7 })).toBe('/api/inquiries/export.csv?assignedTo=7');
  });
});
