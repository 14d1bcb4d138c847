import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { addVary, NO_STORE } from '../http-caching.ts';
import type { ContentVersion } from './content-version.ts';
import { SplicedGzip } from './gzip-splice.ts';

/** One rendered page as the cache keeps it: the HTML cut where the CSP nonce goes. */
export interface CachedPage {
  /** The content version it was rendered at; a newer version makes it stale. */
  version: number;
  status: number;
  /** The renderer's own headers (content type, links), without cookies. */
  headers: Array<[string, string]>;
  /** Strong validator of the page as rendered (the nonce aside: it is not content). */
  etag: string;
  /** The validator of its gzip encoding, a representation of its own. */
  gzipEtag: string;
  /** The HTML between the nonces. */
  parts: string[];
  /** The gzip body, compressed once, that takes each response's nonce (see SplicedGzip). */
  gzip: SplicedGzip;
  size: number;
}

export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  html: string;
}

export interface PageCacheOptions {
  /** Upper bound of the HTML kept, in bytes (plain and gzip together). */
  maxBytes: number;
  /** Upper bound of a page's age: a safety net behind the version, for anything it does not see. */
  ttlMs: number;
}

/**
 * Anonymous public pages (and public API answers), rendered once and kept until staff change content
 * (see ContentVersion) or they age out. A page embeds its response's CSP nonce, so it is rendered with a placeholder in its
 * place and every response gets a fresh nonce spliced in, into the gzip body too (SplicedGzip: nothing
 * is compressed per response).
 */
export class PageCache {
  /** Stands in for the nonce while a page is rendered for the cache. */
  readonly placeholder = randomBytes(18).toString('base64');
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly filling = new Map<string, Promise<CachedPage | null>>();

  constructor(
    private readonly contentVersion: ContentVersion,
    options: PageCacheOptions,
  ) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.size,
      ttl: options.ttlMs,
    });
  }

  /** The cached page for `key` at the current content version. */
  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page && page.version !== this.contentVersion.value) {
      this.entries.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Renders the page once for all concurrent askers and keeps it when it may be shared (`render`
   * answers null for a page that must not be). The version is read before rendering, so a change
   * that lands during the render leaves the result already stale.
   */
  fill(
    key: string,
    render: (nonce: string) => Promise<RenderedPage | null>,
    ttlMs?: number,
  ): Promise<CachedPage | null> {
    const pending = this.filling.get(key);
    if (pending) return pending;
    const version = this.contentVersion.value;
    const filled = render(this.placeholder)
      .then((rendered) => {
        if (!rendered) return null;
        const page = this.toCachedPage(version, rendered);
        if (version === this.contentVersion.value && page.status === 200 && page.size <= this.entries.maxSize) {
          this.entries.set(key, page, ttlMs === undefined ? undefined : { ttl: ttlMs });
        }
        return page;
      })
      .finally(() => this.filling.delete(key));
    this.filling.set(key, filled);
    return filled;
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Sends the page with `nonce` spliced in: gzip-encoded when the client takes gzip, with its ETag,
   * and as a bodiless 304 when the client already holds it. Only a 200 is shared (`cacheControl`);
   * anything else is sent `no-store`.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    options: { nonce: string; cacheControl: string },
  ): FastifyReply {
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    // Added to, not set: the REST adapter's answers also vary with the session cookie.
    addVary(reply, 'accept-encoding');
    if (page.status === 200) {
      // Each encoding is its own representation, so each has its own strong validator.
      const etag = gzip ? page.gzipEtag : page.etag;
      reply.header('etag', etag).header('cache-control', options.cacheControl);
      const held = String(request.headers['if-none-match'] ?? '')
        .split(',')
        .map((tag) => tag.trim().replace(/^W\//, ''));
      if (held.includes(etag) || held.includes('*')) {
        // The browser keeps its copy, and with it that copy's CSP header: a 304's header would replace
        // it, and a fresh nonce in the policy would then block the old nonce in the kept page's scripts.
        reply.removeHeader('content-security-policy');
        return reply.status(304).send();
      }
    } else {
      reply.header('cache-control', NO_STORE);
    }
    if (!gzip) return reply.send(this.html(page, options.nonce));
    return reply.header('content-encoding', 'gzip').send(page.gzip.body(options.nonce));
  }

  /** The page's HTML with `nonce` in every place the nonce goes. */
  html(page: CachedPage, nonce: string): string {
    return page.parts.join(nonce);
  }

  private toCachedPage(version: number, rendered: RenderedPage): CachedPage {
    const parts = rendered.html.split(this.placeholder);
    const gzip = new SplicedGzip(parts, this.placeholder.length);
    const etag = `"${createHash('sha256').update(rendered.html).digest('base64url').slice(0, 32)}"`;
    const gzipEtag = etag.replace(/"$/, '-gz"');
    const size = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0) + gzip.size;
    return { version, status: rendered.status, headers: rendered.headers, etag, gzipEtag, parts, gzip, size };
  }
}
