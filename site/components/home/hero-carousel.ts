import { prefersReducedMotion } from '../../lib/reduced-motion.ts';

/** The hero cycles through its slides every 7 s. */
export const ROTATION_MS = 7000;

/**
 * The background video plays on tablets and larger screens only, and never for visitors who asked
 * for less motion or less data: phones keep the poster, which saves a megabyte of video and the CPU
 * that decoding it costs (decision 013).
 */
const videoWanted = () => {
  if (prefersReducedMotion() || typeof window.matchMedia !== 'function') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return window.matchMedia('(min-width: 768px)').matches && !connection?.saveData;
};

/**
 * Runs the server-rendered hero carousel (HeroCarousel.tsx) without a framework. Rotation keeps the
 * spec's rhythm (choosing a slide restarts the 7 s, so a visitor gets the full time to read it); the
 * pause control stops slides and video altogether. Under reduced motion the video stays on its poster.
 */
export const startHeroCarousel = (root: HTMLElement) => {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const indicators = [...root.querySelectorAll<HTMLButtonElement>('[data-slide-index]')];
  const pause = root.querySelector<HTMLButtonElement>('[data-hero-pause]');
  const video = root.dataset.videoId ? document.getElementById(root.dataset.videoId) : null;
  let active = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (index: number) => {
    active = index;
    slides.forEach((slide, at) => {
      const current = at === index;
      slide.dataset.active = String(current);
      slide.setAttribute('aria-hidden', String(!current));
      slide.inert = !current;
    });
    indicators.forEach((indicator, at) => {
      if (at === index) indicator.setAttribute('aria-current', 'true');
      else indicator.removeAttribute('aria-current');
    });
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || slides.length < 2) return;
    timer = setTimeout(() => {
      show((active + 1) % slides.length);
      schedule();
    }, ROTATION_MS);
  };

  const updateVideo = () => {
    if (!(video instanceof HTMLVideoElement)) return;
    if (stopped || !videoWanted()) {
      video.pause();
      return;
    }
    // The video fades in over the poster once it actually plays (the poster stays the LCP image).
    video.addEventListener('playing', () => (video.dataset.playing = 'true'), { once: true });
    video.preload = 'auto';
    video.play().catch(() => {
      // Autoplay refused (data saver, power saving): the poster stays, which is fine.
    });
  };

  for (const [index, indicator] of indicators.entries())
    indicator.addEventListener('click', () => {
      show(index);
      schedule();
    });

  pause?.addEventListener('click', () => {
    stopped = !stopped;
    pause.setAttribute('aria-pressed', String(stopped));
    pause.setAttribute('aria-label', (stopped ? pause.dataset.playLabel : pause.dataset.pauseLabel) ?? '');
    schedule();
    updateVideo();
  });

  root.querySelector('[data-hero-scroll]')?.addEventListener('click', () => {
    const about = document.getElementById('about');
    if (!about) return;
    about.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard users continue from the section they jumped to.
    about.focus({ preventScroll: true });
  });

  schedule();
  // The video waits for an idle moment, as the island did, so it never competes with the first paint.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  whenIdle(updateVideo);
};
