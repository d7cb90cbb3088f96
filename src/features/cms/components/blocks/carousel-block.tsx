import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { HrefLink } from '../../../../components/ui/href-link';
import { SafeImage } from '../../../../components/ui/safe-image';
import { format, useLanguage, useMessages } from '../../../../i18n';
import type { CmsBlock } from '../../model/cms-page';
import { cmsMessages } from '../../messages';
import { pick, pickLang } from '../pick';
import styles from '../cms.module.css';

type Carousel = Extract<CmsBlock, { kind: 'carousel' }>;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A carousel kept simple: the slides are a horizontally scrolling row with scroll snapping (swipe
 * on phones, scroll or Tab through links elsewhere), and Previous/Next buttons move by one slide.
 * Nothing turns by itself, so nobody has to chase or pause it.
 */
export function CarouselBlock({ block }: { block: Carousel }) {
  const t = useMessages(cmsMessages);
  const language = useLanguage();
  const trackRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // A pixel of slack: sub-pixel widths never quite reach the end.
    setEdges({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure]);

  function move(direction: -1 | 1) {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    track.scrollBy({
      left: direction * (slide.offsetWidth + gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  const scrollable = !(edges.atStart && edges.atEnd);
  const total = block.slides.length;
  return (
    <section
      className={`container ${styles.carousel}`}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
    >
      <div className={styles.carouselHeader}>
        <h2 id={titleId} className={styles.carouselTitle}>
          {t.carousel}
        </h2>
        {scrollable && (
          <div className={styles.carouselControls}>
            <button
              type="button"
              className={styles.carouselButton}
              onClick={() => move(-1)}
              disabled={edges.atStart}
              aria-label={t.previous}
            >
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.carouselButton}
              onClick={() => move(1)}
              disabled={edges.atEnd}
              aria-label={t.next}
            >
              <ChevronRight size={22} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      <div ref={trackRef} className={styles.track}>
        {block.slides.map((slide, index) => {
          const title = pick(language, slide.title);
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${format(t.slide, { n: index + 1, total })}${title ? `: ${title}` : ''}`}
              className={styles.slide}
            >
              <SafeImage
                src={slide.imageUrl}
                alt=""
                width={1200}
                height={600}
                className={styles.slideImage}
              />
              {title && (
                <p className={styles.slideTitle} lang={pickLang(language, slide.title)}>
                  {slide.linkUrl ? <HrefLink href={slide.linkUrl}>{title}</HrefLink> : title}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
