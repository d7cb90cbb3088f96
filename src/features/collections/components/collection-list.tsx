import { StoreGuideList, StoreGuideListSkeleton } from '../../../components/ui/store-guide-list';
import { useMessages } from '../../../i18n';
import { collectionsQueryOptions } from '../api/queries';
import { collectionMessages } from '../messages';

/** The collections as cards. */
export function CollectionList() {
  const t = useMessages(collectionMessages);
  return (
    <StoreGuideList
      t={t}
      query={collectionsQueryOptions()}
      to="/collections/$id"
      summary={(collection) => ({
        text: collection.description,
        textZh: collection.descriptionZh,
      })}
    />
  );
}

export function CollectionListSkeleton() {
  return <StoreGuideListSkeleton t={useMessages(collectionMessages)} />;
}
