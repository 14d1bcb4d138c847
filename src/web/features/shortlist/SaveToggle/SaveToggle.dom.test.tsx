import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURNING_BUYER_FLAG_COOKIE } from '../../../../shared/returning-buyers/returning-buyers.ts';
import { renderInDom, renderToHtml } from '../../../test/render.tsx';
import { ShortlistLink } from '../ShortlistLink/ShortlistLink.tsx';
import { SHORTLIST_STORAGE_KEY } from '../shortlist-store.ts';
import { SaveToggle } from './SaveToggle.tsx';

const stored = () => JSON.parse(window.localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? 'null') as unknown;

function Saving() {
  return (
    <>
      <ShortlistLink />
      <SaveToggle propertyId={135} />
      <SaveToggle propertyId={40} variant="inline" />
    </>
  );
}

describe('SaveToggle and the shortlist count', () => {
  afterEach(() => window.localStorage.clear());

  it('saves and removes a residence, kept under the versioned key, and counts it in the header', async () => {
    const { user } = await renderInDom(<Saving />);
    expect(screen.getByRole('link', { name: 'Shortlist: 0 saved' })).toHaveAttribute('href', '/shortlist');
    const [first, second] = screen.getAllByRole('button', { name: 'Save to shortlist' });
    await user.click(first!);
    expect(stored()).toEqual([135]);
    await user.click(second!);
    expect(stored()).toEqual([135, 40]);
    expect(screen.getAllByRole('button', { name: 'Remove from shortlist' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Shortlist: 2 saved' })).toBeInTheDocument();
    expect(screen.getByTestId('shortlist-count')).toHaveTextContent('2');
    await user.click(screen.getAllByRole('button', { name: 'Remove from shortlist' })[0]!);
    expect(stored()).toEqual([40]);
    expect(screen.getByRole('link', { name: 'Shortlist: 1 saved' })).toBeInTheDocument();
  });

  it('shows what an earlier visit saved (a reload), and ignores a value it cannot read', async () => {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([40, 'x', 40, -3]));
    await renderInDom(<Saving />);
    expect(screen.getByRole('button', { name: 'Remove from shortlist' })).toHaveTextContent('Saved');
    expect(screen.getByRole('link', { name: 'Shortlist: 1 saved' })).toBeInTheDocument();
  });

  it('follows a change made in another tab (the storage event)', async () => {
    await renderInDom(<Saving />);
    expect(screen.getAllByRole('button', { name: 'Save to shortlist' })).toHaveLength(2);
    act(() => {
      window.localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([135]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Remove from shortlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shortlist: 1 saved' })).toBeInTheDocument();
  });

  it('renders the unsaved state on the server, whatever this browser saved', async () => {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([135, 40]));
    const html = await renderToHtml(<Saving />);
    expect(html).toContain('aria-label="Save to shortlist"');
    expect(html).not.toContain('Remove from shortlist');
    expect(html).toContain('aria-label="Shortlist: 0 saved"');
  });

  it('names the toggle in the page language (Arabic)', async () => {
    await renderInDom(<SaveToggle propertyId={135} />, '/ar/properties');
    expect(screen.getByRole('button', { name: 'أضف إلى القائمة المختصرة' })).toBeInTheDocument();
  });

  it("reports a save, never a removal, to the lead's agent only from a browser that sent a lead", async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const reports = () => sent.mock.calls.filter(([url]) => String(url).includes('returningBuyers.viewed'));
    try {
      const first = await renderInDom(<SaveToggle propertyId={135} />);
      await first.user.click(screen.getByRole('button', { name: 'Save to shortlist' }));
      expect(reports()).toEqual([]);
      first.unmount();
      window.localStorage.clear();

      document.cookie = `${RETURNING_BUYER_FLAG_COOKIE}=1; path=/`;
      const { user } = await renderInDom(<SaveToggle propertyId={135} />);
      await user.click(screen.getByRole('button', { name: 'Save to shortlist' }));
      await user.click(screen.getByRole('button', { name: 'Remove from shortlist' }));
      await vi.waitFor(() => expect(reports()).toHaveLength(1));
      const [, init] = reports()[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ 0: { propertyId: 135, kind: 'shortlist' } });
    } finally {
      document.cookie = `${RETURNING_BUYER_FLAG_COOKIE}=; path=/; max-age=0`;
      vi.restoreAllMocks();
    }
  });
});
