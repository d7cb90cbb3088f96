/**
 * When the floating live-chat button shows on a small screen. There it would sit over the page's
 * text and links wherever it floats, so it keeps out of the way while the visitor reads down the
 * page and comes out where it covers nothing or is asked for: at the end of the page, whose
 * footer keeps room for it; after the visitor scrolls back up (looking for a way on); and, in the
 * component, while it has the keyboard focus or its panel is open.
 */

/** Scrolling up this far counts as looking for the way on, not as a jitter of the finger. */
export const REVEAL_AFTER_UP_PX = 48;

export interface ChatReveal {
  /** The last scroll position seen. */
  y: number;
  /** How far the visitor has scrolled up since they last scrolled down. */
  upTravel: number;
  shown: boolean;
}

export interface ScrollView {
  /** The page's scroll position (`scrollY`). */
  y: number;
  /** The window's height. */
  viewportHeight: number;
  /** The page's height (`scrollHeight`). */
  pageHeight: number;
}

/** At the end of the page: the room its footer keeps for the button is on screen. */
export function atPageEnd({ y, viewportHeight, pageHeight }: ScrollView): boolean {
  // A pixel of slack: browsers round fractional scroll positions.
  return y + viewportHeight >= pageHeight - 1;
}

/** The state before any scrolling: shown only when the page already ends on screen. */
export function initialReveal(view: ScrollView): ChatReveal {
  return { y: view.y, upTravel: 0, shown: atPageEnd(view) };
}

/** The state after the page moved to `view`. */
export function nextReveal(state: ChatReveal, view: ScrollView): ChatReveal {
  const moved = view.y - state.y;
  const upTravel = moved < 0 ? state.upTravel - moved : moved > 0 ? 0 : state.upTravel;
  return {
    y: view.y,
    upTravel,
    shown: atPageEnd(view) || upTravel >= REVEAL_AFTER_UP_PX,
  };
}
