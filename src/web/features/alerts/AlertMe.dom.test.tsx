import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { EMPTY_FILTERS } from '../properties/filter.ts';
import { AlertMe } from './AlertMe.tsx';

describe('"Alert me" on the finder', () => {
  it('asks in Arabic for an address and a frequency, and keeps what was typed when the alert cannot be saved', async () => {
    const { user } = await renderInDom(<AlertMe filters={{ ...EMPTY_FILTERS, bedrooms: '3' }} />, '/ar/properties');
    await user.click(screen.getByRole('button', { name: 'نبّهني' }));
    const dialog = await screen.findByRole('dialog', { name: 'نبّهني بالمساكن المطابقة' });
    // Daily unless the visitor chooses otherwise.
    expect(within(dialog).getByRole('radio', { name: 'يوميًا' })).toBeChecked();
    await user.click(within(dialog).getByText('أسبوعيًا'));
    expect(within(dialog).getByRole('radio', { name: 'أسبوعيًا' })).toBeChecked();

    const email = within(dialog).getByRole('textbox');
    await user.type(email, 'buyer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'أنشئ التنبيه' }));
    // The request cannot reach a server here: the visitor is told, in their language, and loses nothing.
    expect(await screen.findByText('تعذر حفظ التنبيه. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'نبّهني بالمساكن المطابقة' })).toBeInTheDocument();
    expect(email).toHaveValue('buyer@example.com');
    expect(within(dialog).getByRole('radio', { name: 'أسبوعيًا' })).toBeChecked();
  });
});
