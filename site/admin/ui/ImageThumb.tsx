import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { thumbnailUrl } from '../lib/thumbnail.ts';
import { cx } from './cx.ts';
import { useText } from '../i18n/text.ts';

interface ImageThumbProps {
  src: string;
  alt: string;
  className?: string;
  /** Use the small copy of an uploaded image when there is one. */
  small?: boolean;
}

/** An image that degrades to its original, then to the spec's 'Image Error' placeholder. */
export function ImageThumb({ src, alt, className, small = true }: ImageThumbProps) {
  const text = useText();
  const sources = [small ? thumbnailUrl(src) : null, src].filter((url): url is string => Boolean(url));
  // Failures count for the src they happened to; a new src starts again from its first source.
  const [failures, setFailures] = useState({ src, count: 0 });
  const attempt = failures.src === src ? failures.count : 0;
  const current = sources[attempt];

  if (!src || !current) {
    return (
      <div role="img" aria-label={text.common.imageErrorLabel(alt)} className={cx('flex flex-col items-center justify-center gap-1 bg-subtle text-stone-600', className)}>
        <ImageOff aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="text-[11px] font-semibold">
          {text.common.imageError}
        </span>
      </div>
    );
  }
  return (
    <img src={current} alt={alt} loading="lazy" decoding="async" onError={() => setFailures({ src, count: attempt + 1 })} className={cx('bg-subtle object-cover', className)} />
  );
}
