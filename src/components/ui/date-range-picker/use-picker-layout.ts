/**
 * The picker's layout, which CSS alone cannot switch: the desktop popover with two paged months
 * against the full-screen scrolling list of months.
 */
import { useMediaQuery } from '../use-media-query';

/** Desktop from 768 px (spec: two months side by side). */
export const DESKTOP_QUERY = '(min-width: 768px)';
/** Tablet from 480 px to under 768 px. */
export const TABLET_QUERY = '(min-width: 480px)';

export type PickerLayout = 'desktop' | 'tablet' | 'phone';

/** The picker's layout for the current viewport width. */
export function usePickerLayout(): PickerLayout {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const tablet = useMediaQuery(TABLET_QUERY, true);
  if (desktop) return 'desktop';
  return tablet ? 'tablet' : 'phone';
}
