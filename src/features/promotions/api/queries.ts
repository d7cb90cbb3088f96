/**
 * The promotions feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, derivedQuery, detailQuery, fetchedQuery } from '../../../lib/read-path';
import { promotionsOfMerchant, type PromotionMerchant } from '../model/merchant-promotions';
import { toPromotionCardFields } from '../model/promotion';

export const promotionKeys = {
  /** Prefix of every promotions query. The list sits at the prefix itself (its key since launch). */
  all: ['promotions'] as const,
  list: () => promotionKeys.all,
  detail: (id: string) => [...promotionKeys.all, 'detail', id] as const,
  /** One merchant's promotions (a store page's), read from the list. */
  ofMerchant: (merchantCode: string) => [...promotionKeys.all, 'merchant', merchantCode] as const,
  /** The promotions flagged featured (the home page's), read from the list. */
  featured: () => [...promotionKeys.all, 'featured'] as const,
  /** Every promotion as its card (the promotions page's), read from the list. */
  cards: () => [...promotionKeys.all, 'cards'] as const,
};

const calls = () => import('./promotions');

export const promotionsQueryOptions = () =>
  fetchedQuery({
    queryKey: promotionKeys.list(),
    fetch: async (signal) => (await calls()).getPromotions(signal),
  });

export const promotionQueryOptions = (id: string) =>
  detailQuery({
    queryKey: promotionKeys.detail(id),
    fetch: async (signal) => (await calls()).getPromotion(id, signal),
    list: promotionsQueryOptions(),
    find: byId(id),
  });

/**
 * The promotions page's cards: every promotion cut to what its card draws. A page the server drew
 * carries these, not the list's texts and terms (some 3 KB of its compressed document); a
 * promotion opened from them asks for its own (`promotionQueryOptions`, which falls back to the
 * whole list, never to these cards). A stale list is refetched first, so a refetch of the cards
 * brings new ones; when neither the network nor the worker answers, the list held.
 */
export const promotionCardsQueryOptions = () =>
  derivedQuery({
    queryKey: promotionKeys.cards(),
    from: promotionsQueryOptions(),
    derive: (promotions) => promotions.map(toPromotionCardFields),
    fresh: true,
  });

/** A store page's promotions, taken from the list. A page the server drew carries them only. */
export const merchantPromotionsQueryOptions = (merchant: PromotionMerchant) =>
  derivedQuery({
    queryKey: promotionKeys.ofMerchant(merchant.code),
    from: promotionsQueryOptions(),
    derive: (promotions) => promotionsOfMerchant(promotions, merchant),
  });

/**
 * The home page's featured promotions: every promotion flagged featured, ended or not (the page
 * picks the current ones by its own clock). A page the server drew carries them, not the list.
 */
export const featuredPromotionsQueryOptions = () =>
  derivedQuery({
    queryKey: promotionKeys.featured(),
    from: promotionsQueryOptions(),
    derive: (promotions) =>
      promotions.filter((promotion) => promotion.isFeatured).map(toPromotionCardFields),
  });
