/** A deal of a merchant, as its store page lists it. */
export interface Deal {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  imageUrl?: string;
  price?: number;
  points?: number;
  startDate?: string;
  endDate?: string;
}

/** Deals that have not ended at `now`. */
export function currentDeals(deals: readonly Deal[], now: number): Deal[] {
  return deals.filter((deal) => !deal.endDate || Date.parse(deal.endDate) >= now);
}
