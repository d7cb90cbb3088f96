import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { SafeImage } from './safe-image';
import styles from './card.module.css';

/** A responsive grid of cards. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A content card: one strong image area, a title that is the link, a line of meta and badges.
 * The whole card is clickable through the title link's stretched hit area.
 */
export function Card({
  to,
  params,
  search,
  imageUrl,
  imageAlt = '',
  title,
  meta,
  badges,
  children,
  imageAspect = [16, 9],
}: {
  to: LinkProps['to'];
  params?: LinkProps['params'];
  search?: LinkProps['search'];
  imageUrl?: string;
  imageAlt?: string;
  title: string;
  meta?: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
  imageAspect?: [number, number];
}) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <SafeImage src={imageUrl} alt={imageAlt} width={imageAspect[0] * 40} height={imageAspect[1] * 40} className={styles.image} />
      </div>
      <div className={styles.body}>
        {badges && <div className={styles.badges}>{badges}</div>}
        <h3 className={styles.title}>
          <Link to={to} params={params} search={search} className={styles.link}>
            {title}
          </Link>
        </h3>
        {meta && <p className={styles.meta}>{meta}</p>}
        {children}
      </div>
    </li>
  );
}
