/** The listing side of Property Finder's Enterprise API, as the client reads it (see docs/integrations.md). */

/** A user of the agency's account (GET /v1/users): the listing agent's public profile. */
export type PropertyFinderUser = Record<string, unknown> & {
  id: string | number;
  email?: string;
  publicProfile?: { id?: string | number; name?: string; email?: string };
};

/** A location of the portal's tree (GET /v1/locations?search=). */
export type PropertyFinderLocation = Record<string, unknown> & { id: number; name?: string; path?: string };

/** The permit as the DLD registered it (GET /v1/compliances/{permit}/{licence}). */
export type PropertyFinderCompliance = Record<string, unknown> & {
  listingType?: string;
  saleType?: string;
  price?: number | string;
  status?: string;
  expiryDate?: string;
};

/** A listing as the portal holds it; `state` tells where publishing stands. */
export type PropertyFinderListing = Record<string, unknown> & {
  id: string | number;
  reference?: string;
  state?: { stage?: string; type?: string; reasons?: Array<{ en?: string } | string> } | string;
};
