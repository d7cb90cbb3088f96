import type { MouseEvent, ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useMessages } from '../../i18n';
import { headerMessages } from '../../i18n/frame';
import { island } from '../ui/island';
import { layoutForPage, type LayoutKind } from './layout-for-path';
import { SiteHeader } from './site-header';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { MainLandmark } from './main-landmark';
import { useAnalytics, useIdleRouteCodePrefetch } from './use-frame-effects';
import styles from './site-layout.module.css';

// What no visitor touches before the page is up is not in the first load (ui/island.tsx). The
// app's notices (offline, a new version, installing) and the chat button hydrate once the page is
// alive: the notices wait for a condition, not for the visitor, and the button is a control on
// screen that must answer its first tap. The loading bar (shown on the next navigation) and the
// footer (links only) load their code once the visitor first uses the page, or the footer is on
// screen, its links working as plain links until then: a visit that only looks at the top loads
// none of it. First-load JS of `/`: see docs/benchmarks.md, "First-load JavaScript of /".
const PwaChrome = island(() => import('../pwa/pwa-chrome').then((m) => m.PwaChrome));
const LiveChat = island(() => import('./live-chat').then((m) => m.LiveChat));
const ProgressBar = island(() => import('./progress-bar').then((m) => m.ProgressBar), {
  onUse: true,
  seenCounts: false,
});
const SiteFooter = island(() => import('./site-footer').then((m) => m.SiteFooter), {
  onUse: true,
});

/**
 * The frame around every page: skip link, loading bar, header (with the layout's menu), the page,
 * footer and live chat. The skip link's target is the main region around the page
 * (main-landmark.tsx).
 */
function Frame({ layout, children }: { layout: LayoutKind; children: ReactNode }) {
  const t = useMessages(headerMessages);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useFocusOnNavigation();
  useIdleRouteCodePrefetch();
  useAnalytics(pathname, layout);
  return (
    <div className={styles.frame} data-layout={layout}>
      <a href="#main" className={styles.skipLink} onClick={focusMain}>
        {t.skipToContent}
      </a>
      <ProgressBar />
      <SiteHeader layout={layout} />
      <MainLandmark className={styles.content}>{children}</MainLandmark>
      <SiteFooter />
      <PwaChrome />
      <LiveChat />
    </div>
  );
}

/**
 * Moves focus to the page's main region. Done by hand rather than by following `#main`: a hash
 * change would make the router treat it as a navigation.
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The default layout: the mega-menu header. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <Frame layout="default">{children}</Frame>;
}

/** The attraction layout of the tourist pages: a header menu made for visitors from abroad. */
export function AttractionLayout({ children }: { children: ReactNode }) {
  return <Frame layout="attraction">{children}</Frame>;
}

/** The layout the current page asks for: its loader's `layout` (CMS pages), else the path rule. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const layout = useRouterState({
    select: (state) => layoutForPage(state.location.pathname, state.matches),
  });
  return layout === 'attraction' ? (
    <AttractionLayout>{children}</AttractionLayout>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}
