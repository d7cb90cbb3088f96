import { createContext, useContext, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { localizedTitle, localizedTitleLang, useLanguage } from '../../i18n';
import { SafeImage } from './safe-image';
import styles from './card.module.css';

type CardHeadingLevel = 2 | 3;
const HeadingLevel = createContext<CardHeadingLevel>(3);

/**
 * A responsive grid of cards. `headingLevel` sets its cards' title level so headings never skip
 * one: 2 when the grid sits right under the page's h1, 3 (the default) under a section's h2.
 */
export function CardGrid({
  children,
  label,
  headingLevel = 3,
  ref,
}: {
  children: ReactNode;
  label?: string;
  headingLevel?: CardHeadingLevel;
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <HeadingLevel value={headingLevel}>
      <ul ref={ref} className={styles.grid} aria-label={label}>
        {children}
      </ul>
    </HeadingLevel>
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
  titleZh,
  meta,
  badges,
  children,
  imageAspect = [16, 9],
  imagePriority = false,
}: {
  to: LinkProps['to'];
  params?: LinkProps['params'];
  search?: LinkProps['search'];
  imageUrl?: string;
  imageAlt?: string;
  /** The title, and its Chinese when the wire has one: the page's language picks (`localizedTitle`). */
  title: string;
  titleZh?: string;
  meta?: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
  imageAspect?: [number, number];
  /**
   * For the first card of a list: its image is on the first screen of a phone and often the
   * page's largest paint, so it loads at once and first instead of lazily.
   */
  imagePriority?: boolean;
}) {
  const Heading = useContext(HeadingLevel) === 2 ? 'h2' : 'h3';
  const language = useLanguage();
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <SafeImage
          src={imageUrl}
          alt={imageAlt}
          width={imageAspect[0] * 40}
          height={imageAspect[1] * 40}
          className={styles.image}
          {...(imagePriority && { loading: 'eager', fetchPriority: 'high' })}
        />
      </div>
      <div className={styles.body}>
        {badges && <div className={styles.badges}>{badges}</div>}
        <Heading className={styles.title} lang={localizedTitleLang(language, titleZh)}>
          <Link to={to} params={params} search={search} className={styles.link}>
            {localizedTitle(language, title, titleZh)}
          </Link>
        </Heading>
        {meta && <p className={styles.meta}>{meta}</p>}
        {children}
      </div>
    </li>
  );
}
