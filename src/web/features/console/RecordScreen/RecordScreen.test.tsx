import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../test/render.tsx';
import { amenityScreen } from '../../../routes/admin/amenities/-components/AmenityForm.tsx';
import { galleryScreen } from '../../../routes/admin/gallery/-components/GalleryForm.tsx';
import { testimonialScreen } from '../../../routes/admin/testimonials/-components/TestimonialForm.tsx';
import {
  CreateRecordScreen,
  EditRecordScreen,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from './RecordScreen.tsx';

describe('the create and edit screens of ordered content', () => {
  it('shows an empty form under the add title, to create', async () => {
    const html = await renderToHtml(<CreateRecordScreen screen={amenityScreen} />, '/admin/amenities/new');
    const text = textOf(html);
    expect(text).toContain('Add Amenity');
    expect(text).toContain('Create Amenity');
    expect(html).toMatch(/<input[^>]*value=""[^>]*id="[^"]*"|<input[^>]*id="[^"]*"[^>]*value=""/);
  });

  it("shows the record's values under the edit title, to update", async () => {
    const html = await renderToHtml(
      <EditRecordScreen
        screen={galleryScreen}
        record={{
          id: 7,
          url: '/media/hero.webp',
          alt: 'The Crescent at dusk',
          title: null,
          category: 'Views',
          sortOrder: 2,
        }}
      />,
      '/admin/gallery/7',
    );
    const text = textOf(html);
    expect(text).toContain('Edit Gallery Image');
    expect(text).toContain('Update Image');
    expect(html).toContain('value="The Crescent at dusk"');
    expect(html).toContain('value="/media/hero.webp"');
  });

  it('names the record in the not-found, error and pending states under the edit title', async () => {
    const notFound = textOf(await renderToHtml(<RecordNotFound screen={testimonialScreen} />));
    expect(notFound).toContain('Edit Testimonial');
    expect(notFound).toContain('Testimonial Not Found');
    expect(notFound).toContain("The testimonial you're trying to edit could not be found.");
    const failed = textOf(await renderToHtml(<RecordLoadError screen={testimonialScreen} />));
    expect(failed).toContain('There was an error loading the testimonial. Please try again.');
    const pending = await renderToHtml(<RecordPending screen={testimonialScreen} />);
    expect(pending).toContain('aria-label="Loading the testimonial"');
  });
});
