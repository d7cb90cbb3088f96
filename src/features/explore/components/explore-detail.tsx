import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { BackLink, DetailLayout, DetailSkeleton } from '../../../components/ui/detail-layout';
import { RichText } from '../../../components/ui/rich-text';
import { SafeImage } from '../../../components/ui/safe-image';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { localizedTitle, localizedTitleLang, useLanguage, useMessages } from '../../../i18n';
import { exploreQueryOptions } from '../api/queries';
import { exploreMessages } from '../messages';
import styles from './explore.module.css';

/**
 * One explore guide. `merchants` renders the guide's stores from their codes: the route composes
 * it from the directory, which this feature does not read.
 */
export function ExploreDetail({
  id,
  merchants,
}: {
  id: string;
  merchants: (codes: string[], title: string) => ReactNode;
}) {
  const t = useMessages(exploreMessages);
  const language = useLanguage();
  const { data: explore } = useSuspenseQuery(exploreQueryOptions(id));
  const title = localizedTitle(language, explore.title, explore.titleZh);
  const summary = explore.summary && localizedTitle(language, explore.summary, explore.summaryZh);
  usePageMeta({ title, description: summary });
  return (
    <DetailLayout
      back={<BackLink to="/explore">{t.back}</BackLink>}
      media={<SafeImage src={explore.imageUrl} alt="" width={1200} height={675} />}
      after={merchants(explore.merchantCodes, t.stores)}
    >
      {explore.category && (
        <div>
          <Badge lang={localizedTitleLang(language, explore.categoryZh)}>
            {localizedTitle(language, explore.category, explore.categoryZh)}
          </Badge>
        </div>
      )}
      <h1 lang={localizedTitleLang(language, explore.titleZh)}>{title}</h1>
      {summary && (
        <p className={styles.lead} lang={localizedTitleLang(language, explore.summaryZh)}>
          {summary}
        </p>
      )}
      <RichText
        html={
          explore.contentHtml &&
          localizedTitle(language, explore.contentHtml, explore.contentHtmlZh)
        }
        lang={localizedTitleLang(language, explore.contentHtmlZh)}
      />
    </DetailLayout>
  );
}

export function ExploreDetailSkeleton() {
  const t = useMessages(exploreMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
