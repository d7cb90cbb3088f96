import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  BackLink,
  DetailLayout,
  DetailSection,
  DetailSkeleton,
} from '../../../components/ui/detail-layout';
import { RichText } from '../../../components/ui/rich-text';
import { SafeImage } from '../../../components/ui/safe-image';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { localizedTitle, localizedTitleLang, useLanguage, useMessages } from '../../../i18n';
import { evoucherQueryOptions } from '../api/queries';
import { evoucherMessages } from '../messages';
import { evoucherPriceLine, evoucherValidity } from './evoucher-text';
import styles from './evouchers.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/**
 * One e-voucher. `merchants` renders its partner stores from their codes: the route composes it
 * from the directory, which this feature does not read.
 */
export function EvoucherDetail({
  id,
  merchants,
}: {
  id: string;
  merchants: (codes: string[], title: string) => ReactNode;
}) {
  const t = useMessages(evoucherMessages);
  const language = useLanguage();
  const { data: evoucher } = useSuspenseQuery(evoucherQueryOptions(id));
  const title = localizedTitle(language, evoucher.title, evoucher.titleZh);
  const description =
    evoucher.description && localizedTitle(language, evoucher.description, evoucher.descriptionZh);
  const tocHtml =
    evoucher.tocHtml && localizedTitle(language, evoucher.tocHtml, evoucher.tocHtmlZh);
  usePageMeta({ title, description });
  const validity = evoucherValidity(evoucher, t, language);
  return (
    <DetailLayout
      back={<BackLink to="/evouchers">{t.back}</BackLink>}
      media={<SafeImage src={evoucher.imageUrl} alt="" width={1200} height={675} />}
      after={merchants(evoucher.merchantCodes, t.partners)}
    >
      <h1 lang={localizedTitleLang(language, evoucher.titleZh)}>{title}</h1>
      <p className={styles.price}>{evoucherPriceLine(evoucher, t)}</p>
      {validity && <p className={styles.small}>{validity}</p>}
      <PlainText text={description} lang={localizedTitleLang(language, evoucher.descriptionZh)} />
      {tocHtml && (
        <DetailSection title={t.terms}>
          <RichText html={tocHtml} lang={localizedTitleLang(language, evoucher.tocHtmlZh)} />
        </DetailSection>
      )}
    </DetailLayout>
  );
}

export function EvoucherDetailSkeleton() {
  const t = useMessages(evoucherMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
