import type { z } from 'zod';
import { graphError, mediaAnswer, phoneNumberAnswer, sendAnswer } from './api-schemas.ts';
import { ChannelSendError } from '../../conversations/channels.ts';
import type { WhatsAppContent } from '../../conversations/conversation-message.entity.ts';
import { refusalOf } from './meta-codes.ts';

export interface WhatsAppClientConfig {
  /** Graph API base with its version (WHATSAPP_API_URL). */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

/**
 * Meta could not be reached, failed on its side (5xx) or asked us to slow down: not a refusal, so
 * the send job lets graphile-worker try again.
 */
export class WhatsAppUnavailableError extends Error {
  override name = 'WhatsAppUnavailableError';
}

/** Meta's body for each kind of content (Cloud API "Messages" reference). */
function messageBody(to: string, content: WhatsAppContent): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, '') };
  switch (content.type) {
    case 'text':
      return { ...base, type: 'text', text: { preview_url: false, body: content.body } };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: content.name,
          language: { code: content.language },
          components: content.parameters.length
            ? [{ type: 'body', parameters: content.parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      };
    case 'document':
      return {
        ...base,
        type: 'document',
        document: { link: content.link, filename: content.filename, caption: content.caption },
      };
    case 'image':
      return { ...base, type: 'image', image: { link: content.link, caption: content.caption } };
  }
}

/**
 * The WhatsApp Cloud API as the app uses it: one phone number, one bearer token, every answer read
 * through its schema. A refusal is a ChannelSendError whose reason the agent sees; Meta unreachable,
 * a 5xx or a rate limit is a WhatsAppUnavailableError, which the send job retries.
 */
export class WhatsAppClient {
  constructor(private readonly config: WhatsAppClientConfig) {}

  async send(to: string, content: WhatsAppContent): Promise<{ externalId: string }> {
    const answer = await this.call(sendAnswer, 'POST', this.graph(this.config.phoneNumberId, '/messages'), {
      body: messageBody(to, content),
    });
    return { externalId: answer.messages[0]!.id };
  }

  /**
   * A file a customer sent (Cloud API "Media" reference): `GET /{media-id}` answers a download URL that
   * lives a few minutes, then that URL, with the same bearer token, gives the bytes. A file Meta says
   * is over `maxBytes` is not downloaded: `content` is null. Any failure throws (the job retries).
   */
  async media(
    mediaId: string,
    maxBytes: number,
  ): Promise<{ contentType: string; size: number; content: Buffer | null }> {
    const about = await this.call(
      mediaAnswer,
      'GET',
      this.graph(mediaId, `?phone_number_id=${this.config.phoneNumberId}`),
    );
    if (about.file_size > maxBytes) return { contentType: about.mime_type, size: about.file_size, content: null };
    let response: Response;
    try {
      response = await fetch(about.url, {
        headers: { authorization: `Bearer ${this.config.accessToken}` },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new WhatsAppUnavailableError(`WhatsApp media could not be downloaded: ${messageOf(error)}`);
    }
    if (!response.ok) throw new WhatsAppUnavailableError(`WhatsApp media download answered ${response.status}`);
    const content = Buffer.from(await response.arrayBuffer());
    // The size Meta announced is the size of the file: anything else is a cut-off download, tried again.
    if (content.length !== about.file_size) {
      throw new WhatsAppUnavailableError(`WhatsApp media: ${content.length} bytes of ${about.file_size}`);
    }
    return { contentType: about.mime_type, size: content.length, content };
  }

  /** The business number as Meta knows it: what Test connection shows. */
  async phoneNumber() {
    const answer = await this.call(
      phoneNumberAnswer,
      'GET',
      this.graph(this.config.phoneNumberId, '?fields=display_phone_number,verified_name,quality_rating'),
    );
    return {
      id: answer.id,
      displayPhoneNumber: answer.display_phone_number ?? null,
      verifiedName: answer.verified_name ?? null,
      qualityRating: answer.quality_rating ?? null,
    };
  }

  /** A Graph API object's URL under the pinned version: `{apiUrl}/{id}{rest}`. */
  private graph(id: string, rest = ''): string {
    return `${this.config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(id)}${rest}`;
  }

  private async call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    url: string,
    { body }: { body?: unknown } = {},
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.config.accessToken}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
      text = await response.text();
    } catch (error) {
      throw new WhatsAppUnavailableError(`WhatsApp could not be reached: ${messageOf(error)}`);
    }
    const json = parseJson(text);
    if (!response.ok) {
      const refused = graphError.safeParse(json);
      if (refused.success) {
        const { code, message, error_data } = refused.data.error;
        const refusal = refusalOf(code, error_data?.details ?? message);
        // A 5xx is Meta's fault whatever the code says: tried again, as is a rate limit.
        if (response.status >= 500 || refusal.reason === 'unavailable')
          throw new WhatsAppUnavailableError(refusal.message);
        throw new ChannelSendError(refusal.reason, refusal.message);
      }
      if (response.status >= 500 || response.status === 429)
        throw new WhatsAppUnavailableError(`WhatsApp answered ${response.status}`);
      throw new ChannelSendError('rejected', `WhatsApp answered ${response.status}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'the answer';
      // Not retried: Meta said yes, so the message may well be on its way; a second try could send it twice.
      const why = `${field}: ${issue?.message ?? 'unreadable'}`;
      throw new ChannelSendError(
        'rejected',
        `WhatsApp's answer is not as documented (${why}): check the timeline before resending`,
      );
    }
    return parsed.data;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
