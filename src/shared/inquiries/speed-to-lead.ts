import type { InquiryKind } from './constants.ts';

/** How fast leads that arrived in the window were first answered (a move out of New, or a note). */
export interface ResponseTimes {
  /** Leads that arrived in the window. */
  leads: number;
  /** Of those, the ones answered so far: the times are theirs. */
  responded: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface AgentResponseTimes extends ResponseTimes {
  /** Null for the leads no agent holds. */
  agentId: number | null;
  agentName: string | null;
}

/** A lead still New after the reminder time. */
export interface LateLead {
  id: number;
  name: string;
  kind: InquiryKind;
  createdAt: string;
  assignedAgentName: string | null;
}

export interface SpeedToLeadView {
  days: number;
  reminderMinutes: number;
  overall: ResponseTimes;
  /** One row per agent holding leads from the window (by name), then the unassigned ones. */
  byAgent: AgentResponseTimes[];
  late: { total: number; leads: LateLead[] };
}

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": a response time at a glance. */
export function formatResponseTime(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
