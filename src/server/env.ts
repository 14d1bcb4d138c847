import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, parsed once. A bad value stops start-up naming the variable. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** When set, the server uses this PostgreSQL; otherwise it starts an embedded one in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Port of the embedded PostgreSQL (ignored with DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  PUBLIC_URL: z.url().default('http://127.0.0.1:3000'),
  ADMIN_USERNAME: z.string().min(3).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(10).max(128).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(120),
  SECURE_COOKIES: booleanFlag.optional(),
  EXCHANGE_RATES_URL: z.url().default('https://open.er-api.com/v6/latest/AED'),
  MAP_TILES_URL: z.url().default('https://tiles.openfreemap.org'),
  INQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: resolve(result.data.DATA_DIR) };
}
