/** Generated artwork of the seed (no photographs, no real brands): banners and merchant monograms. */
export { bannerSvg, type BannerOptions, type BannerMotif } from './artwork/banner.ts';
export { monogramSvg, initialsOf, type MonogramOptions } from './artwork/monogram.ts';
export { PALETTE, BANNER_THEMES } from './artwork/palette.ts';
