import type { InquiryKind } from './constants.ts';

/** How fast leads that arrived in the window were first answered (the first message sent or call logged). */
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

/** A lead nobody has answered (no message, no call) after the reminder time, oldest first: unanswered leads by age. */
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
