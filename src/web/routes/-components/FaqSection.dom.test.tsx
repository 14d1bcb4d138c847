import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { FaqSection } from './FaqSection.tsx';

describe('FaqSection', () => {
  it('opens one answer at a time, closes it again, and leads to the residences', async () => {
    const { user } = await renderInDom(<FaqSection />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(15);
    const [first, , third] = questions;
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(third!);
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(third!);
    expect(third).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Contact For More Information' })).toHaveAttribute('href', '/properties');
  });
});
