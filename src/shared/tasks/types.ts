import type { ListingChangeKind } from '../alerts/alerts.ts';
import type { LateLead } from '../inquiries/speed-to-lead.ts';
import type { InquiryView } from '../inquiries/types.ts';
import type { StaffViewingView } from '../viewings/schemas.ts';
import type { TaskOrigin, TaskStatus, TaskType } from './constants.ts';

export interface TaskView {
  id: number;
  inquiryId: number | null;
  /** The lead's name as the inbox shows it, or null for a task of its own. */
  leadName: string | null;
  assignee: { id: number; name: string };
  type: TaskType;
  /** UTC instant; the console shows it on Dubai's clock. */
  dueAt: string;
  note: string | null;
  status: TaskStatus;
  /** Open and past its due time, by the server's clock when the answer was made. */
  overdue: boolean;
  origin: TaskOrigin;
  createdBy: string | null;
  createdAt: string;
  closedAt: string | null;
  closedBy: string | null;
}

/**
 * A task in a lead's timeline: one entry when it was made and one when it was done or skipped, both
 * carrying the task as it is now (so the first still offers "done" while it is open).
 */
export interface TaskEntry {
  kind: 'task';
  key: string;
  inquiryId: number;
  at: string;
  event: 'created' | TaskStatus;
  task: TaskView;
}

/** Open tasks past due per agent: what managers watch. */
export interface AgentOverdue {
  agentId: number;
  agentName: string;
  overdue: number;
}

/** An agent's day (/admin/today): each list within the caller's reach, each row opening its lead. */
export interface TodayView {
  /** Dubai's date of "today", by the server's clock. */
  date: string;
  overdue: TaskView[];
  dueToday: TaskView[];
  /** New leads nobody has answered yet (no message sent, no call logged), oldest first. */
  unanswered: { total: number; leads: LateLead[] };
  /** Leads whose buyer wrote last: the inbox's "awaiting our reply". */
  awaitingReply: InquiryView[];
  viewings: StaffViewingView[];
  /** Residences that lately matched an alert of a lead's buyer, newest first. */
  watched: WatchedResidence[];
  /** Per agent, for those who assign tasks (owners, managers); empty for agents. */
  overdueByAgent: AgentOverdue[];
}

/** A residence a lead's buyer is watching: it matched one of their alerts (put on the market, back, cheaper). */
export interface WatchedResidence {
  inquiryId: number;
  leadName: string;
  assignedAgentName: string | null;
  propertyId: number;
  propertyTitle: string;
  change: ListingChangeKind;
  at: string;
}

/** An agent's own reminder settings (their profile page). */
export interface TaskReminderSettings {
  /** Their own WhatsApp number, +digits, or null. */
  whatsappNumber: string | null;
  whatsappReminders: boolean;
  /** Whether WhatsApp is set up with the reminder template, so an opted-in reminder would go now. */
  whatsappReady: boolean;
}
