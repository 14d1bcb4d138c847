import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Orm } from '../db/orm.ts';

/** The PostgreSQL notification channel that carries "staff changed content" between app instances. */
export const CONTENT_CHANNEL = 'content_changed';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * Tells every app instance on the database that content changed: staff wrote something. Sent after
 * the write committed; `sender` lets the instance that sent it skip its own echo.
 */
export async function notifyContentChanged(orm: Orm, sender = 'cli'): Promise<void> {
  await orm.em.getConnection().execute('select pg_notify(?, ?)', [CONTENT_CHANNEL, sender]);
}

/**
 * The version of what the public pages show. Rendered pages are cached under the version they were
 * rendered at, so raising it makes every older page stale at once. A staff write raises it here and
 * sends a NOTIFY; every other instance LISTENs on a dedicated connection (not one of the ORM pool's,
 * which are lent out per query) and raises its own. While that connection is down, notifications
 * are lost, so each (re)connection raises the version too: a missed change can at worst outlive the
 * outage by nothing.
 */
export class ContentVersion {
  private current = 0;
  private readonly instanceId = randomUUID();
  private listener: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_MIN_MS;
  private listening = false;
  private firstConnection: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: { orm: Orm; log: FastifyBaseLogger }) {}

  get value(): number {
    return this.current;
  }

  /** A staff write committed: stale here at once, and on the other instances when they hear of it. */
  changed(): void {
    this.current += 1;
    notifyContentChanged(this.options.orm, this.instanceId).catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'could not notify other instances of a content change'),
    );
  }

  /**
   * Starts listening for other instances' changes; keeps reconnecting until `close()`. Resolves once the
   * first connection is made or has failed (reconnecting goes on): the connection raises the version, so
   * an app that awaits this before serving keeps the pages of its first requests instead of dropping them.
   */
  listen(): Promise<void> {
    if (this.listening || this.closed) return this.firstConnection;
    this.listening = true;
    this.firstConnection = this.connect();
    return this.firstConnection;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.orm.config.get('clientUrl'),
      connectionTimeoutMillis: 5_000,
      // A dead peer (PostgreSQL killed, network gone) must end the connection so it is remade.
      keepAlive: true,
    });
    this.listener = client;
    let failed = false;
    const retry = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (this.listener === client) this.listener = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.log.warn({ err: error }, 'content-change listener lost its connection; reconnecting');
      this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelay);
      this.reconnectTimer.unref();
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    };
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== this.instanceId) this.current += 1;
    });
    try {
      await client.connect();
      await client.query(`listen ${CONTENT_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.reconnectDelay = RECONNECT_MIN_MS;
      // Changes made while we were not listening went unheard.
      this.current += 1;
    } catch (error) {
      retry(error);
    }
  }
}
