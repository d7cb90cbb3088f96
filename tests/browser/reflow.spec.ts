/**
 * Zoom to 200% without loss (WCAG 1.4.4 and 1.4.10 reflow): key pages at 640 x 400 CSS px (a
 * 1280 x 800 window at 200%) and at 320 px wide. No sideways scrolling, no text cut off in the
 * header or the open menu, and each page's main action on screen, not covered, and usable.
 */
import { inSingapore } from '../../src/shared/dates';
import { expect, test, type Locator, type Page } from './test';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };
const SIZES = [
  { width: 640, height: 400 },
  { width: 320, height: 640 },
];

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page wider than the window').toBeLessThanOrEqual(clientWidth);
}

/**
 * Elements under `root` whose text is cut: content wider than a box that hides its overflow, or a
 * box that sticks out of the window.
 */
async function clippedText(root: Locator): Promise<string[]> {
  return root.evaluate((container) => {
    const problems: string[] = [];
    for (const element of [container, ...container.querySelectorAll<HTMLElement>('*')]) {
      if (!(element instanceof HTMLElement)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const box = element.getBoundingClientRect();
      // Visually hidden text (a 1 px clipped box) is meant for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      if (hides && element.scrollWidth > element.clientWidth + 1) problems.push(`${label} cut off`);
      if (box.right > window.innerWidth + 1 || box.left < -1)
        problems.push(`${label} outside the window`);
    }
    return problems;
  });
}

/**
 * Scrolled to the middle of the window, the element is in it and is what a press at its centre
 * reaches: not under the sticky header or the floating chat button.
 */
async function expectReachable(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(target).toBeInViewport();
  const hit = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top) || top.contains(element));
  });
  expect(hit, 'covered by something else').toBe(true);
}

interface KeyPage {
  name: string;
  path: string;
  /** The page's main action. */
  action: (page: Page) => Locator;
}

async function keyPages(page: Page): Promise<KeyPage[]> {
  const directories = (await (
    await page.request.post('/bi/Prod/v1/directories', { headers: HEADERS, data: {} })
  ).json()) as { Result: { CategoryID: number; Merchants: { MerchantID: string }[] }[] };
  const store = directories.Result.find(
    (entry) => entry.CategoryID === 1 && entry.Merchants.length > 0,
  )!.Merchants[0]!;
  const rooms = (await (await page.request.get('/api/room/', { headers: HEADERS })).json()) as {
    data: { id: number }[];
  };
  return [
    {
      name: 'home',
      path: '/',
      action: (p) => p.getByRole('button', { name: 'Search', exact: true }).first(),
    },
    {
      name: 'directory',
      path: '/store_categories/dining',
      action: (p) => p.getByRole('searchbox', { name: 'Search stores', exact: true }),
    },
    {
      name: 'store',
      path: `/store_categories/dining/${store.MerchantID}`,
      action: (p) => p.getByRole('link', { name: 'Show on map' }),
    },
    {
      name: 'booking',
      path: `/booking/${rooms.data[0]!.id}`,
      action: (p) => p.getByRole('button', { name: 'Check-in', exact: true }),
    },
    {
      name: 'contact',
      path: '/contact',
      action: (p) => p.getByRole('button', { name: 'Send message' }),
    },
    { name: 'map', path: '/map', action: (p) => p.getByRole('combobox').first() },
  ];
}

test.use({ reducedMotion: 'reduce' });

for (const size of SIZES) {
  test(`key pages reflow at ${size.width} x ${size.height} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    for (const keyPage of await keyPages(page)) {
      await test.step(keyPage.name, async () => {
        await page.goto(keyPage.path);
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1 }).first(),
        ).toBeVisible();
        await expect(keyPage.action(page)).toBeVisible();
        await expectNoHorizontalScroll(page);
        expect(await clippedText(page.getByRole('banner'))).toEqual([]);
        await expectReachable(keyPage.action(page));
        await expectNoHorizontalScroll(page);
      });
    }
  });

  test(`the open menu reflows at ${size.width} x ${size.height} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    expect(await clippedText(panel)).toEqual([]);
    await panel.getByRole('button', { name: 'Retail' }).click();
    const submenu = page.locator('#submenu-retail');
    await expect(submenu).toBeVisible();
    expect(await clippedText(panel)).toEqual([]);
    // The last link of the sub-menu can be scrolled to and used.
    const last = submenu.getByRole('link').last();
    await expectReachable(last);
    await expectNoHorizontalScroll(page);
  });
}

/** Noon in Singapore on each day of the coming Monday's week. */
function singaporeWeek(): Date[] {
  const noon = inSingapore().startOf('day').add(12, 'hour');
  const monday = noon.add((8 - noon.day()) % 7, 'day');
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').toDate());
}

// The table marks today's row with a tag beside the day's name: on a Wednesday ("Wednesday
// TODAY", the longest) it once pushed a store page 24 px wider than a 320 px window.
test("a store's opening hours fit 320 px whichever day is today", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const store = (await keyPages(page)).find((keyPage) => keyPage.name === 'store')!;
  const week = singaporeWeek();
  await page.clock.install({ time: week[0] });
  for (const day of week) {
    await test.step(day.toISOString().slice(0, 10), async () => {
      await page.clock.setSystemTime(day);
      await page.goto(store.path);
      // The page hydrates at the time the server drew it (src/lib/render-clock.ts), and moves to
      // the device's at its clock's next minute.
      await page.clock.runFor(60_000);
      const today = page.getByRole('row', { name: /Today/ });
      await expect(today).toHaveCount(1);
      await expect(today.getByRole('rowheader')).toContainText(
        day.toLocaleDateString('en-SG', { weekday: 'long', timeZone: 'Asia/Singapore' }),
      );
      await expectNoHorizontalScroll(page);
    });
  }
});
