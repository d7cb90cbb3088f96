import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  // Spec section 9: a price shows a dollar sign and two decimals, or a dash when empty.
  it.each([
    [29.9, 19.9, 'Now $19.90 Was $29.90 33% off'],
    [undefined, 19.9, 'Now $19.90 Was -'],
    [19.9, 19.9, 'Now $19.90'],
    [29.9, undefined, 'Now - Was $29.90'],
  ])('original %s, sale %s reads "%s"', (originalPrice, salesPrice, expected) => {
    const { container } = render(
      <PriceTag originalPrice={originalPrice} salesPrice={salesPrice} />,
    );
    expect(container.textContent?.replace(/\s+/g, ' ').trim()).toBe(expected);
  });
});
