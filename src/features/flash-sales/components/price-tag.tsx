import { formatMoney } from '../../../lib/format';
import { format, useMessages } from '../../../i18n';
import { percentOff } from '../model/sale-dates';
import { flashSaleMessages } from '../messages';
import styles from './flash-sales.module.css';

/**
 * Sale price, the original price struck through, and the saving: `$19.90 $29.90 33% off`. A
 * price the sale does not have shows a dash in its place (spec section 9), not nothing.
 */
export function PriceTag({
  originalPrice,
  salesPrice,
  large = false,
}: {
  originalPrice?: number;
  salesPrice?: number;
  large?: boolean;
}) {
  const t = useMessages(flashSaleMessages);
  const off = percentOff(originalPrice, salesPrice);
  // The same price twice says nothing; a missing one shows its dash.
  const showOriginal = originalPrice !== salesPrice || originalPrice === undefined;
  return (
    <p className={`${styles.price} ${large ? styles.priceLarge : ''}`}>
      <span className="visually-hidden">{t.now} </span>
      <strong className={styles.salePrice}>{formatMoney(salesPrice)}</strong>
      {showOriginal && (
        <>
          {' '}
          <span className="visually-hidden">{t.was} </span>
          {originalPrice === undefined ? (
            <span className={styles.originalPrice}>{formatMoney(originalPrice)}</span>
          ) : (
            <del className={styles.originalPrice}>{formatMoney(originalPrice)}</del>
          )}
        </>
      )}
      {off !== undefined && off > 0 && (
        <span className={styles.off}> {format(t.off, { n: off })}</span>
      )}
    </p>
  );
}

/** "12 of 50 left", or "Sold out". */
export function StockLeft({ remaining, total }: { remaining?: number; total?: number }) {
  const t = useMessages(flashSaleMessages);
  if (remaining === undefined) return null;
  if (remaining <= 0) return <p className={styles.soldOutText}>{t.soldOut}</p>;
  const ratio = total && total > 0 ? Math.min(1, remaining / total) : undefined;
  return (
    <div className={styles.stock}>
      <p className={styles.stockText}>
        {total
          ? format(t.remaining, { n: remaining, total })
          : format(t.remainingOnly, { n: remaining })}
      </p>
      {ratio !== undefined && (
        <span className={styles.stockBar} aria-hidden="true">
          <span style={{ width: `${Math.round(ratio * 100)}%` }} />
        </span>
      )}
    </div>
  );
}
