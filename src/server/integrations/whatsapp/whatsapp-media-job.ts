import { z } from 'zod';
import { keptAttachmentType, safeFilename, storeAttachments } from '../../conversations/attachments.ts';
import { ConversationMessageSchema, type StoredAttachment } from '../../conversations/conversation-message.entity.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { MAX_UPLOAD_BYTES } from '../../media/media.service.ts';
import type { WhatsAppMessage } from './webhook-payload.ts';

/** The kinds of customer media the timeline keeps as files: a photo, or a document (a passport, a contract). */
const KEPT_KINDS = ['image', 'document'] as const;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/**
 * Fetches the file of a customer's image or document message from Meta into the conversation's files,
 * under the upload rules, as an e-mail's attachments are: only the kept types (keptAttachmentType; a
 * message of another type gets no job), and a file over the upload size is listed as not kept, without
 * being downloaded.
 * Queued when the message is stored; until it runs, the timeline shows the message's kind and caption.
 * Meta unreachable or a download cut short throws, and graphile-worker tries again; a message that
 * has its file already is left, so a repeated job stores nothing twice.
 */
export const whatsappMediaJob = defineJob({
  name: 'whatsapp_media',
  payload: z.object({
    messageId: z.number().int().positive(),
    mediaId: z.string().min(1).max(100),
    kind: z.enum(KEPT_KINDS),
    filename: z.string().max(500).nullable(),
  }),
  async run({ messageId, mediaId, kind, filename }, { orm, services }) {
    const em = orm.em.fork();
    const message = await em.findOne(ConversationMessageSchema, { id: messageId }, { fields: ['attachments'] });
    if (!message || message.attachments?.length) return;
    const file = await services.whatsappSetup.media(em, mediaId, MAX_UPLOAD_BYTES);
    // Meta's word on the type is the one that counts: the webhook's may have been the sender's guess.
    const contentType = keptAttachmentType({ contentType: file.contentType, filename });
    if (!contentType) return;
    const name = filename ?? `whatsapp-${kind}${EXTENSIONS[contentType] ?? ''}`;
    const [stored]: StoredAttachment[] = file.content
      ? await storeAttachments(services.media, [{ filename: name, contentType, content: file.content }])
      : [{ filename: safeFilename(name), contentType, size: file.size, key: '' }];
    const updated = await em.nativeUpdate(
      ConversationMessageSchema,
      { id: messageId, attachments: null },
      { attachments: [stored!] },
    );
    // Another run got there first: its file is the message's, this one is let go.
    if (!updated && stored!.key) await services.media.remove([stored!.key]);
  },
});

/** The job's payload for a customer's message whose file the timeline keeps, or null. */
export function mediaOf(message: WhatsAppMessage, messageId: number): z.input<typeof whatsappMediaJob.payload> | null {
  const kind = KEPT_KINDS.find((one) => one === message.type);
  const media = kind ? message[kind] : undefined;
  if (!kind || !media?.id) return null;
  if (!keptAttachmentType({ contentType: media.mime_type ?? '', filename: media.filename })) return null;
  return { messageId, mediaId: media.id, kind, filename: media.filename ?? null };
}
