/**
 * The mega-menu's state (spec section 4): at most one of the five sub-menus open, or none; pressing
 * the open one closes it. On small screens the whole menu also lives in a slide-in panel that is
 * open or closed; its back button returns from a sub-menu to the main list.
 */
import type { MenuSectionId } from './menu-definition';

export interface MenuState {
  /** The open sub-menu, or null. */
  openSection: MenuSectionId | null;
  /** Whether the small-screen panel is open (always false on wide screens). */
  panelOpen: boolean;
}

export type MenuAction =
  | { type: 'toggleSection'; section: MenuSectionId }
  | { type: 'back' }
  | { type: 'openPanel' }
  | { type: 'closeAll' };

export const CLOSED_MENU: MenuState = { openSection: null, panelOpen: false };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggleSection':
      return {
        ...state,
        openSection: state.openSection === action.section ? null : action.section,
      };
    case 'back':
      return state.openSection === null ? state : { ...state, openSection: null };
    case 'openPanel':
      return { openSection: null, panelOpen: true };
    case 'closeAll':
      return state.openSection === null && !state.panelOpen ? state : CLOSED_MENU;
  }
}
