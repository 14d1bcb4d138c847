import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsoleSettings } from '../../shared/settings/schemas.ts';
import { ConsoleSettingSchema } from './console-setting.entity.ts';

/** What a setting reads as while no row holds it: an agency turns rules on deliberately. */
const DEFAULTS: ConsoleSettings = { advertiseOnlyWithValidPermit: false, staffTwoFactorRequired: false };

export class ConsoleSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<ConsoleSettings> {
    const rows = await this.em.find(ConsoleSettingSchema, { key: { $in: Object.keys(DEFAULTS) } });
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const advertise = stored.get('advertiseOnlyWithValidPermit');
    const twoFactor = stored.get('staffTwoFactorRequired');
    return {
      advertiseOnlyWithValidPermit: typeof advertise === 'boolean' ? advertise : DEFAULTS.advertiseOnlyWithValidPermit,
      staffTwoFactorRequired: typeof twoFactor === 'boolean' ? twoFactor : DEFAULTS.staffTwoFactorRequired,
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
