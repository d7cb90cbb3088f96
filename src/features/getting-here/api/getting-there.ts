/** The getting-there call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readNumber, readText } from '../../../lib/wire';
import type { FaqWire } from '../../../shared/contracts/faq';
import { gettingThereCall, type GettingThereWire } from '../../../shared/contracts/getting-here';
import type { Bilingual, GettingThere, GettingThereFaq } from '../model/getting-there';

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

function toFaq(wire: FaqWire): GettingThereFaq {
  return {
    id: String(wire.FaqID),
    question: bilingual(wire.Question, wire.QuestionZh),
    answerHtml: bilingual(wire.Answer, wire.AnswerZh),
    sortOrder: readNumber(wire.SortOrder) ?? Number.MAX_SAFE_INTEGER,
  };
}

export function toGettingThere(wire: GettingThereWire, faqs: readonly FaqWire[]): GettingThere {
  return {
    address: readText(wire.Address),
    introHtml: optionalBilingual(wire.Intro, wire.IntroZh),
    mrt: (wire.Mrt ?? []).map((m) => ({
      station: bilingual(m.Station, m.StationZh),
      line: optionalBilingual(m.Line, m.LineZh),
      lineCode: readText(m.LineCode),
      exit: optionalBilingual(m.Exit, m.ExitZh),
      walkMinutes: readNumber(m.WalkMinutes),
      directions: bilingual(m.Directions, m.DirectionsZh),
    })),
    bus: (wire.Bus ?? []).map((b) => ({
      name: readText(b.StopName) ?? '',
      code: readText(b.StopCode),
      services: (b.Services ?? [])
        .map((s) => readText(s))
        .filter((s): s is string => s !== undefined),
      directions: bilingual(b.Directions, b.DirectionsZh),
    })),
    car: {
      directions: bilingual(wire.Car?.Directions, wire.Car?.DirectionsZh),
      entrances: bilingualList(wire.Car?.Entrances ?? [], wire.Car?.EntrancesZh ?? []),
    },
    taxi: (wire.Taxi ?? []).map((t) => ({
      name: bilingual(t.Name, t.NameZh),
      location: optionalBilingual(t.Location, t.LocationZh),
    })),
    carparkRates: (wire.CarparkRates ?? []).map((r) => ({
      period: bilingual(r.Period, r.PeriodZh),
      rate: bilingual(r.Rate, r.RateZh),
    })),
    faqs: faqs.map(toFaq).sort((a, b) => a.sortOrder - b.sortOrder),
  };
}

const SUCCESS = new Set<unknown>([1, '1', true]);

/** This call nests its status: `{ data: { Status } }`, out of the client's usual rule's sight. */
function isGettingThereSuccess(payload: Record<string, unknown>): boolean {
  const data = payload.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    SUCCESS.has((data as Record<string, unknown>).Status)
  );
}

/** How to get here, with the FAQs about it. */
export async function getGettingThere(signal: AbortSignal): Promise<GettingThere> {
  const { data } = await callApi(gettingThereCall, { signal, isSuccess: isGettingThereSuccess });
  return toGettingThere(data.Result, data.Faq ?? []);
}
