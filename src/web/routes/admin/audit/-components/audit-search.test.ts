import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../../shared/audit/actions.ts';
import { AUDIT_ACTION_LABELS, detailsText, subjectText } from './audit-labels.ts';
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

  it('names an id in the details by its record, keeping the id (issue #40)', () => {
    expect(detailsText({ agent: 5, rowCount: 2 }, { agent: 'Layla Haddad' })).toBe(
      'agent: Layla Haddad (5) · row count: 2',
    );
  });

  it('names the subject by its username or title, the id kept, and says when it is gone (issue #40)', () => {
    expect(subjectText({ subject: 'user 3', subjectName: { name: 'alice', deleted: false } })).toBe('alice (user 3)');
    expect(subjectText({ subject: 'listing 12', subjectName: { name: 'Sky Villa', deleted: false } })).toBe(
      'Sky Villa (listing 12)',
    );
    expect(subjectText({ subject: 'user 3', subjectName: { name: null, deleted: true } })).toBe('user 3 (deleted)');
    expect(subjectText({ subject: 'user 3', subjectName: { name: 'alice', deleted: true } })).toBe(
      'alice (user 3, deleted)',
    );
    expect(subjectText({ subject: 'settings', subjectName: null })).toBe('settings');
  });
});
