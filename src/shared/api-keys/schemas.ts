import { z } from 'zod';
import { API_KEY_SCOPES } from '../staff/permissions.ts';
import { MAX_ID, requiredText } from '../validation.ts';

/** What every key starts with, so a leaked one is recognised (secret scanners, logs, a person). */
export const API_KEY_PREFIX = 'ssr_';

/** Requests a minute a key may make unless its owner sets otherwise. */
export const DEFAULT_API_KEY_RATE_LIMIT = 600;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  error: 'Not a scope an API key may hold',
});

/** POST /api/api-keys and the console's form: what the owner chooses for a new key. */
export const apiKeyCreateInput = z.object({
  name: requiredText(1, 'Name the key (what uses it)', 80),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  /** Binds the key to one agent: it then sees that agent's leads and viewings only, as the agent's account does. */
  agentId: z.number().int().positive().max(MAX_ID).nullish(),
  /** An ISO date-time in the future; unset, the key lasts until revoked or left unused too long. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'An ISO 8601 date-time' })
    .refine((value) => Date.parse(value) > Date.now(), 'Must be in the future')
    .nullish(),
  rateLimitPerMinute: z.number().int().min(1).max(100_000).optional(),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInput>;

/** A key as the list shows it: never the secret, which only its hash stands for. */
export const apiKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key (`ssr_` and 6 more), so the owner can tell which one a script holds. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** The client address of the last use. */
  lastUsedFrom: z.string().nullable(),
  rateLimitPerMinute: z.number().int(),
  revokedAt: z.iso.datetime().nullable(),
  /** Whether the key works now: not revoked, not past its expiry and not left unused past the idle time. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** The answer to a key's creation: the only time the key itself is ever shown. */
export const apiKeyCreatedView = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  prefix: z.string(),
  createdAt: z.iso.datetime(),
});
export type ApiKeyCreatedView = z.infer<typeof apiKeyCreatedView>;
