import type { InquiryKind, InquiryStatus } from './schemas.ts';

export interface InquiryView {
  id: number;
  kind: InquiryKind;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  interest: string | null;
  message: string | null;
  status: InquiryStatus | string;
  propertyId: number | null;
  propertyTitle: string | null;
  sourcePage: string | null;
  details: Record<string, unknown> | null;
  assignedAgentId: number | null;
  assignedAgentName: string | null;
  statusChangedAt: string | null;
  /** When the team first answered: the first move out of New or the first note. */
  firstResponseAt: string | null;
  createdAt: string;
}

export interface InquiryEventView {
  id: number;
  type: 'status' | 'assignment' | 'note' | string;
  fromStatus: string | null;
  toStatus: string | null;
  agentName: string | null;
  note: string | null;
  by: string | null;
  createdAt: string;
}

export interface InquiryDetailView extends InquiryView {
  events: InquiryEventView[];
}
