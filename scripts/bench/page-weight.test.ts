import { describe, expect, it } from 'vitest';
import { pageWeightLine, readDrawnPage, type PageWeight } from './page-weight.ts';

describe('a drawn page', () => {
  it("counts the body's elements and finds the linked stylesheet", () => {
    const html =
      '<!doctype html><html><head><style>a{}</style></head><body><div id="root"><main><h1>Hi</h1><p>a <b>b</b></p></main></div><link rel="stylesheet" href="/assets/style-x.css"><script src="/a.js"></script></body></html>';
    expect(readDrawnPage(html)).toEqual({ drawnElements: 7, stylesheet: '/assets/style-x.css' });
  });

  it('has no stylesheet when none is linked', () => {
    expect(readDrawnPage('<html><body><p>x</p></body></html>')).toEqual({ drawnElements: 1 });
  });
});

const weight = (sentBytes: number): PageWeight => ({
  page: { label: 'Home', path: '/' },
  sent: { encoding: 'br', bytes: sentBytes },
  gzipBytes: 16_000,
  rawBytes: 80_000,
  drawnElements: 644,
  firstPaintCss: { gzipBytes: 5_400, rawBytes: 24_000 },
  stylesheet: { path: '/assets/style-x.css', gzipBytes: 13_500, rawBytes: 70_000 },
});

describe('page weight lines', () => {
  it('shows the document as sent and in gzip, the elements and both CSS parts', () => {
    const line = pageWeightLine(weight(14_336));
    expect(line.failed).toEqual([]);
    expect(line.measured).toBe(
      'document 14.0 KB br as sent, 15.6 KB gzip (78.1 KB raw) · 644 elements in the body · CSS 5.3 KB gzip (23.4 KB raw) in the document + the stylesheet 13.2 KB gzip (68.4 KB raw)',
    );
    expect(line.budget).toBe('document as sent ≤ 14.0 KB');
  });

  it('fails a document past the first round trip', () => {
    expect(pageWeightLine(weight(14_337)).failed).toEqual(['document']);
  });
});
