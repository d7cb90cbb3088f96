import { describe, expect, expectTypeOf, it } from 'vitest';
import { SeedRows, seedTable, type SeedRowOf } from './support.ts';

describe('seedTable', () => {
  it('writes each field in the column of its snake_case name, booleans as 1 or 0', () => {
    const rows = new SeedRows();
    seedTable(rows, 'faqs', [
      { id: 1, category: 'Parking', questionZh: '停车?', gettingThere: true, sortOrder: 2 },
      { id: 2, category: 'Dining', answerHtml: '<p>Yes</p>', gettingThere: false },
    ]);
    expect(rows.groups).toEqual([
      {
        table: 'faqs',
        columns: ['id', 'category', 'question_zh', 'getting_there', 'sort_order', 'answer_html'],
        rows: [
          [1, 'Parking', '停车?', 1, 2, null],
          [2, 'Dining', null, 0, null, '<p>Yes</p>'],
        ],
      },
    ]);
  });

  it('keeps the tables in the order they were first named', () => {
    const rows = new SeedRows();
    seedTable(rows, 'members', [{ id: 1, email: 'a@example.com', phone: '91234567' }]);
    seedTable(rows, 'activation_codes', [
      { code: 'C', memberId: 1, purpose: 'reset', expiresAt: '2026-11-21T00:00:00.000Z' },
    ]);
    expect(rows.groups.map((group) => group.table)).toEqual(['members', 'activation_codes']);
  });

  it('refuses, when compiled, a field that names no column', () => {
    const rows = new SeedRows();
    // @ts-expect-error: `colour` is no column of `faqs`
    seedTable(rows, 'faqs', [{ id: 1, colour: 'red' }]);
    // @ts-expect-error: a list belongs in a table of its own
    seedTable(rows, 'faqs', [{ id: 1, category: ['a', 'b'] }]);
    expect(rows.groups).toHaveLength(2);
  });
});

describe('SeedRowOf', () => {
  it('is the table row in camelCase: nullable columns optional, flags boolean, extras beside', () => {
    type Deal = SeedRowOf<'deals', { omit: 'image_url'; extra: { imageSvg: string } }>;
    expectTypeOf<Deal['titleZh']>().toEqualTypeOf<string>();
    expectTypeOf<Deal['imageSvg']>().toEqualTypeOf<string>();
    expectTypeOf<Deal>().not.toHaveProperty('imageUrl');
    expectTypeOf<Pick<Deal, 'price'>>().toEqualTypeOf<{ price?: number }>();
    type Faq = SeedRowOf<'faqs', { flags: 'getting_there' }>;
    expectTypeOf<Faq['gettingThere']>().toEqualTypeOf<boolean>();
    expectTypeOf<Faq['sortOrder']>().toEqualTypeOf<number>();
  });
});
