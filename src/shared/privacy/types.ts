import type { PersonalDataAction, PersonalDataSubject } from './schemas.ts';

/** One stored record about the person, as the console lists it before an export or erase. */
export interface PersonalDataRecord {
  id: string;
  summary: string;
  /** When it was stored, ISO 8601. */
  date: string | null;
}

/** What one store (leads, newsletter, ...) holds about the person. */
export interface PersonalDataStoreFindings {
  key: string;
  label: string;
  records: PersonalDataRecord[];
}

export interface PersonalDataFindings {
  subject: PersonalDataSubject;
  stores: PersonalDataStoreFindings[];
  total: number;
}

/** Records per store, e.g. `{ leads: 2, newsletter: 1 }`. */
export type PersonalDataCounts = Record<string, number>;

/** The JSON file staff hand to the person: everything each store holds about them. */
export interface PersonalDataExport {
  exportedAt: string;
  controller: string;
  subject: PersonalDataSubject;
  counts: PersonalDataCounts;
  data: Record<string, unknown[]>;
}

/** A recorded export or erase. The person is kept only as a SHA-256 of the normalised e-mail or number. */
export interface PersonalDataActionView {
  id: number;
  action: PersonalDataAction;
  subjectKind: PersonalDataSubject['kind'];
  subjectHash: string;
  counts: PersonalDataCounts;
  by: string | null;
  createdAt: string;
}
