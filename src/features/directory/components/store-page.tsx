import { Fragment } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { BackLink } from '../../../components/ui/detail-layout';
import { buttonClass } from '../../../components/ui/button';
import { OpenStatusBadgeAt } from '../../../components/ui/open-status-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, localizedTitleLang, textLang, useLanguage, useMessages } from '../../../i18n';
import {
  STORE_LIST_ROUTE,
  storeCategorySlug,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import { merchantDetailsQueryOptions, storeListingQueryOptions } from '../api/queries';
import type { Merchant } from '../model/merchant';
import type { StorePromotionsAnswer } from '../model/store-promotions';
import { mergeMerchants } from '../model/merge-merchants';
import { CATEGORY_COPY } from './category-copy';
import { directoryMessages } from '../messages';
import { MerchantDeals, MerchantPromotions } from './merchant-offers';
import { MerchantLogo } from './merchant-logo';
import { merchantLocation, merchantNames, subCategoryName } from './merchant-names';
import { OpeningHoursTable } from './opening-hours-table';
import { StoreFacts } from './store-facts';
import { MerchantRewards } from './merchant-rewards';
import styles from './store-page.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/**
 * The code that builds the page's schema.org data, loaded only where it runs: the server's render
 * (usePageMeta calls the function there alone), so browsers never download it.
 */
const structuredDataCode = () => import('../model/store-structured-data');

/** `tel:` form of a phone number as written ("+65 6123 4567" → "tel:+6561234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The store's listing (loaded by the route first) merged with its details. */
function useStore(id: string): Merchant {
  const { data: listing } = useSuspenseQuery(storeListingQueryOptions(id));
  if (!listing) throw new Error(`No merchant with MerchantID ${id}`);
  const { data: details } = useSuspenseQuery(merchantDetailsQueryOptions(listing));
  return mergeMerchants(details, listing);
}

/**
 * One store's page: who, where, when, how to reach it, and its deals and promotions (`promotions`:
 * the store's, taken by the route from the promotions feature's list).
 */
export function StorePage({
  category,
  id,
  promotions,
}: {
  category: StoreCategorySlug;
  id: string;
  promotions: StorePromotionsAnswer;
}) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const merchant = useStore(id);
  const now = useNow(60_000);
  const names = merchantNames(merchant, language);
  const about = language === 'ch' && merchant.aboutZh ? merchant.aboutZh : merchant.about;
  // The about text falls back to English without BiAboutStore; the refund policy is English only.
  const aboutLang = localizedTitleLang(language, merchant.aboutZh);
  usePageMeta({
    title: names.primary,
    description: format(t.storeDescription, {
      name: names.primary,
      unit: merchantLocation(merchant, language, ', ').text,
    }),
    image: merchant.imageUrl ?? merchant.logoUrl,
    structuredData: async () =>
      (await structuredDataCode()).storeStructuredData(merchant, {
        language,
        name: names.primary,
        // Under the store's own category, where its page lives (a link under another moves).
        path: `/store_categories/${storeCategorySlug(merchant.categoryId)}/${merchant.id}`,
      }),
  });

  return (
    <article className={`container ${styles.page}`}>
      <div className={styles.back}>
        <BackLink to={STORE_LIST_ROUTE} params={{ category }}>
          {format(t.backTo, { category: t[CATEGORY_COPY[category].title] })}
        </BackLink>
      </div>

      <header className={styles.header}>
        <MerchantLogo name={merchant.name} logoUrl={merchant.logoUrl} size={96} />
        <div className={styles.heading}>
          <h1 className={styles.title}>{names.primary}</h1>
          {names.secondary && (
            <p className={styles.secondaryName} lang={language === 'ch' ? 'en' : 'zh-Hans'}>
              {names.secondary}
            </p>
          )}
          <p className={styles.subCategories}>
            {merchant.subCategories.map((sub, index) => (
              <Fragment key={sub.id}>
                {index > 0 && ' · '}
                <span lang={localizedTitleLang(language, sub.nameZh)}>
                  {subCategoryName(sub, language)}
                </span>
              </Fragment>
            ))}
          </p>
          <div className={styles.badges}>
            {/* Without hours data a store is neither open nor closed (the live API has none). */}
            {merchant.hours.length > 0 && <OpenStatusBadgeAt hours={merchant.hours} now={now} />}
            {merchant.isHalal && <Badge tone="success">{t.halalCertified}</Badge>}
            {merchant.acceptsEvouchers && <Badge tone="info">{t.acceptsEvouchers}</Badge>}
            {merchant.canPayWithPoints && <Badge tone="neutral">{t.paysWithPoints}</Badge>}
          </div>
        </div>
      </header>

      <div className={styles.actions}>
        {merchant.phone && (
          <a className={buttonClass('primary')} href={telHref(merchant.phone)}>
            <Phone size={18} aria-hidden="true" />
            {format(t.call, { phone: merchant.phone })}
          </a>
        )}
        {merchant.website && (
          <a
            className={buttonClass('secondary')}
            href={merchant.website}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Globe size={18} aria-hidden="true" />
            {t.website}
            <span className="visually-hidden"> {t.opensInNewTab}</span>
          </a>
        )}
        {/* A numeric id goes as a number so the URL reads ?store=123 (the map reads it so). */}
        {merchant.unitNumber ? (
          <Link
            className={buttonClass('secondary')}
            to="/map"
            search={{ store: /^\d+$/.test(merchant.id) ? Number(merchant.id) : merchant.id }}
          >
            <MapPin size={18} aria-hidden="true" />
            {t.showOnMap}
          </Link>
        ) : (
          <p className={styles.notOnMap}>
            <MapPin size={18} aria-hidden="true" />
            {t.notOnMap}
          </p>
        )}
        {merchant.email && (
          <a className={buttonClass('secondary')} href={`mailto:${merchant.email}`}>
            <Mail size={18} aria-hidden="true" />
            {t.email}
          </a>
        )}
      </div>

      <div className={styles.layout}>
        <aside className={styles.aside}>
          <StoreFacts merchant={merchant} />
          <section className={styles.section} aria-labelledby="store-hours">
            <h2 id="store-hours" className={styles.sectionTitle}>
              {t.openingHours}
            </h2>
            {merchant.hours.length > 0 ? (
              <OpeningHoursTable hours={merchant.hours} now={now} caption={t.openingHours} />
            ) : (
              <PlainText text={merchant.openingHoursText ?? t.hoursNotPublished} />
            )}
          </section>
        </aside>
        <div className={styles.main}>
          {about && (
            <section className={styles.section} aria-labelledby="store-about">
              <h2 id="store-about" className={styles.sectionTitle}>
                {t.about}
              </h2>
              <PlainText text={about} className={styles.about} lang={aboutLang} />
              {(merchant.refundPolicy || merchant.refundDays) && (
                <p className={styles.policy}>
                  <strong>{t.refundPolicy}: </strong>
                  {merchant.refundPolicy && (
                    <span lang={textLang(language)}>{merchant.refundPolicy}</span>
                  )}
                  {merchant.refundDays !== undefined &&
                    ` ${format(t.refundDays, { n: merchant.refundDays })}`}
                </p>
              )}
            </section>
          )}
          <MerchantDeals merchant={merchant} now={now} />
          <MerchantPromotions now={now} query={promotions} />
          <MerchantRewards rewards={merchant.rewards} />
        </div>
      </div>
    </article>
  );
}

/** A store page while it loads. */
export function StorePageSkeleton() {
  const t = useMessages(directoryMessages);
  return (
    <div className={`container ${styles.page}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t.loadingStore}</span>
      <div className={styles.header} aria-hidden="true">
        <Skeleton width={96} height={96} radius="12px" />
        <div className={styles.heading}>
          <Skeleton height="2em" width="60%" />
          <Skeleton height="1em" width="35%" />
          <Skeleton height="1.4em" width="25%" />
        </div>
      </div>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.aside}>
          <Skeleton height="12em" />
        </div>
        <div className={styles.main}>
          <Skeleton height="6em" />
          <Skeleton height="8em" />
        </div>
      </div>
    </div>
  );
}
