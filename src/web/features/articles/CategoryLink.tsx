import { Link } from '@tanstack/react-router';
import type { BlogCategory } from '../../../shared/articles/blog.ts';
import { categoryLabel, categorySlug } from '../../content/blog.ts';
import classes from './Blog.module.css';

/** A post's category, in the page's language, linking to the category's list. */
export function CategoryLink({ category }: { category: BlogCategory }) {
  return (
    <Link to="/blog/category/$category" params={{ category: categorySlug(category) }} className={classes.category}>
      {categoryLabel(category)}
    </Link>
  );
}
