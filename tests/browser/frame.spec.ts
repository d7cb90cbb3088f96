/**
 * The site's frame, menu behaviour at 1280 px and at 375 px: sub-menus one at a time, click
 * outside, Escape with focus back to the trigger, the slide-in panel with its back button and
 * focus trap, external links, and the header's measurements.
 */
import { expect, test, type Page } from './test';

const SECTIONS = ['Retail', 'Office', 'Community', 'Convention', 'Suntec+'];

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header is 100 px tall with a 134 px logo, inside the 1196 px wrapper', async ({
    page,
  }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBeCloseTo(101, 0); // 100 px plus its 1 px border
    const logo = page.getByRole('link', { name: 'Suntec City home page' });
    expect((await logo.boundingBox())?.width).toBe(134);
    const logoBox = await logo.boundingBox();
    // The wrapper is centred: its left edge is (1280 - 1196) / 2 = 42, plus 16 px of padding.
    expect(logoBox?.x).toBe(42 + 16);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });

  test('sub-menus open on press only, one at a time, and the open one closes when pressed again', async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of SECTIONS)
      await expect(nav.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');

    // Hovering opens nothing.
    await nav.getByRole('button', { name: 'Retail' }).hover();
    await page.waitForTimeout(300);
    await expect(page.locator('#submenu-retail')).toBeHidden();

    await nav.getByRole('button', { name: 'Retail' }).click();
    await expect(nav.getByRole('button', { name: 'Retail' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const retail = page.locator('#submenu-retail');
    await expect(retail).toBeVisible();
    for (const [name, href] of [
      ['Carpark privileges', '/parking'],
      ['Flash sales', '/flash_sale'],
      ['View promotions', '/promotions'],
      ['Events', '/events'],
      ['Tourist privileges', '/tourist_privileges'],
      ['Dining', '/store_categories/dining'],
      ['Shopping', '/store_categories/shopping'],
      ['Services & amenities', '/store_categories/services_amenities'],
      ['e-Voucher partners', '/participating-merchant'],
      ['FAQ', '/faq'],
      ['Getting here', '/getting_here'],
      ['Contact us', '/contact'],
    ]) {
      await expect(retail.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }

    await nav.getByRole('button', { name: 'Convention' }).click();
    await expect(retail).toBeHidden();
    await expect(page.locator('#submenu-convention')).toBeVisible();
    await expect(
      page.locator('#submenu-convention').getByRole('link', { name: 'Book a room' }),
    ).toHaveAttribute('href', '/booking');
    await expect(
      page.locator('#submenu-convention').getByRole('link', { name: 'Venue map' }),
    ).toHaveAttribute('href', '/map');

    await nav.getByRole('button', { name: 'Convention' }).click();
    await expect(page.locator('#submenu-convention')).toBeHidden();
  });

  test('a click outside closes the open sub-menu', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Office' }).click();
    await expect(page.locator('#submenu-office')).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(page.locator('#submenu-office')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Office' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test.describe('from the keyboard', () => {
    // The menu's links come in a chunk of their own: it is held here for a second, as on a slow
    // connection, where a panel shown empty let Tab skip past it.
    test.use({ serviceWorkers: 'block' });

    test('Enter opens, Tab reaches the first link, Escape closes and gives focus back', async ({
      page,
    }) => {
      await page.route('**/assets/mega-menu-content-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await openHome(page);
      await page.getByRole('button', { name: 'Community' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Community' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.locator('#submenu-community')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.locator('#submenu-community a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('#submenu-community')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Community' })).toBeFocused();
    });
  });

  test('sister sites open in a new tab and say so', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Office' }).click();
    const link = page
      .locator('#submenu-office')
      .getByRole('link', { name: 'Leasing enquiries (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\/office\.suntec-sister\.example\//);
  });

  test('following a link navigates in place and closes the menu', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true));
    await page.getByRole('button', { name: 'Retail' }).click();
    await page
      .locator('#submenu-retail')
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator('#submenu-retail')).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header is 80 px tall and the menu is behind a menu button', async ({ page }) => {
    await openHome(page);
    expect((await page.getByRole('banner').boundingBox())?.height).toBeCloseTo(81, 0);
    await expect(page.getByRole('button', { name: 'Retail' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the panel slides in full width, with a sub-menu and a back button', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Retail' })).toBeFocused();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(375);
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);

    await panel.getByRole('button', { name: 'Retail' }).click();
    await expect(panel.getByRole('link', { name: 'Carpark privileges' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Office' })).toBeHidden();
    await panel.getByRole('button', { name: 'Main menu' }).click();
    await expect(panel.getByRole('link', { name: 'Carpark privileges' })).toBeHidden();
    for (const name of SECTIONS) await expect(panel.getByRole('button', { name })).toBeVisible();
  });

  test('Escape leaves the sub-menu, then closes the panel, focus back on the trigger each time', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Convention' }).click();
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('button', { name: 'Convention' })).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Convention' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });

  test('focus stays inside the open panel and the page behind does not scroll', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  });

  test('the close button closes the panel; following a link navigates and closes it', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suntec+' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Rewards catalogue' }).click();
    await expect(page).toHaveURL(/\/rewards-catalogue$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the panel is 420 px wide against the right edge', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog');
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(420);
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(768 - 420);
  });
});
