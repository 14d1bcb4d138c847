import { z } from 'zod';

/**
 * What Property Finder's Enterprise API (Atlas) answers, as its documentation describes it
 * (api-docs.propertyfinder.net/enterprise-api; see docs/integrations.md): every answer the client
 * reads is parsed by one of these, so a field the portal changes is an error naming that field at
 * the client, not a crash in the module that reads it later. Only what we read is required; the
 * rest is optional, and unknown fields are dropped except on a lead, which is stored whole.
 */

/** The portal's ids are numbers in some places and texts in others. */
const portalId = z.union([z.string().min(1), z.number()], { error: 'expected a text or a number' });
const optionalText = z.string().nullish();

/** POST /v1/auth/token: a bearer token for 30 minutes (no refresh). */
export const tokenAnswer = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().positive().nullish(),
  tokenType: optionalText,
});

/** A lead as GET /v1/leads lists it (the same object a webhook carries as `payload`): kept whole. */
export const propertyFinderLead = z.looseObject({ id: portalId, createdAt: optionalText });
export type PropertyFinderLead = z.infer<typeof propertyFinderLead>;

export const leadPage = z.object({
  data: z.array(propertyFinderLead),
  pagination: z.object({ page: z.number(), perPage: z.number(), total: z.number(), totalPages: z.number() }).nullish(),
});
export type PropertyFinderLeadPage = z.infer<typeof leadPage>;

/** A webhook subscription (POST and GET /v1/webhooks); the secret it is signed with is never answered. */
export const subscription = z.object({ eventId: z.string(), url: z.string(), createdAt: optionalText });
export type PropertyFinderSubscription = z.infer<typeof subscription>;
export const subscriptionList = z.object({ data: z.array(subscription) });

/** A user of the agency's account (GET /v1/users): the listing agent's public profile. */
export const user = z.object({
  id: portalId,
  email: optionalText,
  publicProfile: z.object({ id: portalId.nullish(), name: optionalText, email: optionalText }).nullish(),
});
export type PropertyFinderUser = z.infer<typeof user>;
export const userList = z.object({ data: z.array(user) });

/** A location of the portal's tree (GET /v1/locations?search=). */
export const location = z.object({ id: z.number().int(), name: optionalText, path: optionalText });
export type PropertyFinderLocation = z.infer<typeof location>;
export const locationList = z.object({ data: z.array(location) });

/** What the permit says (on the permit or on its `property`), compared with our listing. */
const permitFacts = {
  listingType: optionalText,
  saleType: optionalText,
  price: z.union([z.number(), z.string()], { error: 'expected a number or a text' }).nullish(),
};

/** The permit as the DLD registered it (GET /v1/compliances/{permit}/{licence}). */
export const compliance = z.object({
  ...permitFacts,
  status: optionalText,
  expiryDate: optionalText,
  property: z.object(permitFacts).nullish(),
});
export type PropertyFinderCompliance = z.infer<typeof compliance>;
export const complianceAnswer = z.object({ data: compliance });

/** The portal's reasons: `{en, ar}`, `{message}` or plain strings. */
export const portalReason = z.union(
  [z.string(), z.object({ en: optionalText, message: optionalText, detail: optionalText, type: optionalText })],
  { error: 'expected a text or an object' },
);
export type PortalReason = z.infer<typeof portalReason>;

/** A listing as the portal holds it; `state` tells where publishing stands. */
export const listing = z.object({
  id: portalId,
  reference: optionalText,
  state: z
    .union(
      [z.string(), z.object({ stage: optionalText, type: optionalText, reasons: z.array(portalReason).nullish() })],
      {
        error: 'expected a text or an object',
      },
    )
    .nullish(),
});
export type PropertyFinderListing = z.infer<typeof listing>;

/** GET /v1/listings?filter[reference]=: the page's listings under `results` (under `data`, as other lists, accepted too). */
export const listingSearch = z
  .object({ results: z.array(listing).nullish(), data: z.array(listing).nullish() })
  .transform((answer) => answer.results ?? answer.data ?? []);

/** Publish, unpublish and delete answer only that they were received: nothing in them is read. */
export const receipt = z.unknown();

const said = z.string().optional().catch(undefined);

/**
 * A refusal as problem+json (v2, asked for by the client): the portal's words for it and one entry
 * per refused field. Read leniently: an unexpected shape only loses the explanation.
 */
export const problemAnswer = z.object({
  message: said,
  detail: said,
  title: said,
  error: said,
  errors: z
    .array(z.object({ pointer: said, field: said, name: said, detail: said, message: said, title: said }).catch({}))
    .catch([]),
});

const reasons = z.union([z.string(), z.array(portalReason)], { error: 'expected a text or a list' }).nullish();

/**
 * The `payload` of a listing webhook (`listing.published`, `.unpublished`, `.publishFailed`,
 * `.action`): the listing by the portal's id or our reference, the portal's reasons, and for an
 * action what it is and what the portal does when it expires.
 */
export const listingEventPayload = z.object({
  id: portalId.nullish(),
  listingId: portalId.nullish(),
  reference: optionalText,
  listing: z.object({ id: portalId.nullish(), reference: optionalText }).nullish(),
  reasons,
  errors: reasons,
  message: optionalText,
  action: optionalText,
  actionType: optionalText,
  type: optionalText,
  expireAction: optionalText,
  expiresAt: optionalText,
  expireAt: optionalText,
});
