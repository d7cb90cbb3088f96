import { Clock, MapPin } from 'lucide-react';
import { format, useMessages } from '../../i18n';
import { useRenderNow } from '../../lib/render-clock';
import { singaporeWallClock } from '../../shared/singapore-time';
import { footerMessages, headerMessages } from '../../i18n/frame';
import { FOOTER_LEGAL_LINKS, FOOTER_VISIT_LINKS } from './menu-definition';
import { MenuLink } from './menu-link';
import { LogoMark } from './logo';
import { SITE_CONTACT } from './site-contact';
import { SocialIcon, type SocialNetwork } from './social-icons';
import styles from './site-footer.module.css';

const SOCIAL: readonly { network: SocialNetwork; name: string }[] = [
  { network: 'facebook', name: 'Facebook' },
  { network: 'instagram', name: 'Instagram' },
  { network: 'youtube', name: 'YouTube' },
];

/** The footer: address, hours, visit and legal links, the member app's stores and social links. */
export function SiteFooter() {
  const t = useMessages(footerMessages);
  const h = useMessages(headerMessages);
  const now = useRenderNow();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-address">
          <LogoMark className={styles.mark} />
          <h2 id="footer-address" className="visually-hidden">
            {t.addressHeading}
          </h2>
          <p className={styles.fact}>
            <MapPin size={18} aria-hidden="true" />
            <span>{t.address}</span>
          </p>
          <p className={styles.fact}>
            <Clock size={18} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t.hoursHeading}</span> <span>{t.hours}</span>
            </span>
          </p>
        </section>

        <nav aria-label={t.footerNavigation} className={styles.nav}>
          <div>
            <h2 className={styles.heading}>{t.visitHeading}</h2>
            <ul className={styles.list}>
              {FOOTER_VISIT_LINKS.map((link) => (
                <li key={link.id}>
                  <MenuLink link={link} className={styles.link} />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t.legalHeading}</h2>
            <ul className={styles.list}>
              {FOOTER_LEGAL_LINKS.map((link) => (
                <li key={link.id}>
                  <MenuLink link={link} className={styles.link} />
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <section aria-labelledby="footer-app" className={styles.app}>
          <h2 id="footer-app" className={styles.heading}>
            {t.appHeading}
          </h2>
          <div className={styles.stores}>
            <a
              className={styles.store}
              href={SITE_CONTACT.appStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.appStore}
              <span className="visually-hidden"> {h.opensInNewTab}</span>
            </a>
            <a
              className={styles.store}
              href={SITE_CONTACT.playStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.googlePlay}
              <span className="visually-hidden"> {h.opensInNewTab}</span>
            </a>
          </div>
          <h2 className={styles.heading}>{t.socialHeading}</h2>
          <ul className={styles.social}>
            {SOCIAL.map(({ network, name }) => (
              <li key={network}>
                <a
                  className={styles.socialLink}
                  href={SITE_CONTACT.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={network} />
                  <span className="visually-hidden">
                    {name} {h.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        {format(t.copyright, { year: singaporeWallClock(now)?.getUTCFullYear() ?? '' })}
      </p>
    </footer>
  );
}
