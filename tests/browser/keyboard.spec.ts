/**
 * The site with a keyboard only: the menus, global search, the directory and a store page, the
 * booking picker and the contact form, driven by keyboard.press alone (text too, key by key). At
 * every stop the focused element must be visible: a real outline or box-shadow, and on screen.
 */
import { expect, test, type Locator, type Page } from './test';

const HEADERS = { 'implementation-id': 'complex-web' };

interface FocusReport {
  what: string;
  indicator: boolean;
  inViewport: boolean;
}

/**
 * What has focus, whether a focus indicator shows and whether it is inside the viewport. The
 * indicator is an outline or box-shadow on the element or its ::before/::after, or an outline on
 * one of its three nearest ancestors (cards draw their ring with :focus-within around a stretched
 * link); ancestors' box-shadows do not count, since cards wear one at rest.
 */
async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body)
      return { what: 'nothing', indicator: false, inViewport: false };
    // A heading or region focused by script to announce a result (tabindex -1, never a Tab stop)
    // is not a control: it needs to be on screen, not to wear a ring.
    const announced =
      element.getAttribute('tabindex') === '-1' &&
      !element.matches('a, button, input, select, textarea');
    const drawn = (style: CSSStyleDeclaration, shadows: boolean) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (shadows && style.boxShadow !== 'none' && style.boxShadow !== '');
    let indicator = [null, '::before', '::after'].some((pseudo) =>
      drawn(getComputedStyle(element, pseudo), true),
    );
    for (
      let ancestor = element.parentElement, depth = 0;
      !indicator && ancestor && depth < 3;
      ancestor = ancestor.parentElement, depth += 1
    )
      indicator = drawn(getComputedStyle(ancestor), false);
    const box = element.getBoundingClientRect();
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return {
      what: `${element.tagName.toLowerCase()} "${name}"`,
      indicator: indicator || announced,
      inViewport,
    };
  });
}

async function expectVisibleFocus(page: Page, after = '') {
  const report = await focusReport(page);
  expect(report, `focus on ${report.what}${after}`).toEqual({
    what: report.what,
    indicator: true,
    inViewport: true,
  });
}

/** Presses a key and checks the focus that results is visible. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, ` after ${key}`);
}

/** Types text key by key (keyboard.press only), checking the focus stays visible. */
async function typeKeys(page: Page, text: string) {
  for (const character of text) await page.keyboard.press(character);
  await expectVisibleFocus(page);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let stops = 0; stops < max; stops += 1) {
    const key = backwards ? 'Shift+Tab' : 'Tab';
    await page.keyboard.press(key);
    await expectVisibleFocus(page, ` after ${key} number ${stops + 1}`);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
  }
  throw new Error(`${max} Tab presses did not reach the target`);
}

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

test('the desktop mega-menu: open, move in it, Escape closes and gives focus back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  const retail = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Retail' });
  await tabTo(page, retail);
  await press(page, 'Enter');
  await expect(retail).toHaveAttribute('aria-expanded', 'true');
  const submenu = page.locator('#submenu-retail');
  await expect(submenu).toBeVisible();
  const firstLink = submenu.getByRole('link').first();
  await tabTo(page, firstLink);
  await press(page, 'Tab');
  await expect(submenu.getByRole('link').nth(1)).toBeFocused();

  await press(page, 'Escape');
  await expect(submenu).toBeHidden();
  await expect(retail).toBeFocused();
  await expect(retail).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu panel: open, move in it, Escape closes and gives focus back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, toggle);
    await press(page, 'Enter');
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    const retail = panel.getByRole('button', { name: 'Retail' });
    await expect(retail).toBeFocused();
    await expectVisibleFocus(page);

    await press(page, 'Enter');
    await expect(page.locator('#submenu-retail')).toBeVisible();
    await press(page, 'Tab');
    await press(page, 'Escape'); // back to the first level, on the section's button
    await expect(retail).toBeFocused();
    await press(page, 'Tab');
    await press(page, 'Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('global search: open it, type, submit with Enter, reach a result', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Search', exact: true }).first();
  await tabTo(page, toggle);
  await press(page, 'Enter');
  const box = page.getByRole('search', { name: /Search stores/ }).getByRole('searchbox');
  await expect(box).toBeFocused();
  await typeKeys(page, 'cafe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cafe/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const firstResult = page.getByRole('main').getByRole('link').first();
  await tabTo(page, firstResult);
});

