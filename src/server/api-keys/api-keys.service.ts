import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  API_KEY_PREFIX,
  DEFAULT_API_KEY_RATE_LIMIT,
  type ApiKeyCreatedView,
  type apiKeyCreateInput,
  type ApiKeyView,
} from '../../shared/api-keys/schemas.ts';
import { can, NOT_AVAILABLE_TO_ROLE, type Permission } from '../../shared/staff/permissions.ts';
import type { z } from 'zod';
import { AgentSchema } from '../agents/agent.entity.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { invalidField, notFound } from '../errors.ts';
import { MeteredLimit, RememberedKeys, type Meter, type RateLimitStore } from '../rate-limit/rate-limit.ts';
import { UserSchema } from '../users/user.entity.ts';
import { ApiKeySchema, type ApiKey } from './api-key.entity.ts';

/** 24 random bytes: 192 bits, 32 base64url characters after the prefix. */
const SECRET_BYTES = 24;
/** The characters of a key the console shows: `ssr_` and 6 of the secret. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** Bounds a key can have: anything else is refused before a database look-up. */
const KEY_SHAPE = /^ssr_[A-Za-z0-9_-]{20,100}$/;
/** A key's last use is written at most this often (and whenever its address changes). */
const TOUCH_INTERVAL_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A key that passed: the account it acts as (narrowed to its scopes and agent) and its budget. */
export interface KeyCaller {
  user: SessionUser;
  keyId: number;
  rateLimitPerMinute: number;
}

export interface ApiKeyOptions {
  /** An unused key stops working after this many days (API_KEY_IDLE_DAYS). */
  idleDays: number;
  store: RateLimitStore;
  audit: AuditTrail;
}

/**
 * Integrators' API keys: made and revoked by owners, checked on each /api request that carries one.
 * A key acts as the account that made it, narrowed to its scopes, and to one agent's records when it
 * is bound to one (exactly as that agent's own account would be); it never holds more than that
 * account may do now, so a demoted or disabled creator takes its keys' reach down with it.
 */
export class ApiKeyService {
  readonly limit: MeteredLimit;
  private readonly addresses: RememberedKeys;

  constructor(private readonly options: ApiKeyOptions) {
    this.limit = new MeteredLimit(options.store, { name: 'api-key', windowSeconds: 60 });
    this.addresses = new RememberedKeys(options.store, {
      name: 'api-key-address',
      forSeconds: options.idleDays * 86_400,
    });
  }

  get idleDays(): number {
    return this.options.idleDays;
  }

