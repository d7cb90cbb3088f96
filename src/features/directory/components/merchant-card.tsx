import { memo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { OpenStatusBadgeAt } from '../../../components/ui/open-status-badge';
import { useLanguage, useMessages } from '../../../i18n';
import type { StoreCategorySlug } from '../../../shared/store-categories';
import type { MerchantSummary } from '../model/merchant';
import { directoryMessages } from '../messages';
import { MerchantLogo } from './merchant-logo';
import { merchantLocation, merchantNames, subCategoryName } from './merchant-names';
import { StoreLink } from './store-link';
import styles from './merchant-card.module.css';

/**
 * A store in a list: monogram logo, name (the link, stretched over the card), unit and zone,
 * sub-category and badges. `now` comes from the list's one clock. Drawn again only when one of
 * these changes: a filter tapped redraws the list around the cards, not each card.
 */
export const MerchantCard = memo(function MerchantCard({
  merchant,
  category,
  now,
  subCategoryId,
}: {
  merchant: MerchantSummary;
  category?: StoreCategorySlug;
  now: number;
  subCategoryId?: number;
}) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const names = merchantNames(merchant, language);
  const sub =
    merchant.subCategories.find((s) => s.id === subCategoryId) ?? merchant.subCategories[0];
  const location = merchantLocation(merchant, language);
  return (
    <li className={styles.card}>
      <MerchantLogo name={merchant.name} logoUrl={merchant.logoUrl} size={64} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <StoreLink merchant={merchant} category={category} className={styles.link}>
            {names.primary}
          </StoreLink>
        </h3>
        {names.secondary && (
          <p className={styles.secondary} lang={language === 'ch' ? 'en' : 'zh-Hans'}>
            {names.secondary}
          </p>
        )}
        {location.text && (
          <p className={styles.meta} lang={location.lang}>
            {location.text}
          </p>
        )}
        {sub && <p className={styles.meta}>{subCategoryName(sub, language)}</p>}
        <div className={styles.badges}>
          {merchant.hours.length > 0 && <OpenStatusBadgeAt hours={merchant.hours} now={now} />}
          {merchant.isHalal && <Badge tone="success">{t.halalBadge}</Badge>}
          {merchant.acceptsEvouchers && <Badge tone="info">{t.evoucherBadge}</Badge>}
        </div>
      </div>
    </li>
  );
});

/** A grid of store cards. */
export function MerchantGrid({
  children,
  label,
  ref,
}: {
  children: React.ReactNode;
  label: string;
  ref?: React.Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
