import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Where a poll run stands: the window it reads (`until` fixed at its start) and the next page to ask. */
export interface PollCursor {
  /** Leads created from here (inclusive) are read; advanced to the run's `until` when a run completes. */
  since: string;
  /** The end of the running window, or null between runs. */
  until: string | null;
  /** The next page of the running window. */
  page: number;
}

/** The one row (id 1) recording Property Finder's lead poll: its cursor and how its last run went. */
export const PropertyFinderPollSchema = defineEntity({
  name: 'PropertyFinderPoll',
  tableName: 'property_finder_polls',
  properties: {
    id: p.integer().primary(),
    cursor: p.json<PollCursor>().nullable(),
    lastPollAt: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    leadsSeen: p.integer().default(0),
    leadsStored: p.integer().default(0),
  },
});

export type PropertyFinderPoll = InferEntity<typeof PropertyFinderPollSchema>;
