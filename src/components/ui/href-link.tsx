import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { isPlainClick } from '../../lib/plain-click';

/**
 * A link to a URL that comes from the backend (CMS banner and slide links): a site path such as
 * `/events` navigates inside the app; anything else is an ordinary link to another site.
 */
export function HrefLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const internal = href.startsWith('/') && !href.startsWith('//');
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  }
  return (
    <a
      href={href}
      className={className}
      onClick={internal ? onClick : undefined}
      rel={internal ? undefined : 'noopener noreferrer'}
    >
      {children}
    </a>
  );
}
