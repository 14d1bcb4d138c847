import { Button, SimpleGrid } from '@mantine/core';
import type { MarketListingView } from '../../../../shared/market-listings/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { formatNumber } from '../../../lib/format.ts';
import { PageSection } from '../../../ui/PageHero/PageSection.tsx';
import { ListingCard } from './ListingCard.tsx';
import classes from './MarketListings.module.css';

/**
 * The cards of the listings loaded so far (a page of 24 at first) and "Show more" while the server
 * has more (`onShowMore` is then given).
 */
export function MarketCards({
  listings,
  total,
  locale,
  loadingMore,
  onShowMore,
}: {
  listings: readonly MarketListingView[];
  total: number;
  locale: string;
  loadingMore: boolean;
  onShowMore: (() => void) | undefined;
}) {
  const now = new Date();
  return (
    <PageSection tone="sand" eyebrow={m.listings_stat_listings()} title={m.listings_all_title()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {listings.map((listing) => (
          <ListingCard key={listing.id} listing={listing} now={now} />
        ))}
      </SimpleGrid>
      <div className={classes.more}>
        <p className={classes.shown} data-testid="shown-count">
          {m.listings_shown({ shown: formatNumber(listings.length, locale), total: formatNumber(total, locale) })}
        </p>
        {onShowMore ? (
          <Button variant="outline" onClick={onShowMore} loading={loadingMore}>
            {m.listings_show_more()}
          </Button>
        ) : null}
      </div>
    </PageSection>
  );
}
