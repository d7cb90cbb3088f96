import type { ReactNode } from 'react';
import type { Language } from '../../../lib/language';
import { Link } from '@tanstack/react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import {
  displayDate,
  format,
  localizedTitle,
  localizedTitleLang,
  textLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { STORE_PAGE_ROUTE, storeCategorySlug } from '../../../shared/store-categories';
import { zoneLabel } from '../../../shared/zone-names';
import type { EventHit, PageHit, PromotionHit, StoreHit } from '../model/search-results';
import { searchMessages } from '../messages';
import styles from './search.module.css';

/**
 * One result row: a thumbnail, the title link (stretched over the row) and a line or two of meta.
 * `lang` marks the parts that are English on a Chinese page (see `textLang`).
 */
function HitRow({
  image,
  title,
  meta,
  extra,
  lang,
}: {
  image?: ReactNode;
  title: ReactNode;
  meta?: string;
  extra?: string;
  lang?: { title?: 'en'; meta?: 'en'; extra?: 'en' };
}) {
  return (
    <li className={styles.hit}>
      {image && <div className={styles.thumb}>{image}</div>}
      <div className={styles.hitBody}>
        <h3 className={styles.hitTitle} lang={lang?.title}>
          {title}
        </h3>
        {meta && (
          <p className={styles.hitMeta} lang={lang?.meta}>
            {meta}
          </p>
        )}
        {extra && (
          <p className={styles.hitExtra} lang={lang?.extra}>
            {extra}
          </p>
        )}
      </div>
    </li>
  );
}

function dateRange(
  language: Language,
  start: string | undefined,
  end: string | undefined,
  template: string,
): string | undefined {
  const from = displayDate(language, start);
  const to = displayDate(language, end);
  if (from && to) return from === to ? from : format(template, { start: from, end: to });
  return from || to || undefined;
}

export function StoreHitRow({ hit }: { hit: StoreHit }) {
  const language = useLanguage();
  const name = localizedTitle(language, hit.name, hit.nameZh);
  const sub = language === 'ch' && hit.subCategoryZh ? hit.subCategoryZh : hit.subCategory;
  const zone = hit.zone ? zoneLabel(hit.zone, language) : undefined;
  return (
    <HitRow
      image={<SafeImage src={hit.logoUrl} alt="" width={64} height={64} />}
      title={
        <Link
          to={STORE_PAGE_ROUTE}
          params={{ category: storeCategorySlug(hit.categoryId), id: hit.id }}
          className={styles.hitLink}
        >
          {name}
        </Link>
      }
      meta={[hit.unitNumber, zone?.text].filter(Boolean).join(' · ')}
      extra={sub}
      // The zone ("Tower 3") is English only on the wire: the site names the zones it knows in
      // Chinese (shared/zone-names); the unit number reads the same in both.
      lang={{
        meta: zone?.lang,
        extra: localizedTitleLang(language, hit.subCategoryZh),
      }}
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
      meta={dateRange(language, hit.startDate, hit.endDate, t.dateRange)}
      extra={hit.storeName}
      lang={{ title: localizedTitleLang(language, hit.titleZh) }}
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
      meta={dateRange(language, hit.startDate, hit.endDate, t.dateRange)}
      extra={hit.location}
      // An event's location is English only on the wire.
      lang={{ title: localizedTitleLang(language, hit.titleZh), extra: textLang(language) }}
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
      // The wire has a page's excerpt in English only.
      lang={{ title: localizedTitleLang(language, hit.titleZh), extra: textLang(language) }}
    />
  );
}
