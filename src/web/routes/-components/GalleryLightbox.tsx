import { Modal } from '@mantine/core';
import type { GalleryImageView } from '../../../shared/gallery/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import classes from './Landing.module.css';

/** The gallery's lightbox: a large image (at most 85% of the viewport high), its title and alt text. */
export function GalleryLightbox({ image, onClose }: { image: GalleryImageView | null; onClose: () => void }) {
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={image?.title ?? image?.category ?? m.landing_gallery_lightbox_title()}
      size="min(1200px, 94vw)"
      centered
      closeButtonProps={{ 'aria-label': m.landing_gallery_close() }}
      classNames={{ body: classes.lightboxBody, title: classes.lightboxTitle }}
    >
      {image ? (
        <figure className={classes.lightboxFigure}>
          <img src={image.url} alt={image.alt} width={1600} height={1200} className={classes.lightboxImage} />
          <figcaption className={classes.lightboxCaption}>{image.alt}</figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
