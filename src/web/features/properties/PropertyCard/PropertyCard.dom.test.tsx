import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROYAL_PENTHOUSE } from '../../../test/fixtures.ts';
import { renderInDom } from '../../../test/render.tsx';
import { PropertyCard } from './PropertyCard.tsx';

const photos = ['/media/properties/royal-penthouse-2.webp', '/media/properties/royal-penthouse-3.webp'];

describe('PropertyCard', () => {
  it('wraps its photo carousel both ways and counts n / total', async () => {
    const { user } = await renderInDom(<PropertyCard property={{ ...ROYAL_PENTHOUSE, photos }} />);
    const counter = screen.getByTestId('photo-counter');
    const next = screen.getByRole('button', { name: /^Next photo/ });
    expect(counter).toHaveTextContent('1 / 3');
    await user.click(screen.getByRole('button', { name: /^Previous photo/ }));
    expect(counter).toHaveTextContent('3 / 3');
    expect(screen.getByRole('img')).toHaveAttribute('src', photos[1]);
    await user.click(next);
    expect(counter).toHaveTextContent('1 / 3');
    await user.click(next);
    expect(counter).toHaveTextContent('2 / 3');
    expect(screen.getByRole('img')).toHaveAttribute('src', photos[0]);
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/properties/135');
  });

  it('has no carousel with a single photo', async () => {
    await renderInDom(<PropertyCard property={ROYAL_PENTHOUSE} />);
    expect(screen.queryByTestId('photo-counter')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photo/ })).not.toBeInTheDocument();
  });
});
