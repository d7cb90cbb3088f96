/**
 * Promotions as a shopper on the move uses them, on a browser set to New York time: filters live in
 * the URL, members' days are Singapore's, a promotion goes into the calendar in Singapore time and
 * its link can be shared (copied where there is no share sheet), in English and Chinese.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './test';
import { nextMembersDay } from '../../src/shared/members-day';
import { formatDisplayDate, sgWallTimeToIso } from '../../src/shared/dates';
import { undrawnAsTheWorkersCopy } from './page-without-answers';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

interface WirePromotion {
  HappeningID: string;
  Title: string;
  BiTitle: string;
  StartDate: string;
  EndDate: string;
}

async function promotions(request: APIRequestContext): Promise<WirePromotion[]> {
  const response = await request.post('/bi/Prod/v1/promotions', { headers: HEADERS, data: {} });
  return ((await response.json()) as { Result: WirePromotion[] }).Result;
}

test.describe('promotion list', () => {
  test('the first card’s image loads at once and first; the rest lazily', async ({ page }) => {
    await page.goto('/promotions');
    const images = page.getByRole('list', { name: 'Promotions' }).locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  });

  test("filters by ongoing, upcoming and members' day, mirrored in the URL", async ({
    page,
    request,
  }) => {
    // Members' day by the spec's rule alone: every promotion whose dates still hold a first
    // Wednesday of a month (the API sends no flag for it, as the real backend does not).
    const withMembersDay = (await promotions(request)).filter(
      (p) => nextMembersDay({ startDate: p.StartDate, endDate: p.EndDate }) !== undefined,
    ).length;
    expect(withMembersDay).toBeGreaterThan(5);
    await page.goto('/promotions');
    const filters = page.getByRole('group', { name: 'Show promotions' });
    const cards = page.getByRole('list', { name: 'Promotions' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // Every promotion listed, drawn or not yet (the cards are drawn as the visitor nears them).
    const all = Number((await page.getByText(/^\d+ promotions?$/).textContent())?.split(' ')[0]);
    expect(all).toBeGreaterThan(8);

    await filters.getByRole('button', { name: /Upcoming/ }).click();
    await expect(page).toHaveURL(/[?&]filter=upcoming/);
    await expect(filters.getByRole('button', { name: /Upcoming/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards.first().getByText('Upcoming', { exact: true })).toBeVisible();
    const upcoming = Number(
      (await page.getByText(/^\d+ promotions?$/).textContent())?.split(' ')[0],
    );
    expect(upcoming).toBeLessThan(all);
    await expect(cards).toHaveCount(upcoming);

    await filters.getByRole('button', { name: /Members' day/ }).click();
    await expect(page).toHaveURL(/[?&]filter=members_day/);
    await expect(cards.first().getByText(/^Members' day: \d{2} \w{3} \d{4}$/)).toBeVisible();
    await expect(cards).toHaveCount(withMembersDay);

    await page.reload();
    await expect(filters.getByRole('button', { name: /Members' day/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Pressing the chosen filter again shows everything.
    await filters.getByRole('button', { name: /Members' day/ }).click();
    await expect(page).not.toHaveURL(/filter=/);
    await expect(page.getByText(`${all} promotions`, { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 100_000);
        return cards.count();
      })
      .toBe(all);
  });

  test('a first visit draws two rows of promotions, and the rest as the visitor scrolls', async ({
    page,
    request,
  }) => {
    // The page as the server draws it: its first eight cards, the count of them all.
    const drawn = await (
      await request.get('/promotions', { headers: { accept: 'text/html' } })
    ).text();
    const all = Number(/>(\d+) promotions</.exec(drawn)?.[1]);
    expect(all).toBeGreaterThan(16);
    expect(drawn.match(/<a [^>]*href="\/promotions\/\d+"/g)).toHaveLength(8);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/promotions');
    const cards = page.getByRole('list', { name: 'Promotions' }).getByRole('listitem');
    // Hydrated, and still no more than the server drew: the end of them is screens away.
    await expect(page.getByRole('button', { name: `Show all ${all} promotions` })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(cards).toHaveCount(8);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 100_000);
        return cards.count();
      })
      .toBe(all);
    await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
  });

  test('the button after the drawn promotions draws them all, focus on the first added', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript("localStorage.setItem('lang', 'ch')");
    await page.goto('/promotions');
    const all = Number((await page.getByText(/^\d+ 项优惠$/).textContent())?.split(' ')[0]);
    const showAll = page.getByRole('button', { name: `显示全部 ${all} 项优惠` });
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: '优惠活动' }).getByRole('listitem')).toHaveCount(
      all,
    );
    await expect(showAll).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/promotions\/\d+$/);
    const focused = Number(
      await page.evaluate(
        "[...document.querySelectorAll('main ul[aria-label] > li')].findIndex((li) => li.contains(document.activeElement))",
      ),
    );
    // Focus lands on a promotion the button added (focusing it may have drawn a step already).
    expect(focused).toBeGreaterThanOrEqual(8);
  });

  test('ignores a filter it does not know instead of failing', async ({ page }) => {
    await page.goto('/promotions?filter=bogus');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Promotions' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test("shows Singapore's members' day although the browser is on New York time", async ({
    page,
    request,
  }) => {
    const withDay = (await promotions(request))
      .map((p) => ({ p, day: nextMembersDay({ startDate: p.StartDate, endDate: p.EndDate }) }))
      .find((x) => x.day !== undefined);
    expect(withDay, "the seed has a members' day promotion").toBeDefined();
    await page.goto(`/promotions/${withDay!.p.HappeningID}`);
    await expect(page.getByRole('heading', { level: 1, name: withDay!.p.Title })).toBeVisible();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await expect(
      page.getByText(formatDisplayDate(sgWallTimeToIso(withDay!.day!)), { exact: true }),
    ).toBeVisible();
  });
});

test.describe('when the promotions cannot load', () => {
  test.use({ serviceWorkers: 'block' });

  test('says so with a retry instead of spinning, and recovers', async ({ page, context }) => {
    let failing = true;
    await undrawnAsTheWorkersCopy(page);
    await context.route('**/bi/Prod/v1/promotions', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"Status":0,"Message":"Promotions are being updated, back in a minute"}',
          })
        : route.continue(),
    );
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'We could not load this' })).toBeVisible();
    // The server's own words, beside the retry (spec section 8).
    await expect(
      page.getByText('Promotions are being updated, back in a minute', { exact: true }),
    ).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('list', { name: 'Promotions' }).getByRole('listitem').first(),
    ).toBeVisible();
  });
});

