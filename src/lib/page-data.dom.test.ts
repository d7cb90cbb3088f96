import { describe, expect, it } from 'vitest';
import { deserializePageData, pageDataWriter } from './page-data';

/** What the browser reads: the page's data block put in the document, then each place. */
function roundTrip(...data: unknown[]): unknown[] {
  const writer = pageDataWriter();
  const carried = data.map((item) => writer.serialize(item));
  document.body.innerHTML = writer.block();
  return carried.map(deserializePageData);
}

describe('query data in a drawn page', () => {
  it('travels in a data block when plain, comes back equal, and cannot end its element', () => {
    const hours = [{ dayOfWeek: 0, open: '10:00', close: '22:00' }];
    const data = {
      merchants: [
        { id: '1', name: 'Bloom </script><b>Kitchen', nameZh: '绽放厨房', hours, isHalal: true },
        { id: '2', name: 'Line\u2028break <!-- x', hours, rating: 4.5, logo: null },
      ],
      subCategories: [],
    };
    const writer = pageDataWriter();
    expect(writer.serialize(data)).toEqual({ $page: 0 });
    expect(writer.serialize([1, 2])).toEqual({ $page: 1 });
    const block = writer.block();
    expect(block).toMatch(
      /^<script type="application\/json" id="page-data">\[[\s\S]*\]<\/script>$/,
    );
    expect(block.slice(block.indexOf('>') + 1, -'</script>'.length)).not.toContain('<');
    expect(roundTrip(data, [1, 2])).toEqual([data, [1, 2]]);
  });

  it('writes the text of one data object once', () => {
    const data = { list: [1, 2, 3] };
    const first = pageDataWriter();
    first.serialize(data);
    const second = pageDataWriter();
    second.serialize(data);
    expect(second.block()).toBe(first.block());
  });

  it.each([
    ['a date', { at: new Date(0) }],
    ['an undefined array item', { list: [1, undefined] }],
    ['a hole', { list: Object.assign(new Array<number>(3), { 0: 1, 2: 3 }) }],
    ['a map', { byId: new Map([[1, 'a']]) }],
    ['NaN', { score: Number.NaN }],
    ['minus zero', { offset: -0 }],
    ['a class instance', { error: new Error('x') }],
  ])('leaves data with %s to the router, unchanged', (_, data) => {
    const writer = pageDataWriter();
    expect(writer.serialize(data)).toBe(data);
    expect(writer.block()).toBe('');
    expect(deserializePageData(data)).toBe(data);
  });

  it('leaves an undefined field out, which the browser reads as undefined all the same', () => {
    const promotion = {
      id: '6',
      title: 'Kids Club',
      merchantId: undefined,
      tags: [{ zh: undefined }],
    };
    const writer = pageDataWriter();
    expect(writer.serialize(promotion)).toEqual({ $page: 0 });
    expect(writer.block()).not.toContain('merchantId');
    const [back] = roundTrip(promotion) as [typeof promotion];
    expect(back).toEqual(promotion);
    expect(back.merchantId).toBeUndefined();
    expect(back.tags[0]!.zh).toBeUndefined();
  });

  it('leaves a cycle and very deep data to the router', () => {
    const writer = pageDataWriter();
    const cycle: Record<string, unknown> = { name: 'x' };
    cycle.self = cycle;
    expect(writer.serialize(cycle)).toBe(cycle);
    let deep: unknown = 'leaf';
    for (let level = 0; level < 40; level += 1) deep = { deep };
    expect(writer.serialize(deep)).toBe(deep);
  });

  it('passes primitives and other objects through', () => {
    const writer = pageDataWriter();
    expect(writer.serialize('text')).toBe('text');
    expect(writer.serialize(3)).toBe(3);
    expect(deserializePageData(null)).toBeNull();
    const other = { $page: 0, more: 1 };
    expect(deserializePageData(other)).toBe(other);
  });
});

describe('objects met more than once in query data', () => {
  it('are written once and come back as one object, wherever they are', () => {
    const hours = [{ dayOfWeek: 0, open: '10:00', close: '22:00' }];
    const cafe = { id: 1, name: 'Café' };
    const subCategories = [cafe];
    const merchants = Array.from({ length: 50 }, (_, index) => ({
      id: String(index),
      hours,
      subCategories,
      // Integer-like keys come first in an object's keys, whatever the text's order.
      byDay: { 2: hours, 1: cafe },
    }));
    const data = { merchants, subCategories, '10': subCategories };
    const writer = pageDataWriter();
    writer.serialize(data);
    const block = writer.block();
    expect(block.match(/22:00/g)).toHaveLength(1);
    expect(block.match(/Café/g)).toHaveLength(1);
    const [back] = roundTrip(data) as [typeof data];
    expect(back).toEqual(data);
    expect(back.merchants[49]!.hours).toBe(back.merchants[0]!.hours);
    expect(back.merchants[3]!.byDay[1]).toBe(back.subCategories[0]);
    expect(back['10']).toBe(back.subCategories);
  });

  it("leaves data using the block's own marks to the router", () => {
    for (const data of [{ list: [{ $same: 0 }] }, { $shared: [[], {}] }]) {
      const writer = pageDataWriter();
      expect(writer.serialize(data)).toBe(data);
      expect(writer.block()).toBe('');
    }
  });
});
