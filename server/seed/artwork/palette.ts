/** The design tokens' colours (src/styles/tokens.css), used by every generated picture. */
export const PALETTE = {
  navy: '#14213D',
  teal: '#0B5F6E',
  bronze: '#C8963E',
  red: '#B3261E',
  offWhite: '#F7F4EF',
  white: '#FFFFFF',
} as const;

export type PaletteName = keyof typeof PALETTE;

/** Background and accent pairs that keep the motifs legible. */
export const BANNER_THEMES: readonly { background: string; ring: string; accent: string }[] = [
  { background: PALETTE.navy, ring: PALETTE.offWhite, accent: PALETTE.bronze },
  { background: PALETTE.teal, ring: PALETTE.offWhite, accent: PALETTE.bronze },
  { background: PALETTE.offWhite, ring: PALETTE.teal, accent: PALETTE.bronze },
  { background: PALETTE.red, ring: PALETTE.offWhite, accent: PALETTE.bronze },
  { background: PALETTE.offWhite, ring: PALETTE.navy, accent: PALETTE.red },
  { background: PALETTE.navy, ring: PALETTE.bronze, accent: PALETTE.teal },
];
