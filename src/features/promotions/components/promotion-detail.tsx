import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { AddToCalendarButton } from '../../../components/ui/add-to-calendar-button';
import { CardGrid, Card } from '../../../components/ui/card';
import { DateRange } from '../../../components/ui/date-range';
import {
  BackLink,
  DetailActions,
  DetailBadges,
  DetailFact,
  DetailFacts,
  DetailImage,
  DetailLayout,
  DetailSection,
  FindStoreLink,
} from '../../../components/ui/detail-layout';
import { LinkedRichText } from '../../../components/ui/linked-rich-text';
import { ShareButton } from '../../../components/ui/share-button';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import {
  displayDate,
  format,
  localizedTitle,
  localizedTitleLang,
  textLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { sgWallTimeToIso } from '../../../shared/dates';
import { complexLocation } from '../../../lib/calendar';
import { promotionQueryOptions } from '../api/queries';
import { nextMembersDay } from '../../../shared/members-day';
import { happeningStatus } from '../model/promotion-status';
import { promotionMessages } from '../messages';
import { promotionCardMessages } from './promotion-card-messages';
import styles from './promotions.module.css';

/**
 * The code that builds the page's schema.org data, loaded only where it runs: the server's render
 * (usePageMeta calls the function there alone), so browsers never download it.
 */
const structuredDataCode = () => import('../model/promotion-structured-data');

/**
 * One promotion: image, title, status, dates, members' day, store, content, terms, more promotions.
 * The wire has Chinese only for titles; place, content and terms are marked English on a Chinese page.
 */
export function PromotionDetail({ id }: { id: string }) {
  const t = useMessages(promotionMessages);
  const card = useMessages(promotionCardMessages);
  const language = useLanguage();
  const { data: promotion } = useSuspenseQuery(promotionQueryOptions(id));
  const now = useNow(60_000);
  const title = localizedTitle(language, promotion.title, promotion.titleZh);
  const english = textLang(language);
  const description = format(t.detailDescription, { title });
  usePageMeta({
    title,
    description,
    image: promotion.imageUrl,
    // The same page is reached at /promotion/{id} too: this is the one search engines keep.
    path: `/promotions/${promotion.id}`,
    structuredData: async () =>
      (await structuredDataCode()).promotionStructuredData(promotion, {
        language,
        name: title,
        description,
      }),
  });

  const status = happeningStatus(promotion, now);
  const membersDay = status !== 'ended' ? nextMembersDay(promotion, now) : undefined;
  const where = [promotion.storeName, promotion.location].filter(Boolean).join(', ');

  return (
    <DetailLayout
      back={<BackLink to="/promotions">{t.backToList}</BackLink>}
      media={<DetailImage src={promotion.imageUrl} />}
      after={
        promotion.morePromotions.length > 0 && (
          <DetailSection title={t.more}>
            <CardGrid label={t.more}>
              {promotion.morePromotions.slice(0, 4).map((more) => (
                <Card
                  key={more.id}
                  to="/promotions/$id"
                  params={{ id: more.id }}
                  imageUrl={more.imageUrl}
                  title={more.title}
                  titleZh={more.titleZh}
                  meta={<DateRange start={more.startDate} end={more.endDate} />}
                />
              ))}
            </CardGrid>
          </DetailSection>
        )
      }
    >
      <DetailBadges>
        {status === 'ongoing' && <Badge tone="success">{card.ongoing}</Badge>}
        {status === 'upcoming' && <Badge tone="info">{card.upcoming}</Badge>}
        {membersDay && <Badge tone="promo">{card.membersDay}</Badge>}
      </DetailBadges>
      <h1 lang={localizedTitleLang(language, promotion.titleZh)}>{title}</h1>
      <DetailFacts>
        <DetailFact label={t.dates}>
          <DateRange start={promotion.startDate} end={promotion.endDate} />
        </DetailFact>
        {membersDay && (
          <DetailFact label={card.membersDay} className={styles.membersDayValue}>
            {displayDate(language, sgWallTimeToIso(membersDay))}
          </DetailFact>
        )}
        {where && (
          <DetailFact label={t.store}>
            <span lang={english}>{where}</span>
            {promotion.storeName && (
              <FindStoreLink
                store={promotion.storeName}
                label={format(t.findStore, { store: promotion.storeName })}
              />
            )}
          </DetailFact>
        )}
      </DetailFacts>
      <DetailActions>
        {promotion.startDate && (
          <AddToCalendarButton
            item={{
              uid: `promotion-${promotion.id}`,
              title,
              start: promotion.startDate,
              end: promotion.endDate,
              location: complexLocation(where),
              url: `/promotions/${promotion.id}`,
            }}
          />
        )}
        <ShareButton title={title} url={`/promotions/${promotion.id}`} />
      </DetailActions>
      <LinkedRichText html={promotion.contentHtml} lang={english} />
      {promotion.termsHtml && (
        <DetailSection title={t.terms}>
          <LinkedRichText html={promotion.termsHtml} lang={english} />
        </DetailSection>
      )}
    </DetailLayout>
  );
}
