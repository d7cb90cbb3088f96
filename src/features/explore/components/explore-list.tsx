import { Badge } from '../../../components/ui/badge';
import { StoreGuideList, StoreGuideListSkeleton } from '../../../components/ui/store-guide-list';
import { localizedTitle, localizedTitleLang, useLanguage, useMessages } from '../../../i18n';
import { exploresQueryOptions } from '../api/queries';
import { exploreMessages } from '../messages';

/** The explore guides as cards, each with its category. */
export function ExploreList() {
  const t = useMessages(exploreMessages);
  const language = useLanguage();
  return (
    <StoreGuideList
      t={t}
      query={exploresQueryOptions()}
      to="/explore/$id"
      summary={(explore) => ({ text: explore.summary, textZh: explore.summaryZh })}
      badges={(explore) =>
        explore.category ? (
          <Badge lang={localizedTitleLang(language, explore.categoryZh)}>
            {localizedTitle(language, explore.category, explore.categoryZh)}
          </Badge>
        ) : undefined
      }
    />
  );
}

export function ExploreListSkeleton() {
  return <StoreGuideListSkeleton t={useMessages(exploreMessages)} />;
}
