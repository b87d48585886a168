import { useState } from 'react';
import Icon from '../../components/icons/Icon.tsx';
import ResponsiveImage from '../../components/media/ResponsiveImage.tsx';
import { useDictionary } from '../../i18n/use-dictionary.tsx';
import type { ImageView } from '../../lib/project-view.ts';

export const MAIN_SIZES = '(min-width: 1280px) 1184px, 94vw';

/** Wraps around at both ends: before the first comes the last, after the last the first. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

const arrowButton =
  'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-ink shadow-sm backdrop-blur transition-colors hover:bg-paper md:size-14';

/**
 * The chosen thumbnail's ring (brass, with a gap of paper) is drawn inside its edge, over the picture: a ring
 * outside would stick out past the gallery's edge at the row's ends.
 */
const thumbnail =
  'relative block aspect-[4/3] w-full overflow-hidden bg-stone-200 opacity-60 transition-opacity after:pointer-events-none after:absolute after:inset-0 hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:after:shadow-[inset_0_0_0_2px_var(--color-brass-500),inset_0_0_0_4px_var(--color-paper)]';

/**
 * The project's images: previous/next wrap around, thumbnails jump to an image, and the
 * position is announced politely. With a single image it is simply shown.
 */
export default function ProjectGallery({ images }: { images: ImageView[] }) {
  const text = useDictionary().projectPage.gallery;
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[wrapIndex(index, Math.max(count, 1))];
  if (!current) return null;
  const several = count > 1;
  const go = (next: number) => setIndex(wrapIndex(next, count));

  return (
    <section aria-label={text.label} aria-roledescription="gallery" className="grid gap-4">
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200 md:aspect-[16/9]">
        <ResponsiveImage
          key={current.src}
          image={current}
          sizes={MAIN_SIZES}
          priority={index === 0}
          className="size-full animate-fade-in object-cover motion-reduce:animate-none"
        />
        {several ? (
          <>
            <button type="button" aria-label={text.previous} onClick={() => go(index - 1)} className={`${arrowButton} start-3 md:start-6`}>
              <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
            </button>
            <button type="button" aria-label={text.next} onClick={() => go(index + 1)} className={`${arrowButton} end-3 md:end-6`}>
              <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
            </button>
            <p aria-live="polite" className="absolute end-3 bottom-3 bg-ink/80 px-3 py-1.5 text-xs font-semibold tracking-[0.16em] text-white tabular-nums md:end-6 md:bottom-6">
              {text.position(index + 1, count)}
            </p>
          </>
        ) : null}
      </div>
      {several ? (
        <ul aria-label={text.thumbnails} className="grid grid-cols-4 gap-2 sm:grid-cols-6 md:gap-4 lg:grid-cols-8">
          {images.map((image, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one picture may appear twice; the list is never reordered.
            <li key={`${image.src}-${position}`}>
              <button
                type="button"
                aria-label={text.thumbnail(position + 1, count)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
                className={thumbnail}
              >
                <ResponsiveImage image={{ ...image, alt: '' }} sizes="(min-width: 1024px) 140px, 22vw" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
