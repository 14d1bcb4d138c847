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
