import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useLanguage, useMessages } from '../../i18n';
import { headerMessages } from '../../i18n/frame';
import type { MenuLink as MenuLinkData } from './menu-definition';

/**
 * One menu or footer link: an internal path through the router (preloaded on intent), or a sister
 * site opened in a new tab with an icon and a spoken "(opens in a new tab)".
 */
export function MenuLink({
  link,
  className,
  to,
}: {
  link: MenuLinkData;
  className?: string;
  to?: string;
}) {
  const language = useLanguage();
  const t = useMessages(headerMessages);
  const label = link.label[language];
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <ExternalLink
          size={14}
          aria-hidden="true"
          style={{ marginInlineStart: 4, verticalAlign: '-2px', flexShrink: 0 }}
        />
        <span className="visually-hidden">{` ${t.opensInNewTab}`}</span>
      </a>
    );
  }
  return (
    <Link
      to={to ?? link.to}
      className={className}
      activeProps={{ 'aria-current': 'page' }}
      activeOptions={{ exact: true }}
    >
      {label}
    </Link>
  );
}