test('the directory: filter, open a store, move through its page', async ({ page }) => {
  await page.goto('/store_categories/dining');
  const count = page.getByRole('status').filter({ hasText: /^\d+ stores?$/ });
  await expect(count).toBeVisible();
  const all = Number((await count.innerText()).split(' ')[0]);

  const cafes = page
    .getByRole('group', { name: 'Sub-category' })
    .getByRole('button', { name: /^Café/ });
  await tabTo(page, cafes);
  await press(page, 'Enter');
  await expect(cafes).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]sub=\d+/);
  // A filter rewrites the query string only: focus stays on it.
  await expect(cafes).toBeFocused();
  await expect.poll(async () => Number((await count.innerText()).split(' ')[0])).toBeLessThan(all);

  const store = page.getByRole('list', { name: 'Dining' }).getByRole('link').first();
  const storeName = (await store.innerText()).trim();
  await tabTo(page, store, { max: 120 });
  // Following a link replaces the page: the next stop checked is the next Tab on the new page.
  await page.keyboard.press('Enter');
  // The new page's heading takes focus, so a screen reader announces the store.
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeFocused();

  const showOnMap = page.getByRole('link', { name: 'Show on map' });
  await tabTo(page, showOnMap);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/map\?store=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('the booking picker: a range chosen with the arrow keys and Enter', async ({
  page,
  request,
}) => {
  const rooms = (await (await request.get('/api/room/', { headers: HEADERS })).json()) as {
    data: { id: number; minNights: number; disabledDaysOfWeek: string[] }[];
  };
  const room =
    rooms.data.find((r) => r.minNights <= 2 && r.disabledDaysOfWeek.length === 0) ?? rooms.data[0]!;
  await page.goto(`/booking/${room.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const checkIn = page.getByRole('button', { name: 'Check-in', exact: true });
  await tabTo(page, checkIn);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog).toBeVisible();
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);
  await expect.poll(focusedDay).not.toBeNull();

  // Move a week on, then to the first day that can be chosen.
  await press(page, 'ArrowDown');
  const start = (await focusedDay())!;
  for (
    let moves = 0;
    moves < 30 &&
    (await page
      .locator(`button[data-date="${(await focusedDay())!}"]`)
      .getAttribute('aria-disabled')) === 'true';
    moves += 1
  )
    await press(page, 'ArrowRight');
  const chosenIn = (await focusedDay())!;
  expect(chosenIn >= start).toBe(true);
  await press(page, 'Enter');
  await expect(
    page.getByRole('gridcell').filter({ has: page.locator(`button[data-date="${chosenIn}"]`) }),
  ).toHaveAttribute('aria-selected', 'true');

  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  const chosenOut = (await focusedDay())!;
  expect(chosenOut).toBe(addDays(chosenIn, 2));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Check-out', exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  await expect(page.getByText(/2 nights/).first()).toBeVisible();
});

test('the contact form: errors reachable, then filled and sent', async ({ page }) => {
  await page.goto('/contact');
  const subject = page.getByLabel('Subject');
  // The subjects come from the backend: wait for them, so Tab starts on the finished page.
  await expect.poll(() => subject.locator('option').count()).toBeGreaterThan(1);
  const send = page.getByRole('button', { name: 'Send message' });
  await tabTo(page, send, { max: 80 });
  await press(page, 'Enter');

  const summary = page.getByRole('group', { name: /^Please check/ });
  await expect(summary).toBeFocused();
  await press(page, 'Tab');
  const firstProblem = summary.getByRole('link').first();
  await expect(firstProblem).toBeFocused();
  await press(page, 'Enter');
  await expect(subject).toBeFocused();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');

  await press(page, 'ArrowDown'); // a closed select changes its value with the arrow keys
  await expect(subject).not.toHaveValue('');
  const n = Math.floor(Math.random() * 9_000_000);
  const fields: [string, string][] = [
    ['First name', 'Mei Ling'],
    ['Last name', 'Tan'],
    ['Mobile number', `8${String(n).padStart(7, '0')}`],
    ['Email', `keys.${Date.now()}.${n}@example.org`],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await typeKeys(page, value);
  }
  await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
  await typeKeys(page, 'Is the Sky Garden open late?');
  await tabTo(page, send);
  // Sending disables the button for a moment, so focus is only checked where it lands.
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have received your message' }),
  ).toBeFocused();
  await expectVisibleFocus(page);
});
