import { readNumber, readText } from '../../../lib/wire';
import type { GettingThereDto, GettingThereFaqDto } from './getting-there-dto';

/** A text in English with its Chinese version when there is one. */
export interface Bilingual {
  en: string;
  zh?: string;
}

export interface MrtRoute {
  station: Bilingual;
  line?: string;
  lineCode?: string;
  exit?: string;
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
  introHtml?: string;
  mrt: MrtRoute[];
  bus: BusStop[];
  car: { directions: Bilingual; entrances: string[] };
  taxi: { name: Bilingual; location?: string }[];
  carparkRates: { period: Bilingual; rate: string }[];
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
    introHtml: readText(dto.Intro),
    mrt: (dto.Mrt ?? []).map((m) => ({
      station: bilingual(m.Station, m.StationZh),
      line: readText(m.Line),
      lineCode: readText(m.LineCode),
      exit: readText(m.Exit),
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
      entrances: (dto.Car?.Entrances ?? [])
        .map((e) => readText(e))
        .filter((e): e is string => e !== undefined),
    },
    taxi: (dto.Taxi ?? []).map((t) => ({
      name: bilingual(t.Name, t.NameZh),
      location: readText(t.Location),
    })),
    carparkRates: (dto.CarparkRates ?? []).map((r) => ({
      period: bilingual(r.Period, r.PeriodZh),
      rate: r.Rate,
    })),
    faqs: faqs.map(toFaq).sort((a, b) => a.sortOrder - b.sortOrder),
  };
}
