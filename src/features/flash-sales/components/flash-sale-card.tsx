import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { format, useLanguage, useMessages } from '../../../i18n';
import type { FlashSale } from '../model/flash-sale';
import type { FlashSaleStatus } from '../model/flash-sale-status';
import { formatSaleDateTime } from '../model/sale-dates';
import { Countdown } from './countdown';
import { flashSaleMessages } from '../messages';
import { PriceTag, StockLeft } from './price-tag';
import styles from './flash-sales.module.css';

/** A flash sale in the list: image, status, title, prices, stock, countdown (or when it starts). */
export function FlashSaleCard({
  sale,
  status,
  now,
  first = false,
}: {
  sale: FlashSale;
  status: FlashSaleStatus;
  now: number;
  /** The list's first card, whose image loads at once (Card's `imagePriority`). */
  first?: boolean;
}) {
  const t = useMessages(flashSaleMessages);
  const language = useLanguage();
  const soldOut = sale.remainingQuantity !== undefined && sale.remainingQuantity <= 0;
  return (
    <Card
      imagePriority={first}
      to="/flash_sale/$id"
      params={{ id: sale.id }}
      imageUrl={sale.thumbnailUrl}
      title={sale.title}
      titleZh={sale.titleZh}
      badges={
        <>
          {status === 'live' && !soldOut && <Badge tone="promo">{t.live}</Badge>}
          {status === 'upcoming' && <Badge tone="info">{t.upcoming}</Badge>}
          {status === 'expired' && <Badge>{t.expired}</Badge>}
          {soldOut && status !== 'expired' && <Badge tone="warning">{t.soldOut}</Badge>}
        </>
      }
      meta={sale.storeName}
    >
      <PriceTag originalPrice={sale.originalPrice} salesPrice={sale.salesPrice} />
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
    </Card>
  );
}
