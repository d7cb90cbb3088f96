import * as v from 'valibot';

const looseText = v.nullish(v.string());

const mrtDto = v.object({
  Station: v.string(),
  StationZh: looseText,
  Line: looseText,
  LineZh: looseText,
  LineCode: looseText,
  Exit: looseText,
  ExitZh: looseText,
  WalkMinutes: v.nullish(v.union([v.number(), v.string()])),
  Directions: looseText,
  DirectionsZh: looseText,
});

const busDto = v.object({
  StopName: v.string(),
  StopCode: looseText,
  Services: v.nullish(v.array(v.union([v.string(), v.number()]))),
  Directions: looseText,
  DirectionsZh: looseText,
});

const taxiDto = v.object({
  Name: v.string(),
  NameZh: looseText,
  Location: looseText,
  LocationZh: looseText,
});
const carparkRateDto = v.object({
  Period: v.string(),
  PeriodZh: looseText,
  Rate: v.string(),
  RateZh: looseText,
});

/** `Result` of `POST {bi}/v1/getting-there` (docs/api.md, GettingThere). */
export const gettingThereDto = v.object({
  Address: looseText,
  Intro: looseText,
  IntroZh: looseText,
  Mrt: v.nullish(v.array(mrtDto)),
  Bus: v.nullish(v.array(busDto)),
  Car: v.nullish(
    v.object({
      Directions: looseText,
      DirectionsZh: looseText,
      Entrances: v.nullish(v.array(v.string())),
      EntrancesZh: v.nullish(v.array(v.string())),
    }),
  ),
  Taxi: v.nullish(v.array(taxiDto)),
  CarparkRates: v.nullish(v.array(carparkRateDto)),
});
export type GettingThereDto = v.InferOutput<typeof gettingThereDto>;

export const gettingThereFaqDto = v.object({
  FaqID: v.union([v.string(), v.number()]),
  Category: looseText,
  CategoryZh: looseText,
  Question: v.string(),
  QuestionZh: looseText,
  Answer: looseText,
  AnswerZh: looseText,
  SortOrder: v.nullish(v.union([v.number(), v.string()])),
});
export type GettingThereFaqDto = v.InferOutput<typeof gettingThereFaqDto>;

/** The whole answer: wrapped in `data`, with its own `Status` (spec section 7). */
export const gettingThereResponseDto = v.object({
  data: v.object({
    Status: v.union([v.number(), v.string(), v.boolean()]),
    Result: gettingThereDto,
    Faq: v.nullish(v.array(gettingThereFaqDto)),
  }),
});
