import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The listing side of the fake Property Finder (Enterprise API, as issue #31 quotes its
 * documentation): POST/GET /v1/listings, GET/PUT/DELETE /v1/listings/{id}, POST .../publish and
 * .../unpublish (asynchronous: answered 200 at once, the outcome sent a moment later as a signed
 * `listing.published` / `listing.publishFailed` webhook to the subscribed address),
 * GET /v1/compliances/{permit}/{licence}, GET /v1/locations?search= and GET /v1/users.
 */
export interface FakeListing {
  id: string;
  reference: string;
  body: Record<string, unknown>;
  state: { stage: string; reasons: Array<{ en: string }> };
  updates: number;
  publishes: number;
}

type Send = (status: number, payload: unknown, headers?: Record<string, string>) => void;
type Subscriptions = () => Array<{ eventId: string; url: string; secret?: string }>;

/** The fields the portal requires of a UAE listing in Dubai, as JSON pointers. */
const REQUIRED = [
  '/reference',
  '/category',
  '/type',
  '/furnishingType',
  '/uaeEmirate',
  '/location/id',
  '/title/en',
  '/description/en',
  '/size',
  '/bathrooms',
  '/price/type',
  '/media/images/0/original/url',
  '/compliance/type',
  '/compliance/listingAdvertisementNumber',
  '/compliance/issuingClientLicenseNumber',
];

function at(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      body,
    );
}

export class FakeListingDesk {
  listings = new Map<string, FakeListing>();
  /** What GET /v1/compliances answers per permit number; a permit not here is registered with nothing to contradict. */
  compliances = new Map<string, Record<string, unknown>>();
  /** Permits the DLD does not know (404). */
  unknownPermits = new Set<string>();
  /** References whose publish fails, with the portal's reasons. */
  failPublish = new Map<string, string[]>();
  /** How long after a publish its webhook is sent; null: no webhook (the app must read the listing back). */
  webhookDelayMs: number | null = 100;
  locations = [
    { id: 5460, name: 'Six Senses Residences', path: 'Dubai, Palm Jumeirah, Six Senses Residences' },
    { id: 50, name: 'Palm Jumeirah', path: 'Dubai, Palm Jumeirah' },
  ];
  users: Array<{ id: number; email: string; publicProfile: { id: number; name: string } }> = [];
  deliveries: Array<{ type: string; status: number }> = [];
  /** The next create is made but never answered (the connection hangs): as if the answer were lost. */
  hangAfterCreate = false;
  private counter = 0;

  constructor(private readonly subscriptions: Subscriptions) {}

