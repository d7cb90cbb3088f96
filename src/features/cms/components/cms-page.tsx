import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { useLanguage } from '../../../i18n';
import { cmsPageQueryOptions } from '../api/queries';
import type { CmsBlock } from '../model/cms-page';
import { BannerBlock } from './blocks/banner-block';
import { CarouselBlock } from './blocks/carousel-block';
import { ColumnsBlock } from './blocks/columns-block';
import { RichTextBlock } from './blocks/rich-text-block';
import { pick, pickLang } from './pick';
import styles from './cms.module.css';

/** One block of a page-builder page (also shown inside other pages: cms-blocks.tsx). */
export function CmsBlockView({
  block,
  pageTitle,
  pageTitleLang,
}: {
  block: CmsBlock;
  pageTitle?: string;
  pageTitleLang?: 'en';
}) {
  switch (block.kind) {
    case 'banner':
      return <BannerBlock block={block} pageTitle={pageTitle} pageTitleLang={pageTitleLang} />;
    case 'columns':
      return <ColumnsBlock block={block} />;
    case 'carousel':
      return <CarouselBlock block={block} />;
    case 'richText':
      return <RichTextBlock block={block} />;
  }
}

/**
 * A page-builder page: its blocks in order. The page's title is the h1: inside the first block when
 * that is a banner, else in a page header above the blocks.
 */
export function CmsPageView({ slug }: { slug: string }) {
  const language = useLanguage();
  const { data: page } = useSuspenseQuery(cmsPageQueryOptions(slug));
  const title = pick(language, page.title);
  usePageMeta({ title, description: pick(language, page.description) || undefined });
  const opensWithBanner = page.blocks[0]?.kind === 'banner';

  return (
    <article className={styles.page} data-slug={page.slug}>
      {!opensWithBanner && (
        <PageHeader
          title={title}
          lead={pick(language, page.description) || undefined}
          lang={{
            title: pickLang(language, page.title),
            lead: pickLang(language, page.description),
          }}
        />
      )}
      <div className={styles.blocks}>
        {page.blocks.map((block, index) => (
          <CmsBlockView
            key={`${block.kind}-${index}`}
            block={block}
            pageTitle={index === 0 && opensWithBanner ? title : undefined}
            pageTitleLang={pickLang(language, page.title)}
          />
        ))}
      </div>
    </article>
  );
}
