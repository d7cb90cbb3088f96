import { useLanguage, useMessages } from '../../i18n';
import { headerMessages } from '../../i18n/frame';
import { ATTRACTION_MENU, touristBookletPath } from './menu-definition';
import { MenuLink } from './menu-link';
import { MenuPanel } from './menu-panel';
import type { SiteMenu } from './use-site-menu';
import styles from './attraction-menu.module.css';

/** The attraction layout's menu for visitors from abroad: five direct links, no sub-menus. */
export function AttractionMenu({ menu }: { menu: SiteMenu }) {
  const t = useMessages(headerMessages);
  const language = useLanguage();
  return (
    <MenuPanel menu={menu} label={t.attractionNavigation}>
      <ul className={styles.links}>
        {ATTRACTION_MENU.map((link, index) => (
          <li key={link.id} data-menu-start={index === 0 ? '' : undefined}>
            <MenuLink
              link={link}
              className={styles.link}
              to={link.id === 'tourist-booklet' ? touristBookletPath(language) : undefined}
            />
          </li>
        ))}
      </ul>
    </MenuPanel>
  );
}
