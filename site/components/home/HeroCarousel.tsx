import Icon from '../icons/Icon.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import type { home } from '../../content/home.ts';
import type { Translation } from '../../content/translation.ts';
import { type Locale, localizedPath } from '../../i18n/locales.ts';

export interface HeroSlide {
  eyebrow: string;
  title: string;
  subtitle: string;
  cta: string;
}

/**
 * The hero's rotating slides over the background video, as HTML: rendered on the server only (no
 * hydration). `hero-carousel.ts` brings it to life without a framework: rotation every 7 s, the
 * indicators, the pause control (WCAG 2.2.2) and the video.
 */
export default function HeroCarousel({
  videoId,
  slides,
  texts,
  locale = 'en',
}: {
  videoId?: string;
  /** The office's slides (site content); `texts` are the carousel's own labels. */
  slides: HeroSlide[];
  texts: Translation<typeof home.hero>;
  locale?: Locale;
}) {
  const total = slides.length;
  return (
    <div data-hero-carousel data-video-id={videoId} className="flex h-full flex-col justify-end">
      <section aria-roledescription="carousel" aria-label={texts.slideGroup} className="grid">
        {slides.map((slide, index) => {
          const current = index === 0;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group; a fieldset is for form controls.
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slideLabel(index + 1, total)}
              aria-hidden={!current}
              inert={!current}
              data-slide
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
                <a href={localizedPath('/portfolio', locale)} className={buttonClass('brass')}>
                  {slide.cta}
                </a>
                <a href={localizedPath('/contact', locale)} className={buttonClass('outline-light')}>
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
              aria-current={index === 0 ? 'true' : undefined}
              data-slide-index={index}
              className="group flex h-11 items-center px-1"
            >
              <span className="block h-0.5 w-10 bg-white/35 transition-colors duration-500 group-hover:bg-white/70 group-aria-[current=true]:bg-brass-300 md:w-14" />
            </button>
          ))}
          <button
            type="button"
            aria-label={texts.pause}
            aria-pressed={false}
            data-hero-pause
            data-pause-label={texts.pause}
            data-play-label={texts.play}
            className="group ms-3 inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white transition-colors hover:border-white"
          >
            <Icon name="pause" className="size-4 group-aria-pressed:hidden" />
            <Icon name="play" className="hidden size-4 group-aria-pressed:block" />
          </button>
        </div>
        <button
          type="button"
          aria-label={texts.scrollDown}
          data-hero-scroll
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white transition-colors hover:border-white"
        >
          <Icon name="arrow-down" className="size-4 motion-safe:animate-bounce" />
        </button>
      </div>
    </div>
  );
}
