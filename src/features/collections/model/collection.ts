/** A curated collection of stores ("Date night", "Gifts for kids"). */
export interface Collection {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  descriptionZh?: string;
  imageUrl?: string;
  merchantCodes: string[];
}
