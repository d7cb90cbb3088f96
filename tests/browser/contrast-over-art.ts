/**
 * Colour contrast of text that axe cannot judge and leaves for a person to review: text over a
 * gradient, a background image, an SVG drawing or other overlapping artwork (its `incomplete`
 * results of `color-contrast`). Checked here from the rendered pixels instead: the text's box is
 * captured as drawn, then again with its letters made transparent (a halo or shadow stays, as it
 * is part of what the eye sees them against); the pixels that change are the letters, and what
 * the second capture shows there is what lies behind them. Every such pixel must stand against
 * the text's colour at WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 */
import type { NodeResult } from 'axe-core';
import type { Page } from '@playwright/test';

/** A pixel counts as part of a letter when a channel changes this much without the letters. */
const LETTER_CHANGE = 40;

interface TextProbe {
  /** The visible part of the text's box, in the window's CSS pixels; null when nothing shows. */
  clip: { x: number; y: number; width: number; height: number } | null;
  /** The text's own colour as drawn: CSS `color`, or `fill` for SVG text; with alpha. */
  color: [number, number, number, number];
  large: boolean;
  text: string;
}

/** What one text measures: its worst ratio against what lies behind its letters. */
export interface ArtContrast {
  target: string;
  text: string;
  /** Undefined when no letter of it is drawn on screen (clipped, scrolled away). */
  worstRatio: number | undefined;
  required: number;
  /** How many letter pixels were sampled. */
  samples: number;
}

/**
 * Measures the text of each node axe left for review (color-contrast, incomplete). The page must
 * be still (no running animation); each text is scrolled into view in turn.
 */
export async function measureContrastOverArt(
  page: Page,
  nodes: readonly NodeResult[],
): Promise<ArtContrast[]> {
  const measured: ArtContrast[] = [];
  for (const node of nodes) {
    const target = node.target.map(String).join(' ');
    measured.push(await measureOne(page, target));
  }
  return measured;
}

/** Findings for a report: each text below AA over its art, with its ratio. */
export function lowContrast(label: string, measured: readonly ArtContrast[]): string[] {
  return measured
    .filter((item) => item.worstRatio !== undefined && item.worstRatio < item.required)
    .map(
      (item) =>
        `${label}: text over art below AA: ${item.target} “${item.text}” ${item.worstRatio?.toFixed(2)}:1 < ${item.required}:1`,
    );
}

async function measureOne(page: Page, target: string): Promise<ArtContrast> {
  const element = page.locator(target).first();
  await element.scrollIntoViewIfNeeded().catch(() => undefined);
  const probe = await element.evaluate(probeText);
  const required = probe.large ? 3 : 4.5;
  const result = { target, text: probe.text, required };
  if (!probe.clip) return { ...result, worstRatio: undefined, samples: 0 };
  const shot = () =>
    page.screenshot({ clip: probe.clip!, animations: 'disabled', caret: 'hide', scale: 'css' });
  const drawn = await shot();
  await element.evaluate(hideLetters, true);
  let behind: Buffer;
  try {
    behind = await shot();
  } finally {
    await element.evaluate(hideLetters, false);
  }
  const { worstRatio, samples } = await page.evaluate(worstRatioBehindLetters, {
    drawn: drawn.toString('base64'),
    behind: behind.toString('base64'),
    color: probe.color,
    letterChange: LETTER_CHANGE,
  });
  return { ...result, worstRatio: samples > 0 ? worstRatio : undefined, samples };
}

/** In the page: the text's visible box, its colour and size. */
function probeText(element: Element): TextProbe {
  const rects: DOMRect[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
  }
  const style = getComputedStyle(element);
  const paint = element instanceof SVGElement ? style.fill : style.color;
  const channels = (paint.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
  let opacity = 1;
  for (let at: Element | null = element; at; at = at.parentElement)
    opacity *= Number(getComputedStyle(at).opacity);
  const color: [number, number, number, number] = [
    channels[0] ?? 0,
    channels[1] ?? 0,
    channels[2] ?? 0,
    (channels[3] ?? 1) * opacity,
  ];
  const size = parseFloat(style.fontSize);
  const bold = Number(style.fontWeight) >= 700;
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const large = size >= 24 || (bold && size >= 18.66);
  // Around the letters by a pixel (anti-aliasing), and inside the window.
  const left = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left)) - 1));
  const top = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.top)) - 1));
  const right = Math.min(window.innerWidth, Math.ceil(Math.max(...rects.map((r) => r.right)) + 1));
  const bottom = Math.min(
    window.innerHeight,
    Math.ceil(Math.max(...rects.map((r) => r.bottom)) + 1),
  );
  const clip =
    rects.length > 0 && right > left && bottom > top
      ? { x: left, y: top, width: right - left, height: bottom - top }
      : null;
  return { clip, color, large, text };
}

/**
 * In the page: makes the element's letters (and its descendants') transparent, or puts them back.
 * Through the CSSOM, which the site's Content-Security-Policy allows (a style tag it would not).
 */
function hideLetters(element: Element, hide: boolean): void {
  const PROPERTIES = ['color', '-webkit-text-fill-color', 'fill', 'transition'];
  const saved = 'data-contrast-probe-style';
  for (const target of [element, ...element.querySelectorAll('*')]) {
    if (!(target instanceof HTMLElement || target instanceof SVGElement)) continue;
    if (hide) {
      target.setAttribute(saved, target.style.cssText);
      for (const property of PROPERTIES)
        target.style.setProperty(
          property,
          property === 'transition' ? 'none' : 'transparent',
          'important',
        );
    } else {
      target.style.cssText = target.getAttribute(saved) ?? '';
      target.removeAttribute(saved);
      if (!target.getAttribute('style')) target.removeAttribute('style');
    }
  }
}

/**
 * In the page: the lowest contrast between the text's colour and any pixel behind a letter (a
 * pixel that changed when the letters were hidden), from the two PNG captures.
 */
async function worstRatioBehindLetters(input: {
  drawn: string;
  behind: string;
  color: [number, number, number, number];
  letterChange: number;
}): Promise<{ worstRatio: number; samples: number }> {
  const pixels = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  };
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const [drawn, behind] = await Promise.all([pixels(input.drawn), pixels(input.behind)]);
  const [tr, tg, tb, alpha] = input.color;
  let worstRatio = Number.POSITIVE_INFINITY;
  let samples = 0;
  for (let i = 0; i < drawn.length; i += 4) {
    const change = Math.max(
      Math.abs(drawn[i]! - behind[i]!),
      Math.abs(drawn[i + 1]! - behind[i + 1]!),
      Math.abs(drawn[i + 2]! - behind[i + 2]!),
    );
    if (change <= input.letterChange) continue;
    const [br, bg, bb] = [behind[i]!, behind[i + 1]!, behind[i + 2]!];
    // A translucent text colour is seen blended with what is behind it.
    const text = luminance(
      tr * alpha + br * (1 - alpha),
      tg * alpha + bg * (1 - alpha),
      tb * alpha + bb * (1 - alpha),
    );
    const back = luminance(br, bg, bb);
    const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
    worstRatio = Math.min(worstRatio, ratio);
    samples += 1;
  }
  return { worstRatio, samples };
}
