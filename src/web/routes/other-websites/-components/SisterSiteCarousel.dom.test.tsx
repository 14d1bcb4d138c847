import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SISTER_SITE_CAROUSEL_MS, SISTER_SITES } from '../../../content/sister-sites.ts';
import { renderInDom } from '../../../test/render.tsx';
import { SisterSiteCarousel } from './SisterSiteCarousel.tsx';

const names = SISTER_SITES.map((site) => site.name);
const last = names.length - 1;

// Only the carousel's own clock is faked: the router and user-event keep real timeouts.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SisterSiteCarousel', () => {
  it('advances every 5 s and wraps both ways', async () => {
    const { user } = await renderInDom(<SisterSiteCarousel />, '/other-websites');
    const slide = screen.getByTestId('carousel-slide');
    expect(slide).toHaveTextContent(names[0]!);
    await wait(SISTER_SITE_CAROUSEL_MS);
    expect(slide).toHaveTextContent(names[1]!);

    await user.click(screen.getByRole('button', { name: 'Previous site' }));
    await user.click(screen.getByRole('button', { name: 'Previous site' }));
    expect(slide).toHaveTextContent(names[last]!);
    await user.click(screen.getByRole('button', { name: 'Next site' }));
    expect(slide).toHaveTextContent(names[0]!);
    await user.click(screen.getByRole('button', { name: `Show ${names[2]}` }));
    expect(slide).toHaveTextContent(names[2]!);
  });

  it('pauses while focus is inside it or the pointer is over it', async () => {
    const { user } = await renderInDom(<SisterSiteCarousel />, '/other-websites');
    const slide = screen.getByTestId('carousel-slide');
    const carousel = screen.getByRole('region', { name: /./ });

    await user.click(screen.getByRole('button', { name: `Show ${names[last]}` }));
    await user.unhover(carousel);
    await wait(SISTER_SITE_CAROUSEL_MS + 1000);
    expect(slide).toHaveTextContent(names[last]!);

    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await wait(SISTER_SITE_CAROUSEL_MS);
    expect(slide).toHaveTextContent(names[0]!);

    await user.hover(carousel);
    await wait(SISTER_SITE_CAROUSEL_MS + 1000);
    expect(slide).toHaveTextContent(names[0]!);
    await user.unhover(carousel);
    await wait(SISTER_SITE_CAROUSEL_MS);
    expect(slide).toHaveTextContent(names[1]!);
  });
});
