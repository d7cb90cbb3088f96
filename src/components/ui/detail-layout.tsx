import { useId, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { SafeImage } from './safe-image';
import { Skeleton } from './skeleton';
import styles from './detail-layout.module.css';
import actionStyles from './action-buttons.module.css';

/**
 * The page of one promotion, event, flash sale or reward: a back link, the image beside the text on
 * wide screens and above it on phones; `after` spans the full width below (related items).
 */
export function DetailLayout({
  back,
  media,
  children,
  after,
}: {
  back?: ReactNode;
  media: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <article className={`container ${styles.detail}`}>
      {back && <div className={styles.back}>{back}</div>}
      <div className={styles.grid}>
        <div className={styles.media}>{media}</div>
        <div className={styles.body}>{children}</div>
      </div>
      {after}
    </article>
  );
}

/** "‹ All promotions": the way back to the list. */
export function BackLink({
  to,
  params,
  children,
}: {
  to: LinkProps['to'];
  /** The path's parameters, for a route that has some (a category's list). */
  params?: LinkProps['params'];
  children: ReactNode;
}) {
  return (
    <Link to={to} params={params} className={styles.backLink}>
      <ChevronLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * The lead image of a detail page: 16:9 and fetched first, as it is the page's largest paint.
 * `className` adds the feature's own look (a flash sale that ended is greyed).
 */
export function DetailImage({ src, className }: { src: string | undefined; className?: string }) {
  return (
    <SafeImage
      src={src}
      alt=""
      width={1200}
      height={675}
      className={className ? `${styles.heroImage} ${className}` : styles.heroImage}
      fetchPriority="high"
      loading="eager"
    />
  );
}

/** The status and kind badges above the title, wrapping on phones. */
export function DetailBadges({ children }: { children: ReactNode }) {
  return <div className={styles.badges}>{children}</div>;
}

/** The facts of the item (dates, place, cost) as label and value rows of `DetailFact`s. */
export function DetailFacts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One fact: its label and value; `lang` marks a value the wire has in English only. */
export function DetailFact({
  label,
  lang,
  className,
  children,
}: {
  label: string;
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd lang={lang} className={className}>
        {children}
      </dd>
    </>
  );
}

/** Under a store's name, the way to it: the site search for the store, which leads to its page. */
export function FindStoreLink({ store, label }: { store: string; label: string }) {
  return (
    <>
      <br />
      <a href={`/search?q=${encodeURIComponent(store)}`}>{label}</a>
    </>
  );
}

/** A row of actions (add to calendar, share) that wraps on phones. */
export function DetailActions({ children }: { children: ReactNode }) {
  return <div className={actionStyles.actions}>{children}</div>;
}

/** A titled part of a detail page (terms, more promotions). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A detail page while it loads: image and text placeholders, announced once as loading. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <DetailLayout media={<div className={styles.mediaSkeleton} />}>
      <div role="status" aria-live="polite" className={styles.textSkeleton}>
        <span className="visually-hidden">{label}</span>
        <Skeleton height="1.5em" width="30%" />
        <Skeleton height="2.4em" width="85%" />
        <Skeleton height="1em" width="55%" />
        <Skeleton height="1em" width="45%" />
        <Skeleton height="8em" />
      </div>
    </DetailLayout>
  );
}
