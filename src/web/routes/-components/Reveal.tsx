import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REVEAL_THRESHOLD } from '../../content/landing.ts';
import classes from './Landing.module.css';

/**
 * Fades a section in once, when 10% of it becomes visible. The server renders it visible, so it
 * reads without JavaScript; only sections still below the fold are hidden after hydration, and
 * nothing moves under prefers-reduced-motion.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'waiting' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={[classes.reveal, className].filter(Boolean).join(' ')} data-reveal={state}>
      {children}
    </div>
  );
}
