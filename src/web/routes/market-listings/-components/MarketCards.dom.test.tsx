import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marketListing } from '../../../test/fixtures.ts';
import { renderInDom } from '../../../test/render.tsx';
import { MarketCards } from './MarketCards.tsx';

const page = Array.from({ length: 24 }, () => marketListing());

describe('MarketCards', () => {
  it('shows the cards loaded, how many of how many, and asks for more while the server has more', async () => {
    const showMore = vi.fn();
    const { user } = await renderInDom(
      <MarketCards listings={page} total={1_250} locale="en" loadingMore={false} onShowMore={showMore} />,
      '/market-listings',
    );
    expect(screen.getAllByTestId('listing-card')).toHaveLength(24);
    expect(screen.getByTestId('shown-count')).toHaveTextContent('Showing 24 of 1,250');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(showMore).toHaveBeenCalledTimes(1);
  });

  it('has no Show more once every match is shown, and counts in the page language', async () => {
    await renderInDom(
      <MarketCards listings={page.slice(0, 3)} total={3} locale="ar-AE" loadingMore={false} onShowMore={undefined} />,
      '/ar/market-listings',
    );
    expect(screen.getAllByTestId('listing-card')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('shown-count')).toHaveTextContent(/^عرض \S+ من \S+$/);
  });
});
