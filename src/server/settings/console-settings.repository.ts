import type { EntityManager } from '@mikro-orm/postgresql';
import { consoleSettingsSchema, type ConsoleSettings } from '../../shared/settings/schemas.ts';
import { ConsoleSettingSchema } from './console-setting.entity.ts';

/** What a setting reads as while no row holds it: an agency turns rules on deliberately. */
const DEFAULTS: ConsoleSettings = { advertiseOnlyWithValidPermit: false, staffTwoFactorRoles: [] };

/** Before the roles could be chosen one by one, a single switch required it of owners and managers. */
const LEGACY_TWO_FACTOR_SWITCH = 'staffTwoFactorRequired';

export class ConsoleSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<ConsoleSettings> {
    const keys = [...Object.keys(DEFAULTS), LEGACY_TWO_FACTOR_SWITCH];
    const rows = await this.em.find(ConsoleSettingSchema, { key: { $in: keys } });
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const legacy = stored.get(LEGACY_TWO_FACTOR_SWITCH) === true ? ['owner', 'manager'] : undefined;
    const shape = consoleSettingsSchema.shape;
    // A stored value that no longer fits the schema reads as the default, as a missing one does.
    const advertise = shape.advertiseOnlyWithValidPermit.safeParse(stored.get('advertiseOnlyWithValidPermit'));
    const roles = shape.staffTwoFactorRoles.safeParse(stored.get('staffTwoFactorRoles') ?? legacy);
    return {
      advertiseOnlyWithValidPermit: advertise.success ? advertise.data : DEFAULTS.advertiseOnlyWithValidPermit,
      staffTwoFactorRoles: roles.success ? roles.data : DEFAULTS.staffTwoFactorRoles,
    };
  }

  async advertiseOnlyWithValidPermit(): Promise<boolean> {
    return (await this.read()).advertiseOnlyWithValidPermit;
  }

  /** Writes the settings given (an upsert per key), recording who changed them. */
  async write(changes: Partial<ConsoleSettings>, by: string | null): Promise<ConsoleSettings> {
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      await this.em.upsert(
        ConsoleSettingSchema,
        { key, value, updatedAt: new Date(), updatedBy: by },
        { onConflictFields: ['key'], onConflictAction: 'merge' },
      );
    }
    return this.read();
  }
}