  /** Answers a listing request; false when the path is not one of these. */
  handle(request: IncomingMessage, url: URL, body: Record<string, unknown> | null, send: Send): boolean {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const problems = request.headers['x-pf-error-format'] === 'problem-json-v2';
    if (method === 'GET' && path === '/v1/users') return (send(200, { data: this.users }), true);
    if (method === 'GET' && path === '/v1/locations') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return (send(200, { data: this.locations.filter((l) => l.path.toLowerCase().includes(search)) }), true);
    }
    const compliance = /^\/v1\/compliances\/([^/]+)\/([^/]+)$/.exec(path);
    if (method === 'GET' && compliance) {
      const permit = decodeURIComponent(compliance[1]!);
      if (this.unknownPermits.has(permit)) return (send(404, { title: 'Not found', status: 404 }), true);
      const registered = this.compliances.get(permit) ?? {};
      return (
        send(200, { data: { permitNumber: permit, licenseNumber: compliance[2], status: 'active', ...registered } }),
        true
      );
    }
    if (path === '/v1/listings' && method === 'GET') {
      const reference = url.searchParams.get('filter[reference]');
      const results = [...this.listings.values()].filter((l) => !reference || l.reference === reference);
      return (send(200, { results: results.map(view), pagination: { total: results.length, page: 1 } }), true);
    }
    if (path === '/v1/listings' && method === 'POST') {
      const refused = validate(body ?? {}, problems);
      if (refused) return (send(422, refused), true);
      const reference = String(body!.reference);
      if ([...this.listings.values()].some((l) => l.reference === reference)) {
        return (send(409, { title: 'Conflict', status: 409, detail: `Reference ${reference} is already used` }), true);
      }
      this.counter += 1;
      const listing: FakeListing = {
        id: String(7_300_000 + this.counter),
        reference,
        body: body!,
        state: { stage: 'draft', reasons: [] },
        updates: 0,
        publishes: 0,
      };
      this.listings.set(listing.id, listing);
      if (this.hangAfterCreate) {
        this.hangAfterCreate = false;
        return true;
      }
      send(201, view(listing));
      return true;
    }
    const one = /^\/v1\/listings\/([^/]+)(\/publish|\/unpublish)?$/.exec(path);
    const listing = one ? this.listings.get(decodeURIComponent(one[1]!)) : undefined;
    if (!one) return false;
    if (!listing) return (send(404, { title: 'Not found', status: 404, detail: 'No such listing' }), true);
    if (!one[2] && method === 'GET') return (send(200, view(listing)), true);
    if (!one[2] && method === 'PUT') {
      const refused = validate(body ?? {}, problems);
      if (refused) return (send(422, refused), true);
      listing.body = body!;
      listing.updates += 1;
      return (send(200, view(listing)), true);
    }
    if (!one[2] && method === 'DELETE') return (this.listings.delete(listing.id), send(204, undefined), true);
    if (one[2] === '/publish' && method === 'POST') {
      listing.publishes += 1;
      listing.state = { stage: 'pending_publishing', reasons: [] };
      this.later(listing, () => {
        const reasons = this.failPublish.get(listing.reference);
        listing.state = reasons
          ? { stage: 'publishing_failed', reasons: reasons.map((en) => ({ en })) }
          : { stage: 'live', reasons: [] };
        return reasons ? 'listing.publishFailed' : 'listing.published';
      });
      return (send(200, { id: listing.id, state: listing.state }), true);
    }
    if (one[2] === '/unpublish' && method === 'POST') {
      listing.state = { stage: 'unpublished', reasons: [] };
      this.later(listing, () => 'listing.unpublished');
      return (send(200, { id: listing.id, state: listing.state }), true);
    }
    return false;
  }

  /** The portal opens a compliance action on a listing (`listing.action`), signed and sent like the others. */
  async action(reference: string, action: string, expireAction: string): Promise<number> {
    const listing = [...this.listings.values()].find((l) => l.reference === reference);
    if (!listing) throw new Error(`no listing ${reference}`);
    return this.deliver('listing.action', listing, {
      action,
      expireAction,
      reasons: [{ en: 'The permit number is not valid' }],
    });
  }

  byReference(reference: string): FakeListing[] {
    return [...this.listings.values()].filter((l) => l.reference === reference);
  }

  private later(listing: FakeListing, outcome: () => string): void {
    if (this.webhookDelayMs === null) {
      outcome();
      return;
    }
    setTimeout(() => void this.deliver(outcome(), listing, {}).catch(() => undefined), this.webhookDelayMs);
  }

  private async deliver(type: string, listing: FakeListing, extra: Record<string, unknown>): Promise<number> {
    const subscription = this.subscriptions().find((s) => s.eventId === type);
    if (!subscription) return 0;
    const body = JSON.stringify({
      id: randomUUID(),
      type,
      timestamp: new Date().toISOString(),
      entity: { id: listing.id, type: 'listing' },
      payload: { id: listing.id, reference: listing.reference, reasons: listing.state.reasons, ...extra },
    });
    const signature = createHmac('sha256', subscription.secret ?? '')
      .update(body)
      .digest('hex');
    const response = await fetch(subscription.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body,
    });
    await response.arrayBuffer();
    this.deliveries.push({ type, status: response.status });
    return response.status;
  }
}

function view(listing: FakeListing): Record<string, unknown> {
  return { ...listing.body, id: listing.id, reference: listing.reference, state: listing.state };
}

/** 422 with one entry per missing field: problem-json-v2 when asked for, else a bare message. */
function validate(body: Record<string, unknown>, problems: boolean): Record<string, unknown> | null {
  // The amount must sit under the price's own type: price.amounts.sale for a sale, .yearly for a yearly rent.
  const pointers = [...REQUIRED, `/price/amounts/${String(at(body, '/price/type'))}`];
  const missing = pointers.filter((pointer) => {
    const value = at(body, pointer);
    return value === undefined || value === null || value === '' || value === 0;
  });
  if (missing.length === 0) return null;
  if (!problems) return { message: 'Validation failed' };
  return {
    type: 'https://atlas.propertyfinder.com/problems/validation',
    title: 'Validation failed',
    status: 422,
    detail: 'The listing has invalid fields',
    errors: missing.map((pointer) => ({ pointer, detail: 'is required' })),
  };
}
