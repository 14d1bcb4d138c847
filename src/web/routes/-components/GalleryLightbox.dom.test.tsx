import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { GalleryImageView } from '../../../shared/gallery/schemas.ts';
import { renderInDom } from '../../test/render.tsx';
import { GalleryLightbox } from './GalleryLightbox.tsx';

const POOL: GalleryImageView = {
  id: 1,
  url: '/media/gallery/infinity-pool.webp',
  alt: 'The infinity pool above the Arabian Gulf at dusk',
  title: 'Infinity Pool',
  category: 'Amenities',
  sortOrder: 0,
};

/** A gallery tile and the lightbox it opens, as the gallery section wires them. */
function Gallery() {
  const [open, setOpen] = useState<GalleryImageView | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(POOL)}>
        Open Infinity Pool
      </button>
      <GalleryLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('GalleryLightbox', () => {
  it('shows the image with its title and alt text, and closes by its button, Escape and the overlay', async () => {
    const { user } = await renderInDom(<Gallery />);
    const tile = screen.getByRole('button', { name: 'Open Infinity Pool' });

    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Infinity Pool' });
    expect(dialog.querySelector('figure img')).toHaveAttribute('alt', POOL.alt);
    expect(dialog.querySelector('figcaption')).toHaveTextContent(POOL.alt);
    await user.click(screen.getByRole('button', { name: 'Close image' }));
    await closed();

    await user.click(tile);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await closed();

    await user.click(tile);
    await screen.findByRole('dialog');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    await closed();
  });
});
