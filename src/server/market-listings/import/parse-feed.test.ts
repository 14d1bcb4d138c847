import { describe, expect, it } from 'vitest';
import { FeedError, parseListingFeed } from './parse-feed.ts';

const pfFeed = (property: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><list last_update="2026-11-28 10:00:00"><property>${property}</property></list>`;

describe('the market feeds, read through their schemas', () => {
  it("reads a Property Finder listing: the yearly rent, the first photo, the agent's name", () => {
    const feed = parseListingFeed(
      pfFeed(
        '<reference_number>PF-1</reference_number><offering_type>RR</offering_type><property_type>AP</property_type>' +
          '<price><yearly>1,200,000</yearly></price><title_en>Sea view</title_en><bedroom>3</bedroom>' +
          '<photo><url last_updated="2026-11-28">https://example.com/1.jpg</url><url>https://example.com/2.jpg</url></photo>' +
          '<agent><name>Omar</name></agent>',
      ),
    );
    expect(feed.source).toBe('PropertyFinder.ae');
    expect(feed.listings[0]).toMatchObject({
      externalId: 'PF-1',
      price: 1_200_000,
      priceUnit: 'per year',
      propertyType: 'Apartment',
      imageUrl: 'https://example.com/1.jpg',
      agentName: 'Omar',
    });
  });

  it('reads a Bayut listing whose empty elements are left empty', () => {
    const feed = parseListingFeed(
      '<Properties><Property><Property_Ref_No>B-1</Property_Ref_No><Property_Title>Villa</Property_Title>' +
        '<Property_purpose>Buy</Property_purpose><Price>9000000</Price><Images></Images></Property></Properties>',
    );
    expect(feed.listings[0]).toMatchObject({ externalId: 'B-1', price: 9_000_000, imageUrl: null });
  });

  it('names the element that is not as the format has it', () => {
    const read = () =>
      parseListingFeed(
        pfFeed('<reference_number>PF-2</reference_number><title_en>X</title_en><photo>not a list</photo>'),
      );
    expect(read).toThrow(FeedError);
    expect(read).toThrow('The Property Finder feed: property.0.photo.0 expected an element');
  });
});
