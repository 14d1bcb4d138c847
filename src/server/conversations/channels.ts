import type { EntityManager } from '@mikro-orm/postgresql';
import type { WhatsAppContent } from './conversation-message.entity.ts';

/**
 * What the composer needs from WhatsApp. The WhatsApp integration implements it; `Services.whatsapp`
 * is null where WhatsApp can never be set up, and `configured` says whether it is set up now (its
 * credentials may be saved on the Integrations screen at any time).
 */
export interface WhatsAppChannel {
  configured(em: EntityManager): Promise<boolean>;
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
