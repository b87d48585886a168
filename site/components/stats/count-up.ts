import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { formatNumber } from './format-stat.ts';

/** From 0 to the target over 2 s, once at least half of the counter is in view, only once. */
export const COUNT_DURATION_MS = 2000;
export const IN_VIEW_THRESHOLD = 0.5;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Animates the server-rendered counters (`[data-count-up]`) under `root` without a framework.
 * The HTML shows each target (readable without JavaScript); here each drops to 0 and counts up the
 * first time it is half in view. With reduced motion the targets simply stay.
 */
export const startCountUps = (root: ParentNode = document) => {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
  for (const counter of root.querySelectorAll<HTMLElement>('[data-count-up]')) {
    const shown = counter.querySelector<HTMLElement>('[data-count-value]');
    if (!shown) continue;
    const target = Number(counter.dataset.target);
    const decimals = Number(counter.dataset.decimals ?? 0);
    const intlLocale = counter.dataset.locale;
    const show = (value: number) => {
      shown.textContent = formatNumber(value, decimals, intlLocale);
    };
    show(0);
    const run = () => {
      const start = performance.now();
      const tick = () => {
        const progress = Math.min((performance.now() - start) / COUNT_DURATION_MS, 1);
        show(target * easeOutCubic(progress));
        if (progress < 1) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_THRESHOLD)) return;
        observer.disconnect();
        run();
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(counter);
  }
};
