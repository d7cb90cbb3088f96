import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { formatMoney } from '../../../lib/format';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { evouchersQueryOptions } from '../api/get-evouchers';
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
    <>
      <PageHeader title={t.listTitle} lead={t.listLead}>
        <div className={styles.headerActions}>{partnersLink}</div>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        {data.length === 0 ? (
          <EmptyState title={t.emptyTitle} message={t.emptyMessage} action={partnersLink} />
        ) : (
          <>
            <h2 className="visually-hidden">{t.listTitle}</h2>
            <CardGrid label={t.listTitle}>
              {data.map((evoucher) => (
                <Card
                  key={evoucher.id}
                  to="/evouchers/$id"
                  params={{ id: evoucher.id }}
                  imageUrl={evoucher.imageUrl}
                  title={localizedTitle(language, evoucher.title, evoucher.titleZh)}
                  titleLang={localizedTitleLang(language, evoucher.titleZh)}
                  badges={
                    evoucher.value !== undefined ? (
                      <Badge tone="promo">{formatMoney(evoucher.value)}</Badge>
                    ) : undefined
                  }
                  meta={evoucherPriceLine(evoucher, t)}
                >
                  <p className={styles.small}>
                    {[
                      evoucherValidity(evoucher, t),
                      format(t.partnerCount, { n: evoucher.merchantCodes.length }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </Card>
              ))}
            </CardGrid>
          </>
        )}
      </div>
    </>
  );
}

export function EvoucherListSkeleton() {
  const t = useMessages(evoucherMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.page}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}
