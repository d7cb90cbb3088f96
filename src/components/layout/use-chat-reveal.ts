/**
 * Follows the page's scrolling (once a frame at most) and says whether the floating chat button
 * shows on a small screen (chat-reveal.ts). Before the app runs (the server's drawing, the first
 * render) it says false: on a small screen the button starts out of the way.
 */
import { useEffect, useState } from 'react';
import { initialReveal, nextReveal, type ChatReveal, type ScrollView } from './chat-reveal';

function scrollView(): ScrollView {
  return {
    y: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

export function useChatReveal(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let state: ChatReveal = initialReveal(scrollView());
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextReveal(state, scrollView());
      setShown(state.shown);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A page that grows or shrinks (its data came in, a list filtered) may end elsewhere now.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resizes?.observe(document.body);
    schedule(); // the page as it is now: shown at once where it ends on screen
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return shown;
}
