import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardListPage, CardListPageSkeleton } from '../../../components/ui/card-list-page';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { formatMoney } from '../../../lib/format';
import { format, useLanguage, useMessages } from '../../../i18n';
import { evouchersQueryOptions } from '../api/queries';
import { evoucherMessages } from '../messages';
import { evoucherPriceLine, evoucherValidity } from './evoucher-text';
import styles from './evouchers.module.css';

/** The e-vouchers on offer as cards, with a link to the partner stores. */
export function EvoucherList() {
  const t = useMessages(evoucherMessages);
  const language = useLanguage();
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(evouchersQueryOptions());
  const partnersLink = (
    <Link to="/participating-merchant" className={buttonClass('secondary')}>
      {t.partnersLink}
    </Link>
  );
  return (
    <CardListPage
      title={t.listTitle}
      lead={t.listLead}
      actions={partnersLink}
      isEmpty={data.length === 0}
      empty={{ title: t.emptyTitle, message: t.emptyMessage, action: partnersLink }}
    >
      {data.map((evoucher) => (
        <Card
          key={evoucher.id}
          to="/evouchers/$id"
          params={{ id: evoucher.id }}
          imageUrl={evoucher.imageUrl}
          title={evoucher.title}
          titleZh={evoucher.titleZh}
          badges={
            evoucher.value !== undefined ? (
              <Badge tone="promo">{formatMoney(evoucher.value)}</Badge>
            ) : undefined
          }
          meta={evoucherPriceLine(evoucher, t)}
        >
          <p className={styles.small}>
            {[
              evoucherValidity(evoucher, t, language),
              format(t.partnerCount, { n: evoucher.merchantCodes.length }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </Card>
      ))}
    </CardListPage>
  );
}

export function EvoucherListSkeleton() {
  const t = useMessages(evoucherMessages);
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={t.loading} />;
}
