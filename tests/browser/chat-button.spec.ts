/**
 * The floating live-chat button on a phone (375 px) never sits over the page's text or its links
 * and buttons: it waits out of the way while the visitor reads a page, and comes out where the
 * page keeps room for it (the end of the page), when it has the keyboard focus and while its panel
 * is open. Checked at every stop of a walk down the page, by what lies under it.
 */
import { expect, test, type Page } from './test';

const PHONE = { width: 375, height: 812 };
const chatButton = (page: Page) => page.getByRole('button', { name: /^(Live chat|在线客服)$/ });

/**
 * What the visible part of the chat button covers: every line of text whose box meets it, and
 * every link, button or field whose middle is under it. Empty when it is off screen.
 */
function coveredByChat(page: Page): Promise<string[]> {
  return chatButton(page).evaluate((button) => {
    // The floating box: the button, and its panel when open.
    const chat = button.parentElement ?? button;
    const box = button.getBoundingClientRect();
    const view = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const visible = {
      left: Math.max(box.left, view.left),
      top: Math.max(box.top, view.top),
      right: Math.min(box.right, view.right),
      bottom: Math.min(box.bottom, view.bottom),
    };
    if (visible.left >= visible.right || visible.top >= visible.bottom) return [];
    const meets = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < visible.right &&
      rect.right > visible.left &&
      rect.top < visible.bottom &&
      rect.bottom > visible.top;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const found: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || chat.contains(parent) || !shown(parent)) continue;
      // Text clipped away (visually hidden labels) is not read on screen.
      if (parent.closest('.visually-hidden, [aria-hidden="true"] svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets))
        found.push(`text “${node.textContent.trim().slice(0, 40)}”`);
    }
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea')) {
      if (chat.contains(control) || !shown(control)) continue;
      const rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (
        rect.width > 0 &&
        x > visible.left &&
        x < visible.right &&
        y > visible.top &&
        y < visible.bottom
      )
        found.push(
          `${control.tagName.toLowerCase()} “${control.textContent?.trim().slice(0, 40)}”`,
        );
    }
    return found;
  });
}

/** Scrolls as a finger does, and waits for the page and the button to settle. */
async function scrollBy(page: Page, dy: number) {
  await page.mouse.wheel(0, dy);
  await page.waitForTimeout(350);
}

async function atPageEnd(page: Page): Promise<boolean> {
  return page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
}

test.use({ viewport: PHONE, hasTouch: false });

// Cards in two columns (the home page, a list) and a page of running text.
for (const path of ['/', '/events', '/getting_here']) {
  test(`on ${path} at 375 px the chat button covers no text or control, all the way down`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(20, 400);
    const stops: { y: number; covered: string[] }[] = [];
    for (let step = 0; step < 60 && !(await atPageEnd(page)); step += 1) {
      stops.push({
        y: await page.evaluate(() => window.scrollY),
        covered: await coveredByChat(page),
      });
      await scrollBy(page, 250);
    }
    stops.push({
      y: await page.evaluate(() => window.scrollY),
      covered: await coveredByChat(page),
    });
    expect(stops.filter((stop) => stop.covered.length > 0)).toEqual([]);

    // At the end of the page it is out, in the room the footer keeps for it.
    await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
    expect(await coveredByChat(page)).toEqual([]);
  });
}

test('at 375 px the chat button waits out of the way mid-page, and comes out to the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.move(20, 400);
  await expect(chatButton(page)).not.toBeInViewport();
  await scrollBy(page, 1200);
  await expect(chatButton(page)).not.toBeInViewport();
  await scrollBy(page, -300);
  await expect(chatButton(page)).not.toBeInViewport();

  // Tabbing to it brings it out at once, and it opens its panel as before.
  await chatButton(page).focus();
  await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeVisible();
  await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
  // Still out while its panel is open, whatever the focus does.
  await page.mouse.click(20, 400);
  await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
});

test('at 375 px the chat button is out on a page that ends on screen', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // A window taller than the page: nothing to scroll, the page's end and its room are on screen.
  await page.setViewportSize({ width: PHONE.width, height: 3000 });
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
  ).toBe(true);
  await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
  expect(await coveredByChat(page)).toEqual([]);
});

test('at 1280 px the chat button stays where it always was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
  await scrollBy(page, 800);
  await expect(chatButton(page)).toBeInViewport({ ratio: 1 });
});
