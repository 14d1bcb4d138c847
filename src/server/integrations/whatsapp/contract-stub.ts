// Temporary: conv's contract (src/server/conversations/), replaced by it at the merge.
export type WhatsAppContent =
  | { type: 'text'; body: string }
  | { type: 'template'; name: string; language: string; parameters: string[] }
  | { type: 'document' | 'image'; link: string; filename?: string; caption?: string };
export interface WhatsAppChannel {
  send(to: string, content: WhatsAppContent): Promise<{ externalId: string }>;
}
export type ChannelRefusal = 'window-closed' | 'not-on-whatsapp' | 'template-rejected' | 'rejected' | 'unavailable';
export class ChannelSendError extends Error {
  constructor(
    readonly reason: ChannelRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelSendError';
  }
}
export interface InboundMessage {
  channel: 'email' | 'whatsapp';
  externalId: string;
  from: { email: string | null; phone: string | null; name: string | null };
  receivedAt: Date;
  subject: string | null;
  text: string;
  html: string | null;
  replyToken: string | null;
  references: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
  autoReply: boolean;
  attribution: {
    sourceUrl?: string;
    sourceId?: string;
    sourceType?: string;
    headline?: string;
    clickId?: string;
    reference?: string;
  } | null;
}
