import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { useImageFailure } from '../../../components/ui/use-image-failure';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import type { ContentItem } from '../model/content-item';
import { SLIDE_INTERVAL_MS, stepSlide } from './carousel-index';
import { carouselMessages } from '../messages';
import styles from './banner-carousel.module.css';

/**
 * The home page's banners as an accessible carousel (WAI-ARIA APG): a labelled region, slides
 * labelled "1 of 5", previous/next and pause buttons. It plays only when the visitor has not asked
 * for reduced motion, pauses while the pointer or keyboard focus is inside, and stays paused once
 * the visitor pauses it. Hidden slides are inert so keyboard users never land on them.
 */
export function BannerCarousel({ items }: { items: readonly ContentItem[] }) {
  const t = useMessages(carouselMessages);
  const language = useLanguage();
  // Hydrated as the server drew it (it cannot know): a visitor who asked for reduced motion gets
  // the still carousel right after, with no mismatch to recover from.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [current, setCurrent] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const total = items.length;
  const playing = total > 1 && !pausedByUser && !reducedMotion;
  const rotating = playing && !focusInside && !pointerInside;
  const index = Math.min(current, Math.max(total - 1, 0));

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setCurrent((value) => stepSlide(value, total, 1));
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, total]);

  if (total === 0) return null;

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.region}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
    >
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ transform: `translateX(${-100 * index}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {items.map((item, i) => {
            const title = localizedTitle(language, item.title, item.titleZh);
            const subtitle = localizedTitle(language, item.subtitle ?? '', item.subtitleZh);
            const alt = localizedTitle(language, item.imageAlt, item.imageAltZh);
            const shown = i === index;
            return (
              <div
                key={item.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={format(t.slide, { n: i + 1, total })}
                aria-hidden={!shown}
                inert={!shown}
              >
                <div className={styles.media}>
                  <SlideImage
                    src={item.imageUrl}
                    alt={alt}
                    lang={localizedTitleLang(language, item.imageAltZh)}
                    first={i === 0}
                  />
                </div>
                <div className={styles.caption}>
                  <p className={styles.title} lang={localizedTitleLang(language, item.titleZh)}>
                    {title}
                  </p>
                  {subtitle && (
                    <p
                      className={styles.subtitle}
                      lang={localizedTitleLang(language, item.subtitleZh)}
                    >
                      {subtitle}
                    </p>
                  )}
                  {item.linkUrl && (
                    <SlideLink href={item.linkUrl} label={t.more} newTab={t.opensInNewTab} />
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPausedByUser((value) => !value)}
              aria-label={playing ? t.pause : t.play}
            >
              {playing ? (
                <Pause size={18} aria-hidden="true" />
              ) : (
                <Play size={18} aria-hidden="true" />
              )}
            </button>
          )}
          <button
            type="button"
            className={styles.control}
            onClick={() => setCurrent(stepSlide(index, total, -1))}
            aria-label={t.previous}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className={styles.dot}
                aria-label={format(t.goTo, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setCurrent(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => setCurrent(stepSlide(index, total, 1))}
            aria-label={t.next}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}

function SlideLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  if (/^https?:\/\//i.test(href)) {
    return (
      <a className={styles.cta} href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    );
  }
  return (
    <Link className={styles.cta} to={href}>
      {label}
    </Link>
  );
}

/** Generated art for a banner without a picture (rings around the fountain's five petals). */
/** A slide's picture, or the fallback art when it has none or it failed (however early). */
function SlideImage({
  src,
  alt,
  lang,
  first,
}: {
  src: string | undefined;
  alt: string;
  lang: string | undefined;
  first: boolean;
}) {
  const { failed, ref, onError } = useImageFailure();
  if (!src || failed) return <FallbackArt />;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      lang={lang}
      width={1200}
      height={480}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      onError={onError}
    />
  );
}

export function FallbackArt() {
  return (
    <svg
      viewBox="0 0 1200 480"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={styles.fallback}
    >
      <rect width="1200" height="480" fill="#14213d" />
      <g fill="none" stroke="#0b5f6e" strokeWidth="6">
        <circle cx="880" cy="240" r="300" />
        <circle cx="880" cy="240" r="220" />
        <circle cx="880" cy="240" r="140" stroke="#c8963e" />
      </g>
      <g transform="translate(880 240)" fill="#c8963e">
        {[0, 72, 144, 216, 288].map((angle) => (
          <path
            key={angle}
            d="M0 0C35-30 25-85 0-100C-25-85-35-30 0 0Z"
            transform={`rotate(${angle})`}
          />
        ))}
      </g>
    </svg>
  );
}
