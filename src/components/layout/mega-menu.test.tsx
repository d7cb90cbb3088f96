import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../lib/language';
import { preloadMenuContent } from './mega-menu';
import { SiteHeader } from './site-header';
import { renderWithRouter, setSmallScreen } from '../../../tests/support/layout/test-router';

const trigger = (name: string) => screen.getByRole('button', { name });

async function renderHeader(layout: 'default' | 'attraction' = 'default') {
  const result = renderWithRouter(() => <SiteHeader layout={layout} />);
  await screen.findByRole('navigation', { name: layout === 'default' ? 'Main' : 'Visitor guide' });
  return result;
}

// The sections' links load when a visitor reaches for the menu; here, before the tests, so that
// each test sees the menu as a visitor whose pointer or finger got there first.
beforeAll(() => preloadMenuContent());

afterEach(() => {
  act(() => setLanguage('en'));
  setSmallScreen(false);
});

describe('mega-menu on wide screens', () => {
  it('shows the five sections as buttons controlling hidden sub-menus', async () => {
    setSmallScreen(false);
    await renderHeader();
    for (const name of ['Retail', 'Office', 'Community', 'Convention', 'Suntec+']) {
      const button = trigger(name);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const submenu = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(submenu).not.toBeNull();
      expect(submenu?.hasAttribute('hidden')).toBe(true);
    }
  });

  it("draws none of the small screens' panel: its header, close button and visit links", async () => {
    setSmallScreen(false);
    await renderHeader();
    expect(screen.queryByRole('button', { name: 'Close menu' })).toBeNull();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Getting here' })).toBeNull();
  });

  it('opens one sub-menu at a time and closes the open one when pressed again', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Retail'));
    expect(trigger('Retail').getAttribute('aria-expanded')).toBe('true');
    const retail = document.getElementById('submenu-retail')!;
    expect(retail.hasAttribute('hidden')).toBe(false);
    expect(
      within(retail).getByRole('link', { name: 'Carpark privileges' }).getAttribute('href'),
    ).toBe('/parking');
    expect(within(retail).getByRole('link', { name: 'Flash sales' }).getAttribute('href')).toBe(
      '/flash_sale',
    );
    expect(
      within(retail).getByRole('link', { name: 'e-Voucher partners' }).getAttribute('href'),
    ).toBe('/participating-merchant');

    await user.click(trigger('Office'));
    expect(trigger('Retail').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Office').getAttribute('aria-expanded')).toBe('true');

    await user.click(trigger('Office'));
    expect(trigger('Office').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Convention'));
    expect(trigger('Convention').getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(trigger('Convention').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Community'));
    const link = within(document.getElementById('submenu-community')!).getAllByRole('link')[0]!;
    link.focus();
    await user.keyboard('{Escape}');
    expect(trigger('Community').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('Community'));
  });

  it('works from the keyboard alone (Enter and Space open and close)', async () => {
    const user = userEvent.setup();
    await renderHeader();
    trigger('Retail').focus();
    await user.keyboard('{Enter}');
    expect(trigger('Retail').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger('Retail').getAttribute('aria-expanded')).toBe('false');
  });

  it('marks sister-site links as external, opening in a new tab', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Office'));
    // The accessible name carries the spoken warning.
    const link = within(document.getElementById('submenu-office')!).getByRole('link', {
      name: /^Leasing enquiries\s*\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/office\.suntec-sister\.example/);
  });

  it('links room booking and the map under Convention', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Convention'));
    const convention = within(document.getElementById('submenu-convention')!);
    expect(convention.getByRole('link', { name: 'Book a room' }).getAttribute('href')).toBe(
      '/booking',
    );
    expect(convention.getByRole('link', { name: 'Venue map' }).getAttribute('href')).toBe('/map');
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Suntec+'));
    await user.click(
      within(document.getElementById('submenu-app')!).getByRole('link', {
        name: 'Rewards catalogue',
      }),
    );
    await waitFor(() => expect(trigger('Suntec+').getAttribute('aria-expanded')).toBe('false'));
  });

  it('shows the labels in Chinese', async () => {
    await renderHeader();
    act(() => setLanguage('ch'));
    expect(trigger('购物')).toBeTruthy();
    expect(trigger('会展')).toBeTruthy();
  });
});

describe('mega-menu at 768 px and below (slide-in panel)', () => {
  it('opens a modal panel from the menu button, focusing the first section', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderHeader();
    const menuButton = trigger('Menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Site menu' });
    expect(panel.getAttribute('aria-modal')).toBe('true');
    // Focus moves in once the open panel has painted (use-site-menu.ts).
    await waitFor(() => expect(document.activeElement).toBe(trigger('Retail')));
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Getting here' })).toBeTruthy();
  });

  it('goes into a sub-menu and back to the main menu', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Menu'));
    expect(screen.queryByRole('button', { name: 'Main menu' })).toBeNull();
    await user.click(trigger('Retail'));
    expect(trigger('Retail').getAttribute('aria-expanded')).toBe('true');
    await user.click(trigger('Main menu'));
    expect(trigger('Retail').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Escape goes back from a sub-menu, then closes the panel and returns focus to the menu button', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Menu'));
    await user.click(trigger('Office'));
    await user.keyboard('{Escape}');
    expect(trigger('Office').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('Office'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger('Menu'));
  });

  it('traps Tab inside the open panel', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Menu'));
    const panel = screen.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('closes with the close button', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Menu'));
    await user.click(trigger('Close menu'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger('Menu'));
  });

  it('closes when the backdrop is pressed', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderHeader();
    await user.click(trigger('Menu'));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('attraction menu', () => {
  it('has the five visitor links, the booklet in the chosen language', async () => {
    await renderHeader('attraction');
    const nav = screen.getByRole('navigation', { name: 'Visitor guide' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'About Us',
      'Privileges',
      'Attractions',
      'Tourist Booklet',
      'View Directory',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tourist Booklet' }).getAttribute('href')).toBe(
      '/tourist_privileges_eng',
    );
    act(() => setLanguage('ch'));
    expect(within(nav).getByRole('link', { name: '旅游手册' }).getAttribute('href')).toBe(
      '/tourist_privileges_chinese',
    );
  });
});