test.describe('promotion detail', () => {
  test('offers an .ics in Singapore time and a link to share', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [promotion] = await promotions(request);
    await page.goto(`/promotions/${promotion!.HappeningID}`);
    await expect(page.getByRole('heading', { level: 1, name: promotion!.Title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All promotions' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/DTSTART(;VALUE=DATE:\d{8}|;TZID=Asia\/Singapore:\d{8}T\d{6})\r\n/);
    expect(ics).toContain(`UID:promotion-${promotion!.HappeningID}@`);

    // Headless Chromium has no share sheet: the link is copied and the page says so.
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/promotions/${promotion!.HappeningID}`,
    );
  });

  test('shows the Chinese title in Chinese', async ({ page, request }) => {
    const promotion = (await promotions(request)).find((p) => p.BiTitle)!;
    await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
    await page.goto(`/promotions/${promotion.HappeningID}`);
    await expect(page.getByRole('heading', { level: 1, name: promotion.BiTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: '全部优惠' })).toBeVisible();
    await expect(page).toHaveTitle(`${promotion.BiTitle} | 新达城`);
  });

  test('an unknown promotion is the 404 page, with what the server said', async ({ page }) => {
    const response = await page.goto('/promotions/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'This page could not be found',
    );
    await expect(page.getByText('No promotion with HappeningID 987654')).toBeVisible();
  });
});
