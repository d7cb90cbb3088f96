import { ArrowRight } from 'lucide-react';
import { HrefLink } from '../../../../components/ui/href-link';
import { SafeImage } from '../../../../components/ui/safe-image';
import { useLanguage, useMessages } from '../../../../i18n';
import type { CmsBlock } from '../../model/cms-page';
import { cmsMessages } from '../../messages';
import { pick, pickLang } from '../pick';
import styles from '../cms.module.css';

type Banner = Extract<CmsBlock, { kind: 'banner' }>;

/**
 * A banner: image with the text on a scrim. The first banner of a page carries the page's title as
 * its h1 (shown as a small line above the banner's own headline), so every page has one h1. The
 * headline is an h2 either way: the page's text blocks that follow start at h2 or h3 beneath it, so
 * the outline never skips a level.
 */
export function BannerBlock({
  block,
  pageTitle,
  pageTitleLang,
}: {
  block: Banner;
  pageTitle?: string;
  pageTitleLang?: 'en';
}) {
  const t = useMessages(cmsMessages);
  const language = useLanguage();
  const title = pick(language, block.title);
  const subtitle = pick(language, block.subtitle);
  return (
    <div className={styles.banner}>
      <SafeImage
        src={block.imageUrl}
        alt=""
        width={1440}
        height={480}
        className={styles.bannerImage}
        loading="eager"
        fetchPriority="high"
      />
      <div className={styles.bannerScrim} />
      <div className={`container ${styles.bannerText}`}>
        {pageTitle ? (
          <h1 className={styles.eyebrow} lang={pageTitleLang}>
            {pageTitle}
          </h1>
        ) : null}
        {title && (
          <h2 className={styles.bannerTitle} lang={pickLang(language, block.title)}>
            {title}
          </h2>
        )}
        {subtitle && (
          <p className={styles.bannerSubtitle} lang={pickLang(language, block.subtitle)}>
            {subtitle}
          </p>
        )}
        {block.linkUrl && (
          <HrefLink href={block.linkUrl} className={styles.bannerLink}>
            {t.learnMore}
            <ArrowRight size={18} aria-hidden="true" />
          </HrefLink>
        )}
      </div>
    </div>
  );
}
