import { z } from '../../../lib/zod';

const looseText = z.nullish(z.string());

const mrtDto = z.object({
  Station: z.string(),
  StationZh: looseText,
  Line: looseText,
  LineZh: looseText,
  LineCode: looseText,
  Exit: looseText,
  ExitZh: looseText,
  WalkMinutes: z.nullish(z.union([z.number(), z.string()])),
  Directions: looseText,
  DirectionsZh: looseText,
});

const busDto = z.object({
  StopName: z.string(),
  StopCode: looseText,
  Services: z.nullish(z.array(z.union([z.string(), z.number()]))),
  Directions: looseText,
  DirectionsZh: looseText,
});

const taxiDto = z.object({
  Name: z.string(),
  NameZh: looseText,
  Location: looseText,
  LocationZh: looseText,
});
const carparkRateDto = z.object({
  Period: z.string(),
  PeriodZh: looseText,
  Rate: z.string(),
  RateZh: looseText,
});

/** `Result` of `POST {bi}/v1/getting-there` (docs/api.md, GettingThere). */
export const gettingThereDto = z.object({
  Address: looseText,
  Intro: looseText,
  IntroZh: looseText,
  Mrt: z.nullish(z.array(mrtDto)),
  Bus: z.nullish(z.array(busDto)),
  Car: z.nullish(
    z.object({
      Directions: looseText,
      DirectionsZh: looseText,
      Entrances: z.nullish(z.array(z.string())),
      EntrancesZh: z.nullish(z.array(z.string())),
    }),
  ),
  Taxi: z.nullish(z.array(taxiDto)),
  CarparkRates: z.nullish(z.array(carparkRateDto)),
});
export type GettingThereDto = z.infer<typeof gettingThereDto>;

export const gettingThereFaqDto = z.object({
  FaqID: z.union([z.string(), z.number()]),
  Category: looseText,
  CategoryZh: looseText,
  Question: z.string(),
  QuestionZh: looseText,
  Answer: looseText,
  AnswerZh: looseText,
  SortOrder: z.nullish(z.union([z.number(), z.string()])),
});
export type GettingThereFaqDto = z.infer<typeof gettingThereFaqDto>;

/** The whole answer: wrapped in `data`, with its own `Status` (spec section 7). */
export const gettingThereResponseDto = z.object({
  data: z.object({
    Status: z.union([z.number(), z.string(), z.boolean()]),
    Result: gettingThereDto,
    Faq: z.nullish(z.array(gettingThereFaqDto)),
  }),
});
