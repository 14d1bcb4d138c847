import type { WhatsAppContent } from './conversation-message.entity.ts';

/** What the composer needs from WhatsApp. The WhatsApp integration implements it; `Services.whatsapp` is null when WhatsApp is not set up. */
export interface WhatsAppChannel {
  send(to: string, content: WhatsAppContent): Promise<{ externalId: string }>;
}

/** Why a channel refused a message: shown to the agent. */
export type ChannelRefusal = 'window-closed' | 'not-on-whatsapp' | 'template-rejected' | 'rejected' | 'unavailable';

/**
 * Thrown by a channel when the outside system refused the message (not when it could not be
 * reached: that is any other error, and the send is retried); `reason` is shown to the agent.
 */
export class ChannelSendError extends Error {
  constructor(
    readonly reason: ChannelRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelSendError';
  }
}
