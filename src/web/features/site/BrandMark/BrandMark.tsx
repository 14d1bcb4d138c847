import classes from './BrandMark.module.css';

/** The agency's monogram: a thin circle enclosing the palm's crescent. Decorative. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg className={classes.mark} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="0.8" />
      <path
        d="M11 24.5c3.2 3.6 14.8 3.6 18 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.8"
        strokeLinecap="round"
      />
      <path
        d="M20 10v14.5M20 13.5c-2.6-1.9-5.6-2-7.6-.7M20 13.5c2.6-1.9 5.6-2 7.6-.7M20 16.5c-2-1.2-4.3-1.1-5.8.1M20 16.5c2-1.2 4.3-1.1 5.8.1"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
