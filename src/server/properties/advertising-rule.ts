import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import {
  ADVERTISED_STATUSES,
  dubaiDate,
  isAdvertisedStatus,
  permitProblem,
} from '../../shared/properties/advertising.ts';
import { ConsoleSettingsRepository } from '../settings/console-settings.repository.ts';
import type { Property } from './property.entity.ts';

/** The rule the public surfaces follow right now: the agency's permit setting and today's date in Dubai. */
export async function advertisingRule(em: EntityManager): Promise<AdvertisingRule> {
  return {
    requireValidPermit: await new ConsoleSettingsRepository(em).advertiseOnlyWithValidPermit(),
    today: dubaiDate(),
  };
}

/** Whether listings without a valid permit stay off the public site (the console setting), and today in Dubai. */
export interface AdvertisingRule {
  requireValidPermit: boolean;
  today: string;
}

/**
 * The listings the public may see: an advertised status and, when the agency requires it, a
 * complete permit that has not expired (the same rule as `permitProblem`, in SQL).
 */
export function advertisedFilter(rule: AdvertisingRule): FilterQuery<Property> {
  const status = { status: { $in: [...ADVERTISED_STATUSES] } };
  if (!rule.requireValidPermit) return status;
  return {
    ...status,
    permitNumber: { $ne: null },
    permitUrl: { $ne: null },
    permitExpiresOn: { $gte: rule.today },
  };
}

/** What decides whether a listing may be advertised: its status and its permit. */
export type AdvertisingFacts = Pick<Property, 'status' | 'permitNumber' | 'permitUrl' | 'permitExpiresOn'>;

/** Whether the public may see this listing right now: `advertisedFilter` for one listing in hand (senders ask `publicResidence`). */
function isAdvertised(property: AdvertisingFacts, rule: AdvertisingRule): boolean {
  if (!isAdvertisedStatus(property.status)) return false;
  if (!rule.requireValidPermit) return true;
  const permit = {
    permitNumber: property.permitNumber ?? null,
    permitUrl: property.permitUrl ?? null,
    permitExpiresOn: property.permitExpiresOn ?? null,
  };
  return permitProblem(permit, rule.today) === null;
}

/**
 * The residence as anything that leaves for the public may name it (a page, an API answer, a
 * visitor's e-mail or calendar invitation, a feed, an alert): the residence itself while it may be
 * advertised, otherwise nothing, so the sender words its text without it. The one rule every such
 * sender asks; staff's own messages (a lead's notification, the agent's copy) still name it.
 */
export function publicResidence<T extends AdvertisingFacts>(
  property: T | null | undefined,
  rule: AdvertisingRule,
): T | null {
  return property && isAdvertised(property, rule) ? property : null;
}
