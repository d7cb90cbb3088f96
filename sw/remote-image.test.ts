/// <reference lib="webworker" />
import { describe, expect, it } from 'vitest';
import { isRemoteImage } from './remote-image';

const ORIGIN = 'https://www.complex.example';
const asImage = { destination: 'image' } as Request;
const asFetch = { destination: '' } as Request;

describe('images of the complex image hosts', () => {
  it.each([
    [asImage, 'https://images.complex-bi.example/logo/12.png', true],
    [asImage, 'http://localhost:4174/images/logo-5000.svg', true],
    [asImage, `${ORIGIN}/media/logo/12.svg`, false],
    [asFetch, 'https://images.complex-bi.example/logo/12.png', false],
    [asImage, 'data:image/png;base64,AAAA', false],
  ])('%#: kept by the worker only when another origin serves an image', (request, url, kept) => {
    expect(isRemoteImage(request, new URL(url), ORIGIN)).toBe(kept);
  });
});
