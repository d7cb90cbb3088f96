/**
 * The accessibility scan of the browser tests: axe-core with the rules of WCAG 2.0 and 2.1, A and
 * AA, and axe's best practices, plus the label-in-name rule, and no other rule; then the text axe
 * leaves for a person to review over artwork, measured from the rendered pixels
 * (contrast-over-art.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lowContrast, measureContrastOverArt } from './contrast-over-art';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * WCAG 2.5.3 (label in name): a control's name contains its visible text, so a speech user can say
 * what they see. axe ships the rule as experimental (off unless asked for by name).
 */
export const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * The scan's builder. The tag filter is part of the options object itself: the builder's
 * `options()` replaces that whole object, so `withTags()` before it was silently dropped and axe
 * ran its default rules instead (the same set as these tags in axe 4.14, by chance, not by test).
 * Legacy mode runs axe in the page itself instead of gathering frames into a fresh blank page
 * (the site renders no frames): about half the time of a scan. Besides violations, only the
 * results to review are gathered in full (the contrast over artwork below).
 */
export function axeScan(page: Page, axeSource?: string): AxeBuilder {
  return new AxeBuilder(axeSource === undefined ? { page } : { page, axeSource })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: EXTRA_RULES,
      resultTypes: ['violations', 'incomplete'],
    });
}

/**
 * What the scan finds on the page as it is, labelled for the report: axe's violations, and any
 * text axe left for review over artwork whose pixels fall below AA contrast. Puts the page's
 * scroll position back after measuring (each text is scrolled into view for it).
 */
export async function accessibilityFindings(page: Page, label: string): Promise<string[]> {
  const result = await axeScan(page).analyze();
  const violations = result.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
  const toReview = result.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
  const scroll = await page.evaluate(() => [window.scrollX, window.scrollY] as const);
  const measured = await measureContrastOverArt(page, toReview);
  await page.evaluate(([x, y]) => window.scrollTo(x, y), scroll);
  return [...violations, ...lowContrast(label, measured)];
}
