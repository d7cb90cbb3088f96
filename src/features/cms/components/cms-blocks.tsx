import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cmsPageQueryOptions } from '../api/queries';
import { CmsBlockView } from './cms-page';
import styles from './cms.module.css';

/**
 * A page-builder page's blocks shown inside another page, which has its own title: live parking
 * (/parking) shows the `parking` page's rates, entrances and privileges below the count. Its
 * banners are left out (a banner is a page's opening, not a part of another's); nothing shows
 * while it loads or when the CMS has no such page, so it never breaks the page it is in.
 */
export function EmbeddedCmsBlocks(props: { slug: string; id?: string }) {
  // A boundary of its own: its rich text waits for the sanitiser's code when the blocks arrive
  // after the page came alive, and without one the whole page around it (its heading too) would
  // give way to the route's fallback meanwhile.
  return (
    <Suspense fallback={null}>
      <EmbeddedBlocks {...props} />
    </Suspense>
  );
}

function EmbeddedBlocks({ slug, id }: { slug: string; id?: string }) {
  const { data: page } = useQuery(cmsPageQueryOptions(slug));
  const blocks = page?.blocks.filter((block) => block.kind !== 'banner') ?? [];
  if (blocks.length === 0) return null;
  return (
    <div className={styles.blocks} id={id}>
      {blocks.map((block, index) => (
        <CmsBlockView key={`${block.kind}-${index}`} block={block} />
      ))}
    </div>
  );
}
