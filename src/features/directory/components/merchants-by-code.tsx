import { useQuery } from '@tanstack/react-query';
import { useNow } from '../../../components/ui/use-now';
import { useMessages } from '../../../i18n';
import { directoryQueryOptions } from '../api/queries';
import { findMerchantsByCode } from '../model/find-merchants';
import { MerchantCard, MerchantGrid } from './merchant-card';
import { merchantsByCodeMessages } from './merchants-by-code-messages';
import styles from './directory-list.module.css';

/**
 * The stores behind a list of MerchantCodes (an e-voucher's partners, an explore article's or a
 * collection's merchants) as store cards linking to their pages. Routes compose it with the other
 * features' pages, so those features never read the directory themselves. Codes the directory
 * does not list (inactive or hidden merchants) are left out.
 *
 * The routes wait for the directory but do not fail without it: offline with no saved directory,
 * the page still shows its own content, and this section says the stores come back online.
 */
export function MerchantsByCode({
  codes,
  title,
  emptyText,
}: {
  codes: readonly string[];
  title: string;
  emptyText?: string;
}) {
  const t = useMessages(merchantsByCodeMessages);
  const { data } = useQuery(directoryQueryOptions());
  const now = useNow(60_000);
  const merchants = data && findMerchantsByCode(data, codes);
  if (merchants?.length === 0 && !emptyText) return null;
  return (
    <section className={styles.related} aria-label={title}>
      <h2 className={styles.relatedTitle}>{title}</h2>
      {!merchants ? (
        <p>{t.unavailable}</p>
      ) : merchants.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <MerchantGrid label={title}>
          {merchants.map((merchant) => (
            <MerchantCard key={merchant.id} merchant={merchant} now={now} />
          ))}
        </MerchantGrid>
      )}
    </section>
  );
}
