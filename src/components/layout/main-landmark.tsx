import { createContext, useContext, type ReactNode } from 'react';

/** True inside the frame's main region. */
const InsideMain = createContext(false);

/**
 * The page's one main region, the skip link's target `#main`: the frame's content wrapper, which
 * every page renders into. Drawn by the server too, so the landmark is there before hydration.
 */
export function MainLandmark({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={className}>
      <InsideMain.Provider value>{children}</InsideMain.Provider>
    </main>
  );
}

/**
 * The error pages' region: a part of the frame's main region inside the frame, and the main
 * region itself when the frame failed and the error page is shown alone. Never none, never two.
 */
export function ErrorRegion({ className, children }: { className?: string; children: ReactNode }) {
  return useContext(InsideMain) ? (
    <div className={className}>{children}</div>
  ) : (
    <MainLandmark className={className}>{children}</MainLandmark>
  );
}
