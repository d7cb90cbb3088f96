import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { format, localizedTitle, useLanguage, useMessages } from '../../../i18n';
import { formatDisplayDate } from '../../../shared/dates';
import { STORE_PAGE_ROUTES, storeCategorySlug } from '../../../shared/store-categories';
import type { EventHit, PageHit, PromotionHit, StoreHit } from '../api/search-results';
import { searchMessages } from './search-messages';
import styles from './search.module.css';

/** One result row: a thumbnail, the title link (stretched over the row) and a line or two of meta. */
function HitRow({
  image,
  title,
  meta,
  extra,
}: {
  image?: ReactNode;
  title: ReactNode;
  meta?: string;
  extra?: string;
}) {
  return (
    <li className={styles.hit}>
      {image && <div className={styles.thumb}>{image}</div>}
      <div className={styles.hitBody}>
        <h3 className={styles.hitTitle}>{title}</h3>
        {meta && <p className={styles.hitMeta}>{meta}</p>}
        {extra && <p className={styles.hitExtra}>{extra}</p>}
      </div>
    </li>
  );
}

function dateRange(
  start: string | undefined,
  end: string | undefined,
  template: string,
): string | undefined {
  const from = formatDisplayDate(start);
  const to = formatDisplayDate(end);
  if (from && to) return from === to ? from : format(template, { start: from, end: to });
  return from || to || undefined;
}

export function StoreHitRow({ hit }: { hit: StoreHit }) {
  const language = useLanguage();
  const name = localizedTitle(language, hit.name, hit.nameZh);
  const sub = language === 'ch' && hit.subCategoryZh ? hit.subCategoryZh : hit.subCategory;
  return (
    <HitRow
      image={<SafeImage src={hit.logoUrl} alt="" width={64} height={64} />}
      title={
        <Link
          to={STORE_PAGE_ROUTES[storeCategorySlug(hit.categoryId)]}
          params={{ id: hit.id }}
          className={styles.hitLink}
        >
          {name}
        </Link>
      }
      meta={[hit.unitNumber, hit.zone].filter(Boolean).join(' · ')}
      extra={sub}
    />
  );
}

export function PromotionHitRow({ hit }: { hit: PromotionHit }) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  return (
    <HitRow
      image={<SafeImage src={hit.imageUrl} alt="" width={64} height={64} />}
      title={
        <Link to="/promotions/$id" params={{ id: hit.id }} className={styles.hitLink}>
          {localizedTitle(language, hit.title, hit.titleZh)}
        </Link>
      }
      meta={dateRange(hit.startDate, hit.endDate, t.dateRange)}
      extra={hit.storeName}
    />
  );
}

export function EventHitRow({ hit }: { hit: EventHit }) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  return (
    <HitRow
      image={<SafeImage src={hit.imageUrl} alt="" width={64} height={64} />}
      title={
        <Link to="/events/$id" params={{ id: hit.id }} className={styles.hitLink}>
          {localizedTitle(language, hit.title, hit.titleZh)}
        </Link>
      }
      meta={dateRange(hit.startDate, hit.endDate, t.dateRange)}
      extra={hit.location}
    />
  );
}

export function PageHitRow({ hit }: { hit: PageHit }) {
  const language = useLanguage();
  return (
    <HitRow
      title={
        <Link to="/$slug" params={{ slug: hit.slug }} className={styles.hitLink}>
          {localizedTitle(language, hit.title, hit.titleZh)}
        </Link>
      }
      extra={hit.excerpt}
    />
  );
}
