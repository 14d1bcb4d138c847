import type { Translations } from '../i18n/translations.ts';
import type { AgentTranslatedField } from './schemas.ts';

/** What a visitor sees of an agent (the spec's agent fields and the licence): nothing about how leads are routed. */
export interface PublicAgentView {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  bio: string;
  photoUrl: string;
  license: string | null;
  languages: string[];
  specialties: string[];
  featured: boolean;
  /** Every translation staff wrote: only in answers read without a language (the REST API, the console). */
  translations?: Translations<AgentTranslatedField>;
}

/** What staff see of an agent: also whether they take new leads, whether they are away, and when the record changed. */
export interface AgentView extends PublicAgentView {
  /** The broker registration number (digits) the portals show beside the listing. */
  brn: string | null;
  takesLeads: boolean;
  away: boolean;
  createdAt: string;
  updatedAt: string;
}
