import { useEffect, useState } from 'react';
import Icon from '../../components/icons/Icon.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { home } from '../../content/home.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { useRotation } from './use-rotation.ts';

const texts = home.hero;

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
 * The hero's rotating slides over the background video. Rotation keeps the spec's rhythm (a click on
 * an indicator restarts it); the pause control stops slides and video altogether (WCAG 2.2.2).
 * Under reduced motion the video stays on its poster and slides change without a transition.
 */
export default function HeroCarousel({ videoId }: { videoId?: string }) {
  const { slides } = texts;
  const [stopped, setStopped] = useState(false);
  const [active, select] = useRotation(slides.length, !stopped);

  useEffect(() => {
    const video = videoId ? document.getElementById(videoId) : null;
    if (!(video instanceof HTMLVideoElement)) return;
    if (stopped || !videoWanted()) {
      video.pause();
      return;
    }
    // The video fades in over the poster once it actually plays (the poster stays the LCP image).
    const reveal = () => {
      video.dataset.playing = 'true';
    };
    video.addEventListener('playing', reveal, { once: true });
    video.preload = 'auto';
    video.play().catch(() => {
      // Autoplay refused (data saver, power saving): the poster stays, which is fine.
    });
    return () => video.removeEventListener('playing', reveal);
  }, [stopped, videoId]);

  const total = slides.length;

  const scrollToAbout = () => {
    const about = document.getElementById('about');
    if (!about) return;
    about.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard users continue from the section they jumped to.
    about.focus({ preventScroll: true });
  };

  return (
    <div className="flex h-full flex-col justify-end">
      <section aria-roledescription="carousel" aria-label={texts.slideGroup} className="grid">
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slideLabel(index + 1, total)}
              aria-hidden={!current}
              inert={!current}
              data-active={current}
              className="col-start-1 row-start-1 max-w-4xl translate-y-4 opacity-0 transition-[opacity,translate] duration-700 ease-calm data-[active=true]:translate-y-0 data-[active=true]:opacity-100 motion-reduce:transition-none"
            >
              <p className="mb-6 flex items-center gap-4 text-eyebrow font-semibold uppercase text-brass-300">
                <span aria-hidden="true" className="h-px w-10 bg-brass-400" />
                {slide.eyebrow}
              </p>
              <h2 className="font-display text-display-lg font-medium text-balance text-white">{slide.title}</h2>
              <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-stone-200 md:text-xl">{slide.subtitle}</p>
              <div className="mt-10 flex flex-wrap gap-4">
                <a href="/portfolio" className={buttonClass('brass')}>
                  {slide.cta}
                </a>
                <a href="/contact" className={buttonClass('outline-light')}>
                  {texts.contact}
                </a>
              </div>
            </div>
          );
        })}
      </section>

      <div className="mt-14 flex items-center justify-between gap-6 border-t border-white/20 pt-6">
        <div className="flex items-center gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              aria-label={texts.indicatorLabel(index + 1)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => select(index)}
              className="group flex h-11 items-center px-1"
            >
              <span className="block h-0.5 w-10 bg-white/35 transition-colors duration-500 group-hover:bg-white/70 group-aria-[current=true]:bg-brass-300 md:w-14" />
            </button>
          ))}
          <button
            type="button"
            aria-label={stopped ? texts.play : texts.pause}
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
            className="ms-3 inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white transition-colors hover:border-white"
          >
            <Icon name={stopped ? 'play' : 'pause'} className="size-4" />
          </button>
        </div>
        <button
          type="button"
          aria-label={texts.scrollDown}
          onClick={scrollToAbout}
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white transition-colors hover:border-white"
        >
          <Icon name="arrow-down" className="size-4 motion-safe:animate-bounce" />
        </button>
      </div>
    </div>
  );
}
