import type { EntityManager } from '@mikro-orm/postgresql';
import { dubaiDate } from '../../shared/properties/advertising.ts';
import { ConsoleSettingsRepository } from '../settings/console-settings.repository.ts';
import type { AdvertisingRule } from './property.repository.ts';

/** The rule the public surfaces follow right now: the agency's permit setting and today's date in Dubai. */
export async function advertisingRule(em: EntityManager): Promise<AdvertisingRule> {
  return {
    requireValidPermit: await new ConsoleSettingsRepository(em).advertiseOnlyWithValidPermit(),
    today: dubaiDate(),
  };
}
