import { useQuery } from '@tanstack/react-query';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { PageHeader } from '../../../components/ui/page-header';
import { useLanguage, useMessages } from '../../../i18n';
import { contactDetailsQueryOptions } from '../api/queries';
import { contactMessages } from '../messages';
import { ContactForm } from './contact-form';
import styles from './contact-screen.module.css';

/** Address, phone, email and hours beside the form, when the contact details are at hand. */
function OtherWays() {
  const t = useMessages(contactMessages);
  const language = useLanguage();
  const { data } = useQuery(contactDetailsQueryOptions());
  if (!data) return null;
  const hours = language === 'ch' && data.hoursZh ? data.hoursZh : data.hours;
  const rows = [
    { label: t.addressLabel, value: data.address },
    {
      label: t.phoneLabel,
      value: data.phone,
      href: data.phone && `tel:${data.phone.replace(/[^+\d]/g, '')}`,
    },
    { label: t.emailLabel, value: data.email, href: data.email && `mailto:${data.email}` },
    { label: t.hoursLabel, value: hours },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <aside className={styles.aside} aria-labelledby="contact-other-ways">
      <h2 id="contact-other-ways" className={styles.asideTitle}>
        {t.otherWays}
      </h2>
      <dl className={styles.ways}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** The /contact screen. */
export function ContactScreen() {
  const t = useMessages(contactMessages);
  usePageMeta({ title: t.title, description: t.description });
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <ContactForm />
        </div>
        <OtherWays />
      </div>
    </>
  );
}
