import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';

/** Spec section 9: from 0 to the target over 2 s, once at least half of the counter is in view, only once. */
export const COUNT_DURATION_MS = 2000;
export const IN_VIEW_THRESHOLD = 0.5;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The value to show for a counter. The server renders the target (readable without JavaScript);
 * once hydrated the counter drops to 0 and runs the first time it is half in view.
 * With reduced motion it simply keeps the target.
 */
export const useCountUp = (target: number, element: RefObject<Element | null>) => {
  const [value, setValue] = useState(target);
  const started = useRef(false);

  useEffect(() => {
    const node = element.current;
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    setValue(0);
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = () => {
        const progress = Math.min((performance.now() - start) / COUNT_DURATION_MS, 1);
        setValue(target * easeOutCubic(progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (started.current || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_THRESHOLD)) return;
        started.current = true;
        observer.disconnect();
        run();
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, element]);

  return value;
};
