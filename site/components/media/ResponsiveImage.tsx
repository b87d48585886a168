import type { ImageView } from '../../lib/project-view.ts';

interface ResponsiveImageProps {
  image: ImageView;
  /** How wide the image is drawn, for the browser to pick from `srcset`. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else waits until it is near. */
  priority?: boolean;
}

/**
 * A project image: the upload pipeline's WebP copies with their real size when the build measured
 * them, AVIF first where the upload made it, or a plain lazily loaded image
 * for an external address.
 */
export default function ResponsiveImage({ image, sizes, className, priority = false }: ResponsiveImageProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      referrerPolicy={image.src.startsWith('https://') ? 'no-referrer' : undefined}
      className={className}
    />
  );
  if (!image.avifSrcset) return img;
  // `contents`: the <picture> makes no box, so the <img> is laid out as if it stood alone.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      {img}
    </picture>
  );
}
