import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyInputSchema } from '../../../../../shared/properties/schemas.ts';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { propertyScreen } from './PropertyForm.tsx';
import { PropertyPhotos } from './PropertyPhotos.tsx';
import { EMPTY_PROPERTY, formValuesToInput } from './property-form-values.ts';

/** The photos card on the property form's own form state, without the other cards re-rendering on each key. */
function PhotosCard() {
  const parts = useRecordForm({
    kind: propertyScreen,
    id: null,
    schema: propertyInputSchema,
    initialValues: EMPTY_PROPERTY,
    toInput: formValuesToInput,
  });
  return <PropertyPhotos {...parts} />;
}

const gallery = () => screen.getByRole('list', { name: 'Gallery photos' });
/** The thumbnails' sources; one with no alt text yet is decorative, so not found by its role. */
const order = () => [...gallery().querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe("the property editor's photos", () => {
  it('orders the gallery from the keyboard and edits each photo’s caption and alt text in every language', async () => {
    const { user } = await renderInDom(<PhotosCard />, '/admin/properties/new');
    const byUrl = await screen.findByLabelText('Or add a photo by URL');
    for (const name of ['pool', 'terrace', 'lounge']) {
      await user.click(byUrl);
      await user.paste(`/media/${name}.webp`);
      await user.keyboard('{Enter}');
    }
    expect(order()).toEqual(['/media/pool.webp', '/media/terrace.webp', '/media/lounge.webp']);

    // The last photo to the front, by keyboard alone: focus its "up" button and press Enter twice.
    const up = screen.getByRole('button', { name: 'Move photo 3 up' });
    up.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Move photo 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['/media/lounge.webp', '/media/pool.webp', '/media/terrace.webp']);
    // The drag handle is in the tab order too, for the drag library's own keyboard moves.
    expect(screen.getByLabelText('Drag photo 1 to another place')).toHaveAttribute('tabindex', '0');

    // Each language side by side, the Arabic written right to left.
    const first = within(gallery()).getByRole('listitem', { name: 'Photo 1' });
    for (const language of ['English', 'Arabic', 'Russian', 'Chinese']) {
      expect(within(first).getByLabelText(`Caption (${language})`)).toBeInTheDocument();
      expect(within(first).getByLabelText(`Alt text (${language})`)).toBeInTheDocument();
    }
    const arabicAlt = within(first).getByLabelText('Alt text (Arabic)');
    expect(arabicAlt).toHaveAttribute('lang', 'ar');
    // Mantine sets the direction on the input's own wrapper.
    expect(arabicAlt.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(arabicAlt);
    await user.paste('صالة بإطلالة على البحر');
    await user.click(within(first).getByLabelText('Alt text (English)'));
    await user.paste('A lounge facing the sea');

    // The texts travel with their photo when it moves.
    screen.getByRole('button', { name: 'Move photo 1 down' }).focus();
    await user.keyboard('{Enter}');
    const second = within(gallery()).getByRole('listitem', { name: 'Photo 2' });
    expect(within(second).getByRole('img', { name: 'A lounge facing the sea' })).toHaveAttribute(
      'src',
      '/media/lounge.webp',
    );
    expect(within(second).getByLabelText('Alt text (Arabic)')).toHaveValue('صالة بإطلالة على البحر');
    expect(within(gallery()).getByRole('listitem', { name: 'Photo 1' })).not.toHaveTextContent('lounge');
  });
});
