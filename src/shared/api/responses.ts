import { z } from 'zod';

/*
 * What every /api operation shares in the OpenAPI document: the refusal's shape, a deletion's answer,
 * and the incremental-sync list (its query and its page). See src/server/rest/openapi/.
 */

/** Every /api refusal: RFC 9457 problem details, plus the `message` the API has always answered. */
export const problemResponse = z
  .object({
    type: z.string().meta({ description: 'A URI naming the kind of problem; `about:blank`: the status says it all.' }),
    title: z.string().meta({ description: 'The status phrase.', example: 'Not Found' }),
    status: z.number().int().meta({ example: 404 }),
    detail: z.string().meta({ description: 'What went wrong, written for the caller.', example: 'Property not found' }),
    message: z.string().meta({ description: 'The same as `detail` (the field the API answered first).' }),
    requestId: z.string().meta({ description: 'The same as the `X-Request-Id` header: quote it when asking us.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Validation (400): the messages of each field, named as sent.' }),
    nextSlots: z
      .array(z.object({ start: z.string(), end: z.string(), agentId: z.number().int() }))
      .optional()
      .meta({ description: 'A viewing slot that has just gone (409): the next free ones.' }),
  })
  .meta({ id: 'Problem' });

/** A record deleted. */
export const deletedResponse = z
  .object({ success: z.literal(true), id: z.union([z.number().int(), z.string()]) })
  .meta({ id: 'Deleted' });

export const SYNC_PAGE_MAX = 500;

/** The query of an incremental-sync list: what changed since a time, a page at a time. */
export const syncListInput = z.object({
  updatedSince: z.iso
    .datetime({ offset: true, error: 'Give a date and time such as 2026-11-28T00:00:00Z' })
    .optional()
    .meta({ description: 'Only records changed at or after this instant (ISO 8601).' }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'The `nextCursor` of the page before; the other parameters must stay the same.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SYNC_PAGE_MAX)
    .default(100)
    .meta({ description: `Records per page, 1 to ${SYNC_PAGE_MAX}.` }),
});
export type SyncListInput = z.output<typeof syncListInput>;

/** A page of an incremental-sync list, oldest change first. */
export function syncPageResponse<Item extends z.ZodType>(item: Item, id: string) {
  return z
    .object({
      items: z.array(item),
      nextCursor: z
        .string()
        .nullable()
        .meta({
          description:
            'Where this page ends: ask again with it as `cursor` for the changes after it. Keep the last one ' +
            'and ask with it later to get what changed meanwhile. Null only when nothing matched at all.',
        }),
      hasMore: z
        .boolean()
        .meta({ description: 'More changes are waiting now (the `Link: rel="next"` header is set).' }),
    })
    .meta({ id });
}
