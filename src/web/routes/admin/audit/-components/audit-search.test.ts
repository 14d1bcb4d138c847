import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../../shared/audit/actions.ts';
import { AUDIT_ACTION_LABELS, detailsText } from './audit-labels.ts';
import { AUDIT_PAGE_SIZE, auditListQueryInput, parseAuditSearch } from './audit-search.ts';

describe('parseAuditSearch', () => {
  it('keeps well-formed filters and drops the rest', () => {
    expect(
      parseAuditSearch({
        action: 'leads.csv_exported',
        actor: ' admin ',
        subject: 'inquiry 42',
        from: '2026-11-01',
        to: '2026-02-30',
        page: '3',
      }),
    ).toEqual({ action: 'leads.csv_exported', actor: 'admin', subject: 'inquiry 42', from: '2026-11-01', page: 3 });
    expect(parseAuditSearch({ action: 'auth.everything', actor: '   ', page: '1', subject: 'x'.repeat(121) })).toEqual(
      {},
    );
    expect(parseAuditSearch({ page: 0 })).toEqual({});
    expect(parseAuditSearch({ page: '999999' })).toEqual({});
  });
});

describe('auditListQueryInput', () => {
  it('turns the page into an offset', () => {
    expect(auditListQueryInput({ action: 'auth.sign_in', page: 3 })).toEqual({
      action: 'auth.sign_in',
      limit: AUDIT_PAGE_SIZE,
      offset: 2 * AUDIT_PAGE_SIZE,
    });
    expect(auditListQueryInput({})).toEqual({ limit: AUDIT_PAGE_SIZE, offset: 0 });
  });
});

describe('labels and details', () => {
  it('every action has its own label', () => {
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('writes details as one line of words', () => {
    expect(detailsText({ rowCount: 12, searched: true, keys: ['a', 'b'], permitUrl: null })).toBe(
      'row count: 12 · searched: yes · keys: a, b · permit url: —',
    );
    expect(detailsText({})).toBe('');
  });
});
