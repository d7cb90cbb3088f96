/** How to reach the complex, as the getting-here page shows it, in both languages. */

/** A text in English with its Chinese version when there is one. */
export interface Bilingual {
  en: string;
  zh?: string;
}

export interface MrtRoute {
  station: Bilingual;
  line?: Bilingual;
  lineCode?: string;
  exit?: Bilingual;
  walkMinutes?: number;
  directions: Bilingual;
}

export interface BusStop {
  name: string;
  code?: string;
  services: string[];
  directions: Bilingual;
}

export interface GettingThereFaq {
  id: string;
  question: Bilingual;
  answerHtml: Bilingual;
  sortOrder: number;
}

export interface GettingThere {
  address?: string;
  introHtml?: Bilingual;
  mrt: MrtRoute[];
  bus: BusStop[];
  car: { directions: Bilingual; entrances: Bilingual[] };
  taxi: { name: Bilingual; location?: Bilingual }[];
  carparkRates: { period: Bilingual; rate: Bilingual }[];
  faqs: GettingThereFaq[];
}
