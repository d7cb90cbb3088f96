import type { ReactNode } from 'react';
import styles from './home-section.module.css';

/** A band of the home page inside the 1196 px wrapper; `bleed` lets it touch the edges on phones. */
export function HomeSection({ children, bleed = false }: { children: ReactNode; bleed?: boolean }) {
  return <div className={bleed ? styles.bleed : 'container'}>{children}</div>;
}
