import { Fragment, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Bus,
  Car,
  CarTaxiFront,
  CircleParking,
  CircleHelp,
  ExternalLink,
  MapPin,
  SquareParking,
  TrainFront,
  type LucideIcon,
} from 'lucide-react';
import { Accordion } from '../../../components/ui/accordion';
import { PageHeader } from '../../../components/ui/page-header';
import { LinkedRichText } from '../../../components/ui/linked-rich-text';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, localizedTitleLang, textLang, useLanguage, useMessages } from '../../../i18n';
import type { Language } from '../../../lib/language';
import { gettingThereQueryOptions } from '../api/queries';
import type { Bilingual } from '../model/getting-there';
import { gettingHereMessages } from '../messages';
import styles from './getting-here.module.css';

const pick = (language: Language, text: Bilingual) => (language === 'ch' && text.zh) || text.en;
/** The `lang` of what `pick` shows: `'en'` when a Chinese page falls back to the English. */
const pickLang = (language: Language, text: Bilingual) => localizedTitleLang(language, text.zh);

function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <Icon size={24} aria-hidden="true" className={styles.icon} />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section another feature fills, placed after "By car" (live parking, composed by the route). */
export interface ExtraSection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Getting here: address with a maps link, MRT, bus, car, `afterCar` (the route's live parking),
 * taxi, carpark rates and the related FAQ.
 */
export function GettingHerePage({ afterCar }: { afterCar?: ExtraSection }) {
  const t = useMessages(gettingHereMessages);
  const language = useLanguage();
  usePageMeta({ title: t.title, description: t.description });
  const { data } = useSuspenseQuery(gettingThereQueryOptions());

  const sections = [
    { id: 'mrt', title: t.mrt, show: data.mrt.length > 0 },
    { id: 'bus', title: t.bus, show: data.bus.length > 0 },
    {
      id: 'car',
      title: t.car,
      show: Boolean(data.car.directions.en) || data.car.entrances.length > 0,
    },
    ...(afterCar ? [{ id: afterCar.id, title: afterCar.title, show: true }] : []),
    { id: 'taxi', title: t.taxi, show: data.taxi.length > 0 },
    { id: 'carpark-rates', title: t.carparkRates, show: data.carparkRates.length > 0 },
    { id: 'getting-here-faq', title: t.faq, show: data.faqs.length > 0 },
  ].filter((s) => s.show);

  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className={`container ${styles.page}`}>
        <div className={styles.top}>
          <div className={styles.intro}>
            {data.address && (
              <p className={styles.address}>
                <MapPin size={20} aria-hidden="true" />
                <span>
                  <strong>{t.address}: </strong>
                  {/* The address is English only on the wire. */}
                  <span lang={textLang(language)}>{data.address}</span>
                  <br />
                  <a
                    href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Suntec City, ${data.address}`)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t.openInMaps}
                    <ExternalLink size={14} aria-hidden="true" className={styles.external} />
                  </a>
                </span>
              </p>
            )}
            {data.introHtml && (
              <LinkedRichText
                html={pick(language, data.introHtml)}
                lang={pickLang(language, data.introHtml)}
              />
            )}
          </div>
          {sections.length > 1 && (
            <nav aria-label={t.onThisPage} className={styles.toc}>
              <h2 className={styles.tocTitle}>{t.onThisPage}</h2>
              <ul>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>

        {data.mrt.length > 0 && (
          <Section id="mrt" icon={TrainFront} title={t.mrt}>
            <ul className={styles.cards}>
              {data.mrt.map((m, i) => (
                <li key={`${m.lineCode ?? m.line}-${i}`} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    {m.lineCode && <span className={styles.lineCode}>{m.lineCode}</span>}
                    <span lang={pickLang(language, m.station)}>{pick(language, m.station)}</span>
                  </h3>
                  <p className={styles.meta}>
                    {[
                      m.line && { text: pick(language, m.line), lang: pickLang(language, m.line) },
                      m.exit && { text: pick(language, m.exit), lang: pickLang(language, m.exit) },
                      m.walkMinutes !== undefined && {
                        text: format(t.walk, { n: m.walkMinutes }),
                        lang: undefined,
                      },
                    ]
                      .filter((part) => part !== undefined && part !== false)
                      .map((part, index) => (
                        <Fragment key={index}>
                          {index > 0 && ' · '}
                          <span lang={part.lang}>{part.text}</span>
                        </Fragment>
                      ))}
                  </p>
                  <p lang={pickLang(language, m.directions)}>{pick(language, m.directions)}</p>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {data.bus.length > 0 && (
          <Section id="bus" icon={Bus} title={t.bus}>
            <ul className={styles.cards}>
              {data.bus.map((b) => (
                <li key={b.code ?? b.name} className={styles.card}>
                  {/* A bus stop's name is English only on the wire. */}
                  <h3 className={styles.cardTitle} lang={textLang(language)}>
                    {b.name}
                  </h3>
                  {b.code && <p className={styles.meta}>{format(t.stopCode, { code: b.code })}</p>}
                  {b.services.length > 0 && (
                    <ul className={styles.services} aria-label={t.services}>
                      {b.services.map((s) => (
                        <li key={s}>{s}</li>
                      ))}
                    </ul>
                  )}
                  <p lang={pickLang(language, b.directions)}>{pick(language, b.directions)}</p>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {sections.some((s) => s.id === 'car') && (
          <Section id="car" icon={Car} title={t.car}>
            {data.car.directions.en && (
              <p className={styles.prose} lang={pickLang(language, data.car.directions)}>
                {pick(language, data.car.directions)}
              </p>
            )}
            {data.car.entrances.length > 0 && (
              <>
                <h3 className={styles.subTitle}>{t.entrances}</h3>
                <ul className={styles.list}>
                  {data.car.entrances.map((e) => (
                    <li key={e.en} lang={pickLang(language, e)}>
                      {pick(language, e)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>
        )}

        {afterCar && (
          <Section id={afterCar.id} icon={CircleParking} title={afterCar.title}>
            {afterCar.content}
          </Section>
        )}

        {data.taxi.length > 0 && (
          <Section id="taxi" icon={CarTaxiFront} title={t.taxi}>
            <ul className={styles.cards}>
              {data.taxi.map((taxi) => (
                <li key={taxi.name.en} className={styles.card}>
                  <h3 className={styles.cardTitle} lang={pickLang(language, taxi.name)}>
                    {pick(language, taxi.name)}
                  </h3>
                  {taxi.location && (
                    <p lang={pickLang(language, taxi.location)}>{pick(language, taxi.location)}</p>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        )}

        {data.carparkRates.length > 0 && (
          <Section id="carpark-rates" icon={SquareParking} title={t.carparkRates}>
            <table className={styles.rates}>
              <thead>
                <tr>
                  <th scope="col">{t.period}</th>
                  <th scope="col">{t.rate}</th>
                </tr>
              </thead>
              <tbody>
                {data.carparkRates.map((r) => (
                  <tr key={r.period.en}>
                    <th scope="row" lang={pickLang(language, r.period)}>
                      {pick(language, r.period)}
                    </th>
                    <td lang={pickLang(language, r.rate)}>{pick(language, r.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        )}

        {data.faqs.length > 0 && (
          <Section id="getting-here-faq" icon={CircleHelp} title={t.faq}>
            <Accordion
              items={data.faqs.map((f) => ({
                id: f.id,
                title: pick(language, f.question),
                titleLang: pickLang(language, f.question),
                content: (
                  <LinkedRichText
                    html={pick(language, f.answerHtml)}
                    lang={pickLang(language, f.answerHtml)}
                  />
                ),
              }))}
            />
            <p className={styles.more}>
              <Link to="/faq">{t.allFaqs}</Link>
            </p>
          </Section>
        )}
      </div>
    </>
  );
}
