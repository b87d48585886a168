import { prefersReducedMotion } from '../../lib/reduced-motion.ts';

/** From 0 to the target over 2 s, once at least half of the counter is in view, only once. */
export const COUNT_DURATION_MS = 2000;
export const IN_VIEW_THRESHOLD = 0.5;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The counter's 0 ("0", or "0.0" with the decimal sign of the figure the page shows), written without Intl: a
 * phone's first number format costs it tens of milliseconds, which would block the page as it loads.
 */
const zeroOf = (figure: string, decimals: number) => (decimals > 0 ? `0${figure.at(-decimals - 1) ?? '.'}${'0'.repeat(decimals)}` : '0');

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
    shown.textContent = zeroOf(shown.textContent ?? '', decimals);
    const run = () => {
      // Made once the counter is in view, and once for all its frames.
      const format = new Intl.NumberFormat(counter.dataset.locale ?? 'en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      const start = performance.now();
      const tick = () => {
        const progress = Math.min((performance.now() - start) / COUNT_DURATION_MS, 1);
        shown.textContent = format.format(target * easeOutCubic(progress));
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
