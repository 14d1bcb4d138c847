import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom } from '../../../test/render.tsx';
import { HEADER_SOLID_AFTER_PX, SiteHeader } from './SiteHeader.tsx';

const MENU_ITEMS = [
  'PROPERTIES',
  'LOCATION',
  'FLOOR PLANS',
  'VALUATIONS',
  'PROPERTY MANAGEMENT',
  'MARKET DATA',
  'BLOG',
  'OTHER WEBSITES',
  'ABOUT',
  'CONTACT',
];

const menuClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

describe('SiteHeader', () => {
  it('opens a side menu of the ten items that takes focus, and closes by Escape, its button and an item', async () => {
    const { user, router } = await renderInDom(<SiteHeader />);
    const menuButton = screen.getByRole('button', { name: 'MENU' });

    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const items = within(within(dialog).getByRole('navigation', { name: 'Site' })).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual(MENU_ITEMS);
    expect(items.at(-1)).toHaveAttribute('href', '#contact');
    expect(items[4]).toHaveAttribute('href', '/lettings-management');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await menuClosed();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await menuClosed();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'PROPERTIES' }));
    await menuClosed();
    expect(router.state.location.pathname).toBe('/properties');
    // Away from the landing page, ENQUIRE NOW and the menu's CONTACT lead back to its contact section.
    await waitFor(() => expect(screen.getByRole('link', { name: 'ENQUIRE NOW' })).toHaveAttribute('href', '/#contact'));
    await user.click(menuButton);
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'CONTACT' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it(`turns solid once the page has scrolled past ${HEADER_SOLID_AFTER_PX} px`, async () => {
    await renderInDom(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-solid');
    scrollTo(8);
    expect(header).not.toHaveAttribute('data-solid');
    scrollTo(HEADER_SOLID_AFTER_PX);
    expect(header).not.toHaveAttribute('data-solid');
    scrollTo(HEADER_SOLID_AFTER_PX + 1);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(header).not.toHaveAttribute('data-solid');
  });
});
