import { memo, useEffect, useState, type RefObject } from 'react';
import { ChevronDown, Clock } from 'lucide-react';
import { useLanguage, useMessages } from '../../i18n';
import { footerMessages, headerMessages } from '../../i18n/frame';
import {
  FOOTER_VISIT_LINKS,
  MEGA_MENU_SECTIONS,
  type MenuSection,
  type MenuSectionHeading,
  type MenuSectionId,
} from './menu-definition';
import type { MenuAction } from './menu-state';
import { MenuLink } from './menu-link';
import { MenuPanel } from './menu-panel';
import type { SiteMenu } from './use-site-menu';
import styles from './mega-menu.module.css';

/** What the sections hold (mega-menu-content.ts), once loaded. */
let loadedContent: readonly MenuSection[] | undefined;
let contentLoading: Promise<readonly MenuSection[]> | undefined;

/**
 * Loads what the sections hold (their intros and links, in both languages) when a visitor
 * reaches for the menu: a pointer over it or pressing on it, or focus in it. A press follows
 * within a fraction of a second, by which time it has usually come (from the worker's precache
 * once installed); a sub-menu opened before shows its links as soon as they have.
 */
export function preloadMenuContent(): Promise<readonly MenuSection[]> {
  contentLoading ??= import('./mega-menu-content').then(
    (module) => (loadedContent = module.MEGA_MENU),
    (error: unknown) => {
      contentLoading = undefined; // the next reach tries again
      throw error;
    },
  );
  return contentLoading;
}

const preload = () => void preloadMenuContent().catch(() => undefined);

/** The sections' content: at once when loaded, else once it has (asking for it if `wanted`). */
function useMenuContent(wanted: boolean): readonly MenuSection[] | undefined {
  const [content, setContent] = useState(() => loadedContent);
  useEffect(() => {
    if (!wanted || content) return;
    let current = true;
    preloadMenuContent().then(
      (loaded) => current && setContent(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, content]);
  return content;
}

/**
 * The default layout's mega-menu: five sections, each a button that opens its sub-menu (press,
 * never hover). On wide screens the sub-menu drops down under the header; in the small-screen
 * panel it replaces the main list, with a back button.
 */
export function MegaMenu({ menu }: { menu: SiteMenu }) {
  const t = useMessages(headerMessages);
  const { openSection } = menu.state;
  return (
    <MenuPanel menu={menu} label={t.mainNavigation}>
      <ul
        className={styles.sections}
        data-has-open={openSection !== null}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
      >
        {MEGA_MENU_SECTIONS.map((section, index) => (
          <SectionItem
            key={section.id}
            section={section}
            open={openSection === section.id}
            dispatch={menu.dispatch}
            triggerRefs={menu.triggerRefs}
            first={index === 0}
          />
        ))}
      </ul>
      {/* Small screens' panel only (the wide bar hides them): not drawn by the server. */}
      {menu.isSmallScreen && openSection === null && <PanelExtras />}
    </MenuPanel>
  );
}

/**
 * Under the main list of the small-screen panel: the visit links and today's hours. Memoised, as
 * are the sections: opening the panel or a section re-renders only what shows it, which keeps the
 * tap's paint quick on a slow phone (router links are the costly part of a render).
 */
const PanelExtras = memo(function PanelExtras() {
  const f = useMessages(footerMessages);
  return (
    <div className={styles.extras}>
      <ul className={styles.extraLinks}>
        {FOOTER_VISIT_LINKS.map((link) => (
          <li key={link.id}>
            <MenuLink link={link} className={styles.extraLink} />
          </li>
        ))}
      </ul>
      <p className={styles.extraHours}>
        <Clock size={16} aria-hidden="true" />
        {f.hours}
      </p>
    </div>
  );
});

const SectionItem = memo(function SectionItem({
  section,
  open,
  dispatch,
  triggerRefs,
  first,
}: {
  section: MenuSectionHeading;
  open: boolean;
  dispatch: (action: MenuAction) => void;
  triggerRefs: RefObject<Map<MenuSectionId, HTMLButtonElement>>;
  first: boolean;
}) {
  const language = useLanguage();
  const submenuId = `submenu-${section.id}`;
  // The links are drawn the first time the section opens, then kept: five sections' worth of
  // router links were a third of the header's work on every page load, for menus most visits
  // never open. Kept once drawn, because following a link closes the menu within the same click
  // and the link must still be there when the router handles that click.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  const content = useMenuContent(drawn)?.find((candidate) => candidate.id === section.id);
  return (
    <li className={styles.section} data-open={open}>
      <button
        ref={(element) => {
          if (element) triggerRefs.current.set(section.id, element);
          else triggerRefs.current.delete(section.id);
        }}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={submenuId}
        data-menu-start={first ? '' : undefined}
        onClick={() => dispatch({ type: 'toggleSection', section: section.id })}
      >
        <span>{section.label[language]}</span>
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </button>
      {/* Shown once its links are there: a keyboard visitor who opens it and presses Tab at
          once lands on its first link, not on the next section past an empty panel. */}
      <div id={submenuId} className={styles.submenu} hidden={!open || !content}>
        {drawn && content && <Submenu section={content} submenuId={submenuId} />}
      </div>
    </li>
  );
});

function Submenu({ section, submenuId }: { section: MenuSection; submenuId: string }) {
  const language = useLanguage();
  return (
    <div className={styles.submenuInner}>
      <p className={styles.intro}>
        <span className={styles.introTitle}>{section.label[language]}</span>
        {section.intro[language]}
      </p>
      <div className={styles.groups}>
        {section.groups.map((group) => (
          <div key={group.id} className={styles.group}>
            <p className={styles.groupHeading} id={`${submenuId}-${group.id}`}>
              {group.heading[language]}
            </p>
            <ul className={styles.links} aria-labelledby={`${submenuId}-${group.id}`}>
              {group.links.map((link) => (
                <li key={link.id}>
                  <MenuLink link={link} className={styles.link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