  async create(
    em: EntityManager,
    creator: SessionUser,
    input: z.output<typeof apiKeyCreateInput>,
  ): Promise<ApiKeyCreatedView> {
    const beyond = input.scopes.find((scope) => !can(creator, scope));
    if (beyond) throw invalidField('scopes', `${NOT_AVAILABLE_TO_ROLE}: ${beyond}`);
    const agent = input.agentId ? await em.findOne(AgentSchema, { id: input.agentId }) : null;
    if (input.agentId && !agent) throw invalidField('agentId', 'No such agent');
    const key = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
    const created = em.create(ApiKeySchema, {
      name: input.name,
      prefix: key.slice(0, PREFIX_LENGTH),
      hash: hashOf(key),
      scopes: input.scopes,
      createdBy: em.getReference(UserSchema, creator.id),
      agent,
      rateLimitPerMinute: input.rateLimitPerMinute ?? DEFAULT_API_KEY_RATE_LIMIT,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    await em.flush();
    return {
      id: created.id,
      name: created.name,
      key,
      scopes: created.scopes,
      prefix: created.prefix,
      createdAt: created.createdAt.toISOString(),
    };
  }

  async list(em: EntityManager): Promise<ApiKeyView[]> {
    const keys = await em.find(ApiKeySchema, {}, { populate: ['createdBy', 'agent'], orderBy: { id: 'desc' } });
    return keys.map((key) => this.view(key));
  }

  /** Revokes at once: the next request with the key is refused. Revoking twice changes nothing (`revokedNow` false). */
  async revoke(em: EntityManager, id: number): Promise<{ key: ApiKeyView; revokedNow: boolean }> {
    const key = await em.findOne(ApiKeySchema, { id }, { populate: ['createdBy', 'agent'] });
    if (!key) throw notFound('API key not found');
    const revokedNow = key.revokedAt === null;
    key.revokedAt ??= new Date();
    await em.flush();
    return { key: this.view(key), revokedNow };
  }

  /**
   * The caller a key stands for, or null for a key that is unknown, revoked, expired, idle too long, or
   * whose creator is disabled. A use from an address the key has not been seen at lately is audited.
   */
  async authenticate(em: EntityManager, key: string, clientIp: string): Promise<KeyCaller | null> {
    if (!KEY_SHAPE.test(key)) return null;
    const found = await em.findOne(ApiKeySchema, { hash: hashOf(key) }, { populate: ['createdBy'] });
    const now = new Date();
    if (!found || this.statusOf(found, now) !== 'active' || found.createdBy.disabledAt) return null;
    await this.noteUse(em, found, clientIp, now);
    const creator = found.createdBy;
    const grant = { role: creator.role, canExportLeads: creator.canExportLeads };
    const scopes: Permission[] = found.scopes.filter((scope) => can(grant, scope));
    return {
      keyId: found.id,
      rateLimitPerMinute: found.rateLimitPerMinute,
      user: {
        id: creator.id,
        username: creator.username,
        // Bound to an agent, the key reads as that agent's account does (src/server/staff-scope/).
        role: found.agent ? 'agent' : creator.role,
        agentId: found.agent ? found.agent.id : (creator.agent?.id ?? null),
        canExportLeads: creator.canExportLeads,
        mustChangePassword: false,
        apiKey: { id: found.id, scopes },
      },
    };
  }

  /** Counts one request against the key's budget a minute. */
  meter(caller: KeyCaller): Promise<Meter> {
    return this.limit.take(String(caller.keyId), caller.rateLimitPerMinute);
  }

  private async noteUse(em: EntityManager, key: ApiKey, clientIp: string, now: Date): Promise<void> {
    const address = clientIp.slice(0, 64);
    const stale = !key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_INTERVAL_MS;
    if (stale || key.lastUsedFrom !== address) {
      await em.nativeUpdate(ApiKeySchema, { id: key.id }, { lastUsedAt: now, lastUsedFrom: address });
    }
    const seen = `${key.id}:${address}`;
    if (await this.addresses.has(seen)) return;
    await this.addresses.remember(seen);
    await this.options.audit.record(
      em,
      { user: { id: key.createdBy.id, username: key.createdBy.username }, clientIp: address },
      { action: 'api_key.used_from_new_address', subject: `api key ${key.id}`, details: { name: key.name } },
    );
  }

  private statusOf(key: ApiKey, now: Date): ApiKeyView['status'] {
    if (key.revokedAt) return 'revoked';
    if (key.expiresAt && key.expiresAt <= now) return 'expired';
    const idleSince = key.lastUsedAt ?? key.createdAt;
    if (now.getTime() - idleSince.getTime() > this.options.idleDays * 86_400_000) return 'expired';
    return 'active';
  }

  private view(key: ApiKey): ApiKeyView {
    return {
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      agentId: key.agent?.id ?? null,
      agentName: key.agent?.name ?? null,
      createdBy: key.createdBy.username,
      createdAt: key.createdAt.toISOString(),
      expiresAt: key.expiresAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      lastUsedFrom: key.lastUsedFrom ?? null,
      rateLimitPerMinute: key.rateLimitPerMinute,
      revokedAt: key.revokedAt?.toISOString() ?? null,
      status: this.statusOf(key, new Date()),
    };
  }
}
