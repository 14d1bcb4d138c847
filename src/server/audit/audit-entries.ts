import type { PersonalDataSubject } from '../../shared/privacy/schemas.ts';
import type { PersonalDataCounts } from '../../shared/privacy/types.ts';
import { isOffMarket } from '../../shared/properties/advertising.ts';
import type { PropertyView } from '../../shared/properties/types.ts';
import type { InquiryListFilter } from '../inquiries/inquiry.repository.ts';
import { subjectHash } from '../privacy/personal-data.service.ts';
import type { AuditEntry, ExportEntry } from './audit-entry.ts';

/*
 * What each domain's events say: subjects name a record by id, details keep counts, filters and
 * names of fields, never the personal data itself.
 */

/** A lead CSV export: the filters (a text search only as "searched", since it is a name, e-mail or phone) and the rows. */
export function leadsExportEntry(filter: InquiryListFilter, rowCount: number): ExportEntry {
  const { search, limit: _limit, offset: _offset, cursor: _cursor, ...rest } = filter;
  const filters = Object.entries(rest).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  const details = { ...Object.fromEntries(filters), ...(search ? { searched: true } : {}), rowCount };
  const applied = filters.map(([key, value]) => `${key} ${value}`);
  const noun = rowCount === 1 ? 'lead' : 'leads';
  return {
    action: 'leads.csv_exported',
    subject: 'leads CSV',
    details,
    exported: `${rowCount} ${noun} as CSV${applied.length || search ? ` (filtered: ${[...applied, ...(search ? ['a text search'] : [])].join(', ')})` : ''}`,
  };
}

/** The person is named by the kind and start of the hash the personal-data log keeps, as the export's file name is. */
export function personalDataSubject(subject: PersonalDataSubject): string {
  return `person ${subject.kind} ${subjectHash(subject).slice(0, 12)}`;
}

export function personalDataSearchEntry(subject: PersonalDataSubject, total: number): AuditEntry {
  return { action: 'privacy.searched', subject: personalDataSubject(subject), details: { kind: subject.kind, total } };
}

const sum = (counts: PersonalDataCounts) => Object.values(counts).reduce((total, count) => total + count, 0);

export function personalDataExportEntry(subject: PersonalDataSubject, counts: PersonalDataCounts): ExportEntry {
  const total = sum(counts);
  return {
    action: 'privacy.exported',
    subject: personalDataSubject(subject),
    details: { ...counts, total },
    exported: `the personal data of one person (${total} ${total === 1 ? 'record' : 'records'}, ${personalDataSubject(subject)})`,
  };
}

export function personalDataEraseEntry(subject: PersonalDataSubject, counts: PersonalDataCounts): AuditEntry {
  return {
    action: 'privacy.erased',
    subject: personalDataSubject(subject),
    details: { ...counts, total: sum(counts) },
  };
}

/** Which settings changed; their values are left out, since an integration's may be secret. */
export function settingsEntry(changes: Readonly<Record<string, unknown>>): AuditEntry | null {
  const keys = Object.keys(changes).filter((key) => changes[key] !== undefined);
  return keys.length ? { action: 'settings.changed', subject: 'settings', details: { keys } } : null;
}

export type ListingState = Pick<
  PropertyView,
  'id' | 'status' | 'permitNumber' | 'permitIssuedOn' | 'permitExpiresOn' | 'permitUrl'
>;

const PERMIT_FIELDS = ['permitNumber', 'permitIssuedOn', 'permitExpiresOn', 'permitUrl'] as const;

/**
 * A listing put on or taken off the market, and a change of its permit; `before` is null for a new
 * listing. Nothing for other edits.
 */
export function listingChangeEntries(before: ListingState | null, after: ListingState): AuditEntry[] {
  const subject = `listing ${after.id}`;
  const entries: AuditEntry[] = [];
  const wasAdvertised = before !== null && !isOffMarket(before.status);
  const isAdvertised = !isOffMarket(after.status);
  const statuses = { from: before?.status ?? null, to: after.status };
  if (isAdvertised && !wasAdvertised) entries.push({ action: 'listing.published', subject, details: statuses });
  if (!isAdvertised && wasAdvertised) entries.push({ action: 'listing.withdrawn', subject, details: statuses });
  const fields = PERMIT_FIELDS.filter((field) => (before?.[field] ?? null) !== after[field]);
  if (fields.length > 0) {
    entries.push({
      action: 'listing.permit_changed',
      subject,
      details: { fields, permitNumber: after.permitNumber, permitExpiresOn: after.permitExpiresOn },
    });
  }
  return entries;
}
