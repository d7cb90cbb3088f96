import { readNumber, readText } from '../../../lib/wire';
import type { GettingThereDto, GettingThereFaqDto } from './getting-there-dto';

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

export interface GettingThereFaq {
  id: string;
  question: Bilingual;
  answerHtml: Bilingual;
  sortOrder: number;
}

const bilingual = (en: unknown, zh: unknown): Bilingual => ({
  en: readText(en) ?? '',
  zh: readText(zh),
});

/** A bilingual text that may be missing altogether (no English, nothing to show). */
function optionalBilingual(en: unknown, zh: unknown): Bilingual | undefined {
  const text = bilingual(en, zh);
  return text.en ? text : undefined;
}

/**
 * English items with their Chinese versions paired by position; a Chinese list of another length
 * cannot be paired safely, so then every item stays English rather than be mislabelled.
 */
function bilingualList(english: readonly unknown[], chinese: readonly unknown[]): Bilingual[] {
  const paired = english.length === chinese.length;
  return english.flatMap((en, index) => {
    const text = optionalBilingual(en, paired ? chinese[index] : undefined);
    return text ? [text] : [];
  });
}

function toFaq(dto: GettingThereFaqDto): GettingThereFaq {
  return {
    id: String(dto.FaqID),
    question: bilingual(dto.Question, dto.QuestionZh),
    answerHtml: bilingual(dto.Answer, dto.AnswerZh),
    sortOrder: readNumber(dto.SortOrder) ?? Number.MAX_SAFE_INTEGER,
  };
}

export function toGettingThere(
  dto: GettingThereDto,
  faqs: readonly GettingThereFaqDto[],
): GettingThere {
  return {
    address: readText(dto.Address),
    introHtml: optionalBilingual(dto.Intro, dto.IntroZh),
    mrt: (dto.Mrt ?? []).map((m) => ({
      station: bilingual(m.Station, m.StationZh),
      line: optionalBilingual(m.Line, m.LineZh),
      lineCode: readText(m.LineCode),
      exit: optionalBilingual(m.Exit, m.ExitZh),
      walkMinutes: readNumber(m.WalkMinutes),
      directions: bilingual(m.Directions, m.DirectionsZh),
    })),
    bus: (dto.Bus ?? []).map((b) => ({
      name: readText(b.StopName) ?? '',
      code: readText(b.StopCode),
      services: (b.Services ?? [])
        .map((s) => readText(s))
        .filter((s): s is string => s !== undefined),
      directions: bilingual(b.Directions, b.DirectionsZh),
    })),
    car: {
      directions: bilingual(dto.Car?.Directions, dto.Car?.DirectionsZh),
      entrances: bilingualList(dto.Car?.Entrances ?? [], dto.Car?.EntrancesZh ?? []),
    },
    taxi: (dto.Taxi ?? []).map((t) => ({
      name: bilingual(t.Name, t.NameZh),
      location: optionalBilingual(t.Location, t.LocationZh),
    })),
    carparkRates: (dto.CarparkRates ?? []).map((r) => ({
      period: bilingual(r.Period, r.PeriodZh),
      rate: bilingual(r.Rate, r.RateZh),
    })),
    faqs: faqs.map(toFaq).sort((a, b) => a.sortOrder - b.sortOrder),
  };
}
