/**
 * The behaviour shared by the mega-menu and the attraction menu: the state of menu-state.ts plus
 * the rules around it. Escape closes and returns focus to the trigger; a click outside closes the
 * sub-menu on wide screens (and the panel, through its backdrop, on small ones); navigating closes everything; crossing the 768 px breakpoint closes
 * everything; the small-screen panel traps focus and locks the page's scroll while open.
 */
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { CLOSED_MENU, menuReducer, type MenuAction, type MenuState } from './menu-state';
import type { MenuSectionId } from './menu-definition';
import { useMediaQueryAnswer } from '../ui/use-media-query';
import { focusableIn, useFocusTrap } from './use-focus-trap';
import { afterNextPaint } from '../../lib/slices';

/** The spec's wide-layout breakpoint: at 768 px and below the menu is a slide-in panel. */
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

export interface SiteMenu {
  state: MenuState;
  dispatch: (action: MenuAction) => void;
  isSmallScreen: boolean;
  /** The element holding the whole menu (the panel on small screens). */
  panelRef: RefObject<HTMLDivElement | null>;
  /** The small-screen menu button. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** Sub-menu trigger buttons by section, to give focus back on Escape. */
  triggerRefs: RefObject<Map<MenuSectionId, HTMLButtonElement>>;
}

/** The element marked `data-menu-start` (or the first focusable inside it), else the panel's first. */
function firstMenuEntry(panel: HTMLElement): HTMLElement | undefined {
  const start = panel.querySelector<HTMLElement>('[data-menu-start]');
  if (!start) return focusableIn(panel)[0];
  return start.matches('a[href], button') ? start : focusableIn(start)[0];
}

export function useSiteMenu(): SiteMenu {
  const [state, dispatch] = useReducer(menuReducer, CLOSED_MENU);
  const screen = useMediaQueryAnswer(SMALL_SCREEN_QUERY);
  const isSmallScreen = screen.matches;
  const panelRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const triggerRefs = useRef(new Map<MenuSectionId, HTMLButtonElement>());
  const href = useRouterState({ select: (s) => s.location.href });

  // Navigation and breakpoint changes close the menu (adjusting state while rendering, as React
  // recommends over an effect, so no frame shows a stale open menu). The device's first answer
  // after hydration is no breakpoint change: a menu tapped open while the page hydrated stays open.
  const [seen, setSeen] = useState({ href, isSmallScreen, fromDevice: screen.fromDevice });
  if (
    seen.href !== href ||
    seen.isSmallScreen !== isSmallScreen ||
    seen.fromDevice !== screen.fromDevice
  ) {
    setSeen({ href, isSmallScreen, fromDevice: screen.fromDevice });
    if (seen.href !== href || (seen.fromDevice && seen.isSmallScreen !== isSmallScreen))
      dispatch({ type: 'closeAll' });
  }

  const { openSection, panelOpen } = state;
  const anythingOpen = openSection !== null || panelOpen;

  useEffect(() => {
    if (!anythingOpen) return;
    function focusTrigger(section: MenuSectionId | null) {
      const target = section ? triggerRefs.current.get(section) : toggleRef.current;
      target?.focus();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (isSmallScreen && openSection) {
        dispatch({ type: 'back' });
        focusTrigger(openSection);
      } else {
        dispatch({ type: 'closeAll' });
        focusTrigger(isSmallScreen ? null : openSection);
      }
    }
    // A press outside the menu closes it: the open sub-menu on wide screens, the panel (a press
    // on its backdrop) on small ones. The menu button handles its own presses.
    function onPointerDown(event: PointerEvent) {
      const panel = panelRef.current;
      const target = event.target;
      if (
        !panel ||
        !(target instanceof Node) ||
        panel.contains(target) ||
        toggleRef.current?.contains(target)
      )
        return;
      if (isSmallScreen ? panelOpen : openSection !== null) dispatch({ type: 'closeAll' });
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anythingOpen, isSmallScreen, openSection, panelOpen]);

  // Following a link closes the menu, even when it leads to the page already shown.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !anythingOpen) return;
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest('a[href]'))
        dispatch({ type: 'closeAll' });
    }
    panel.addEventListener('click', onClick);
    return () => panel.removeEventListener('click', onClick);
  }, [anythingOpen]);

  const modalPanel = isSmallScreen && panelOpen;
  useFocusTrap(panelRef, modalPanel);

  useEffect(() => {
    if (!modalPanel) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    // Start keyboard users on the first menu entry rather than the close button, once the open
    // panel has painted: focused inside the tap's task, the focus and its styles were a third of
    // the tap's time to paint on a budget phone.
    const cancelFocus = afterNextPaint(() => {
      const panel = panelRef.current;
      if (panel) firstMenuEntry(panel)?.focus();
    });
    return () => {
      cancelFocus();
      root.style.overflow = previous;
    };
  }, [modalPanel]);

  // Focus goes back to the menu button when the panel closes from inside (close button).
  const wasModal = useRef(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (wasModal.current && !modalPanel && panel?.contains(document.activeElement))
      toggleRef.current?.focus();
    wasModal.current = modalPanel;
  }, [modalPanel]);

  return { state, dispatch, isSmallScreen, panelRef, toggleRef, triggerRefs };
}
