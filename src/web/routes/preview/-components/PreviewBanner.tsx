import links from '../../../styles/links.module.css';
import classes from './PreviewBanner.module.css';

/**
 * Above a preview: staff see at once that visitors do not see this page (yet). In English whatever
 * the page's language, as the console is; marked so, so the page's own language checks pass it by.
 */
export function PreviewBanner({ editPath }: { editPath: string }) {
  return (
    <div className={classes.banner} lang="en" dir="ltr" role="note" data-testid="preview-banner">
      Preview: visitors cannot see this page until it is published.{' '}
      <a href={editPath} className={links.inlineLink}>
        Back to the editor
      </a>
    </div>
  );
}
