import { describe, expect, it } from 'vitest';
import { CLOSED_MENU, menuReducer, type MenuAction, type MenuState } from './menu-state';

const retailOpen: MenuState = { openSection: 'retail', panelOpen: false };
const panelMain: MenuState = { openSection: null, panelOpen: true };
const panelRetail: MenuState = { openSection: 'retail', panelOpen: true };

describe('menuReducer', () => {
  it.each<[string, MenuState, MenuAction, MenuState]>([
    ['opens a sub-menu', CLOSED_MENU, { type: 'toggleSection', section: 'retail' }, retailOpen],
    [
      'closes the open sub-menu when it is pressed again',
      retailOpen,
      { type: 'toggleSection', section: 'retail' },
      CLOSED_MENU,
    ],
    [
      'keeps one sub-menu open at a time',
      retailOpen,
      { type: 'toggleSection', section: 'office' },
      { openSection: 'office', panelOpen: false },
    ],
    [
      'closes everything (click outside, Escape, navigation)',
      retailOpen,
      { type: 'closeAll' },
      CLOSED_MENU,
    ],
    ['opens the panel on its main list', CLOSED_MENU, { type: 'openPanel' }, panelMain],
    [
      'opens a sub-menu inside the panel',
      panelMain,
      { type: 'toggleSection', section: 'retail' },
      panelRetail,
    ],
    ['goes back from a sub-menu to the main list', panelRetail, { type: 'back' }, panelMain],
    ['closes the panel and its sub-menu together', panelRetail, { type: 'closeAll' }, CLOSED_MENU],
  ])('%s', (_name, state, action, expected) => {
    expect(menuReducer(state, action)).toEqual(expected);
  });

  it('returns the same object when nothing changes, so nothing re-renders', () => {
    expect(menuReducer(CLOSED_MENU, { type: 'closeAll' })).toBe(CLOSED_MENU);
    expect(menuReducer(panelMain, { type: 'back' })).toBe(panelMain);
  });
});
