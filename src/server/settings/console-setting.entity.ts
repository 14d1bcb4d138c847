import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One console setting of the agency, by key: a row per setting, so a new one needs no migration of
 * its own. The value is JSON; who changed it last and when are kept for the record.
 */
export const ConsoleSettingSchema = defineEntity({
  name: 'ConsoleSetting',
  tableName: 'console_settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.json<boolean | string | number | string[] | null>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    updatedBy: p.string().length(100).nullable(),
  },
});

export type ConsoleSetting = InferEntity<typeof ConsoleSettingSchema>;
