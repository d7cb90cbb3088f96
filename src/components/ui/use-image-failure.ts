import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, however early it failed. React listens for an image's `error`
 * event only once it has created or hydrated the element: an image of a page drawn by the server
 * that failed before the app hydrated (artwork unreachable, a slow phone) fired it to nobody, and
 * kept the browser's broken-image glyph. So, as the element is attached, an image already settled
 * without a picture counts too: `decode()` rejects at once for a broken image, while one not
 * loaded yet (lazy, still on its way) settles later, when `onError` is listening.
 */
export function useImageFailure(): {
  failed: boolean;
  ref: (image: HTMLImageElement | null) => void;
  onError: () => void;
} {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) image.decode().catch(onError);
    },
    [onError],
  );
  return { failed, ref, onError };
}
