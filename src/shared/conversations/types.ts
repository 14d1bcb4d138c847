import type { InquiryEventType, InquiryStatus } from '../inquiries/constants.ts';
import type { TaskEntry } from '../tasks/types.ts';
import type {
  CallOutcome,
  ConversationChannel,
  MessageDirection,
  MessageStatus,
  SendFailureReason,
} from './constants.ts';

export interface AttachmentView {
  index: number;
  filename: string;
  contentType: string;
  size: number;
  /** False for a received file over the upload limit: it arrived, but was not kept. */
  kept: boolean;
  /** Where staff download it (signed in), or null when not kept. */
  url: string | null;
}

interface EntryBase {
  /** Unique within the timeline: the kind and the row's id. */
  key: string;
  inquiryId: number;
  at: string;
}

export interface MessageEntry extends EntryBase {
  kind: 'message';
  id: number;
  channel: ConversationChannel;
  direction: MessageDirection;
  status: MessageStatus;
  failureReason: SendFailureReason | null;
  error: string | null;
  subject: string | null;
  /** The words themselves (quoted history and signature folded away into `folded`). */
  text: string;
  folded: string | null;
  /** Received HTML, sanitised as residence descriptions are; null for plain text. */
  html: string | null;
  address: string | null;
  /** The agent it went out under, or the staff member who sent it or logged the call. */
  by: string | null;
  attachments: AttachmentView[];
  autoReply: boolean;
  callOutcome: CallOutcome | null;
  callDurationSeconds: number | null;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
}

/** The lead's own first words: the form's message or the portal's, with where it came from. */
export interface EnquiryEntry extends EntryBase {
  kind: 'enquiry';
  source: string;
  message: string | null;
  residence: string | null;
}

export interface EventEntry extends EntryBase {
  kind: 'event';
  type: InquiryEventType;
  fromStatus: InquiryStatus | null;
  toStatus: InquiryStatus | null;
  agentName: string | null;
  note: string | null;
  by: string | null;
}

export interface ViewingEntry extends EntryBase {
  kind: 'viewing';
  startsAt: string;
  status: string;
  mode: string;
  residence: string | null;
}

/** An e-mail the app sent about the lead (acknowledgement, invitation, reminder...), with how it went. */
export interface SystemMailEntry extends EntryBase {
  kind: 'mail';
  id: number;
  mailKind: string;
  recipient: string;
  subject: string;
  status: string;
  error: string | null;
}

export type TimelineEntry = MessageEntry | EnquiryEntry | EventEntry | ViewingEntry | SystemMailEntry | TaskEntry;

export interface Timeline {
  entries: TimelineEntry[];
  /** What the composer needs to know. */
  composer: {
    email: string | null;
    phone: string | null;
    language: string;
    /** Why nothing may be sent, if so: the buyer asked not to be contacted. */
    doNotContact: string | null;
    /** Addresses that bounced. */
    undeliverable: string[];
    whatsapp: { configured: boolean; open: boolean; closesAt: string | null };
    /** The buyer wrote last (awaiting our reply) since then. */
    awaitingReplySince: string | null;
  };
}
