import styles from './skeleton.module.css';

/** A grey placeholder block shaped like the content that is loading (no spinners). */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
}: {
  width?: string | number;
  height?: string | number;
  radius?: string;
}) {
  return (
    <span
      className={styles.skeleton}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** A grid of card-shaped skeletons for lists, announced once as loading. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.grid}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton height={0} />
          <div className={styles.image} />
          <div className={styles.body}>
            <Skeleton height="1.2em" width="70%" />
            <Skeleton height="0.9em" width="45%" />
          </div>
        </div>
      ))}
    </div>
  );
}
