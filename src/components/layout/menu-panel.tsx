import type { ReactNode } from 'react';
import { ChevronLeft, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import { headerMessages } from '../../i18n/frame';
import { MENU_PANEL_ID } from '../../shared/server-render';
import type { SiteMenu } from './use-site-menu';
import styles from './menu-panel.module.css';

/**
 * The container of a header menu. On wide screens it is simply the navigation bar; at 768 px and
 * below it becomes a modal panel sliding in from the right (420 px, full width on small phones)
 * with a close button and, inside a sub-menu, a back button to the main menu.
 */
export function MenuPanel({
  menu,
  label,
  children,
}: {
  menu: SiteMenu;
  label: string;
  children: ReactNode;
}) {
  const t = useMessages(headerMessages);
  const { state, dispatch, isSmallScreen, panelRef } = menu;
  const modal = isSmallScreen && state.panelOpen;
  return (
    <nav aria-label={label} className={styles.nav}>
      {isSmallScreen && (
        // Decorative: a press on it closes the panel through use-site-menu's outside-click rule.
        <div className={styles.backdrop} data-open={state.panelOpen} aria-hidden="true" />
      )}
      <div
        ref={panelRef}
        id={MENU_PANEL_ID}
        className={styles.panel}
        data-open={state.panelOpen}
        {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': t.menuPanel } : {})}
      >
        {/* The panel's own header exists on small screens only (the wide bar hides it): not
            drawn by the server, which has no screen, so no page carries it unseen. */}
        {isSmallScreen && (
          <div className={styles.panelHeader}>
            {state.openSection ? (
              <button
                type="button"
                className={styles.back}
                onClick={() => dispatch({ type: 'back' })}
              >
                <ChevronLeft size={20} aria-hidden="true" />
                {t.backToMainMenu}
              </button>
            ) : (
              <span className={styles.panelTitle}>{t.openMenu}</span>
            )}
            <button
              type="button"
              className={styles.close}
              onClick={() => dispatch({ type: 'closeAll' })}
              aria-label={t.closeMenu}
            >
              <X size={24} aria-hidden="true" />
            </button>
          </div>
        )}
        {children}
      </div>
    </nav>
  );
}

/** The small-screen menu button (hidden on wide screens). */
export function MenuToggle({ menu }: { menu: SiteMenu }) {
  const t = useMessages(headerMessages);
  const { state, dispatch, toggleRef } = menu;
  return (
    <button
      ref={toggleRef}
      type="button"
      className={styles.toggle}
      aria-expanded={state.panelOpen}
      aria-controls={MENU_PANEL_ID}
      onClick={() => dispatch(state.panelOpen ? { type: 'closeAll' } : { type: 'openPanel' })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 6h18M3 12h18M3 18h18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{t.openMenu}</span>
    </button>
  );
}
