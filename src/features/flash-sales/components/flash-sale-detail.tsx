import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import {
  BackLink,
  DetailActions,
  DetailBadges,
  DetailImage,
  DetailLayout,
  DetailSection,
  FindStoreLink,
} from '../../../components/ui/detail-layout';
import { LinkedRichText } from '../../../components/ui/linked-rich-text';
import { ShareButton } from '../../../components/ui/share-button';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  textLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { flashSaleQueryOptions } from '../api/queries';
import { flashSaleStatus } from '../model/flash-sale-status';
import { formatSaleDateTime } from '../model/sale-dates';
import { Countdown } from './countdown';
import { flashSaleMessages } from '../messages';
import { PriceTag, StockLeft } from './price-tag';
import styles from './flash-sales.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/** One flash sale: image, status, prices, stock, live countdown or its expired state, details, terms. */
export function FlashSaleDetail({ id, notify }: { id: string; notify?: ReactNode }) {
  const t = useMessages(flashSaleMessages);
  const language = useLanguage();
  const { data: sale } = useSuspenseQuery(flashSaleQueryOptions(id));
  const now = useNow(1000);
  const title = localizedTitle(language, sale.title, sale.titleZh);
  const description =
    sale.description && localizedTitle(language, sale.description, sale.descriptionZh);
  const detailHtml =
    sale.detailHtml && localizedTitle(language, sale.detailHtml, sale.detailHtmlZh);
  const termsHtml = sale.termsHtml && localizedTitle(language, sale.termsHtml, sale.termsHtmlZh);
  usePageMeta({
    title,
    description: description || format(t.detailDescription, { title }),
    image: sale.imageUrl,
  });

  const status = flashSaleStatus(sale, now);
  const soldOut = sale.remainingQuantity !== undefined && sale.remainingQuantity <= 0;
  const where = [sale.storeName, sale.location].filter(Boolean).join(', ');

  return (
    <DetailLayout
      back={<BackLink to="/flash_sale">{t.backToList}</BackLink>}
      media={
        <DetailImage
          src={sale.imageUrl}
          className={status === 'expired' ? styles.faded : undefined}
        />
      }
    >
      <DetailBadges>
        {status === 'live' && !soldOut && <Badge tone="promo">{t.live}</Badge>}
        {status === 'upcoming' && <Badge tone="info">{t.upcoming}</Badge>}
        {status === 'expired' && <Badge>{t.expired}</Badge>}
        {soldOut && status !== 'expired' && <Badge tone="warning">{t.soldOut}</Badge>}
      </DetailBadges>
      <h1 lang={localizedTitleLang(language, sale.titleZh)}>{title}</h1>
      {status === 'expired' && (
        <p className={styles.expiredNotice} role="status">
          {t.expiredNotice}
        </p>
      )}
      <PriceTag originalPrice={sale.originalPrice} salesPrice={sale.salesPrice} large />
      {status !== 'expired' && !soldOut && (
        <StockLeft remaining={sale.remainingQuantity} total={sale.quantity} />
      )}
      {status === 'upcoming' ? (
        <p className={styles.endsAt}>
          {format(t.startsAt, { date: formatSaleDateTime(sale.salesStartDate, language) })}
        </p>
      ) : (
        <Countdown expiry={sale.salesExpiryDate} now={now} />
      )}
      {where && (
        <p>
          <strong>{t.where}: </strong>
          <span lang={textLang(language)}>{where}</span>
          {sale.storeName && (
            <FindStoreLink
              store={sale.storeName}
              label={format(t.findStore, { store: sale.storeName })}
            />
          )}
        </p>
      )}
      <DetailActions>
        <ShareButton title={title} text={description} url={`/flash_sale/${sale.id}`} />
      </DetailActions>
      {status !== 'expired' && notify}
      {detailHtml ? (
        <LinkedRichText html={detailHtml} lang={textLang(language, Boolean(sale.detailHtmlZh))} />
      ) : (
        <PlainText text={description} lang={textLang(language, Boolean(sale.descriptionZh))} />
      )}
      {termsHtml && (
        <DetailSection title={t.terms}>
          <LinkedRichText html={termsHtml} lang={textLang(language, Boolean(sale.termsHtmlZh))} />
        </DetailSection>
      )}
    </DetailLayout>
  );
}
