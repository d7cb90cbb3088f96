import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BackLink, DetailLayout, DetailSkeleton } from '../../../components/ui/detail-layout';
import { SafeImage } from '../../../components/ui/safe-image';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { collectionQueryOptions } from '../api/queries';
import { collectionMessages } from '../messages';
import styles from './collections.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/**
 * One collection. `merchants` renders its stores from their codes: the route composes it from the
 * directory, which this feature does not read.
 */
export function CollectionDetail({
  id,
  merchants,
}: {
  id: string;
  merchants: (codes: string[], title: string) => ReactNode;
}) {
  const t = useMessages(collectionMessages);
  const language = useLanguage();
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(id));
  const title = localizedTitle(language, collection.title, collection.titleZh);
  const description =
    collection.description &&
    localizedTitle(language, collection.description, collection.descriptionZh);
  usePageMeta({ title, description });
  return (
    <DetailLayout
      back={<BackLink to="/collections">{t.back}</BackLink>}
      media={<SafeImage src={collection.imageUrl} alt="" width={1200} height={675} />}
      after={merchants(collection.merchantCodes, t.stores)}
    >
      <h1 lang={localizedTitleLang(language, collection.titleZh)}>{title}</h1>
      <PlainText
        text={description}
        className={styles.lead}
        lang={localizedTitleLang(language, collection.descriptionZh)}
      />
      <p className={styles.summary}>
        {format(t.storeCount, { n: collection.merchantCodes.length })}
      </p>
    </DetailLayout>
  );
}

export function CollectionDetailSkeleton() {
  const t = useMessages(collectionMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
