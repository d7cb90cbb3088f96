import { useImageFailure } from '../../../components/ui/use-image-failure';
import styles from './merchant-logo.module.css';

/** Up to two initials of a name ("Harbour Noodle House" → "HN"), for the monogram fallback. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '•';
}

const HUES = [
  'var(--color-primary)',
  'var(--color-ink)',
  '#7a4b00',
  '#1e6b3a',
  '#0b4a6e',
  '#8a2c5a',
];

function hueOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return HUES[hash % HUES.length]!;
}

/**
 * A merchant's logo in a square, or a generated monogram (initials on a fountain ring) when the
 * logo is missing or fails to load. Decorative next to the name, so its alt text is empty.
 */
export function MerchantLogo({
  name,
  logoUrl,
  size = 64,
}: {
  name: string;
  logoUrl?: string;
  size?: number;
}) {
  const { failed, ref, onError } = useImageFailure();
  if (logoUrl && !failed) {
    return (
      <img
        className={styles.logo}
        src={logoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        ref={ref}
        onError={onError}
      />
    );
  }
  return (
    <span
      className={`${styles.logo} ${styles.monogram}`}
      style={{ width: size, height: size, background: hueOf(name) }}
      aria-hidden="true"
    >
      <span className={styles.initials} style={{ fontSize: size * 0.34 }}>
        {initialsOf(name)}
      </span>
    </span>
  );
}
