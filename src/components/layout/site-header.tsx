import { memo, useState } from 'react';
import { Link, useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useMessages } from '../../i18n';
import { headerMessages, searchMessages } from '../../i18n/frame';
import type { LayoutKind } from './layout-for-path';
import { AttractionMenu } from './attraction-menu';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { MenuToggle } from './menu-panel';
import { SearchBar } from './search-bar';
import { useSiteMenu } from './use-site-menu';
import styles from './site-header.module.css';

export const SEARCH_PATH = '/search';

/** The `q` of a search string, as typed (the router's parser would turn "123" into a number). */
export function queryFromSearch(searchStr: string): string {
  return new URLSearchParams(searchStr).get('q') ?? '';
}

/** The logo, home. Memoised: a router link's render is costly, and the menu's taps re-render the header. */
const HomeLink = memo(function HomeLink({ label }: { label: string }) {
  return (
    <Link to="/" className={styles.logo} aria-label={label}>
      <Logo />
    </Link>
  );
});

/**
 * The sticky header: logo, the layout's menu, the search icon and the language switch (100 px
 * tall, 80 px on small screens). The search bar is open on /search, showing its query.
 */
export function SiteHeader({ layout }: { layout: LayoutKind }) {
  const t = useMessages(headerMessages);
  const s = useMessages(searchMessages);
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const menu = useSiteMenu();
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
    structuralSharing: true,
  });
  const onSearchPage = pathname === SEARCH_PATH;

  const [searchOpen, setSearchOpen] = useState(onSearchPage);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSearchOpen(pathname === SEARCH_PATH);
  }

  function closeSearch() {
    setSearchOpen(false);
    document.getElementById('site-search-toggle')?.focus();
    if (onSearchPage) {
      if (canGoBack) router.history.back();
      else void router.navigate({ href: '/' });
    }
  }

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <HomeLink label={t.homeLink} />
        {layout === 'attraction' ? <AttractionMenu menu={menu} /> : <MegaMenu menu={menu} />}
        <div className={styles.tools}>
          <button
            id="site-search-toggle"
            type="button"
            className={styles.iconButton}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
          >
            <Search size={22} aria-hidden="true" />
            <span className="visually-hidden">{s.openSearch}</span>
          </button>
          <LanguageSwitch />
          <MenuToggle menu={menu} />
        </div>
      </div>
      <SearchBar
        open={searchOpen}
        initialQuery={onSearchPage ? queryFromSearch(searchStr) : ''}
        onClose={closeSearch}
        onSearch={(query) =>
          void router.navigate({ href: `${SEARCH_PATH}?${new URLSearchParams({ q: query })}` })
        }
      />
    </header>
  );
}
