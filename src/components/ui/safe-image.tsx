import type { ImgHTMLAttributes } from 'react';
import { useImageFailure } from './use-image-failure';
import styles from './safe-image.module.css';

/**
 * An image that falls back gracefully: when the URL is missing or fails to load (even before the
 * app hydrated the page, use-image-failure), a generated fountain-ring mark is shown in the same
 * reserved box, at most 146 px wide (spec section 9).
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
}) {
  const { failed, ref, onError } = useImageFailure();
  if (!src || failed) {
    return (
      <span
        className={[styles.fallback, className].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <svg viewBox="0 0 100 100" className={styles.mark} aria-hidden="true">
          <circle cx="50" cy="50" r="40" fill="none" stroke="var(--color-accent)" strokeWidth="5" />
          <circle
            cx="50"
            cy="50"
            r="24"
            fill="none"
            stroke="var(--color-primary)"
            strokeWidth="4"
          />
          <circle cx="50" cy="50" r="8" fill="var(--color-ink)" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
      {...rest}
      ref={ref}
      onError={onError}
    />
  );
}
