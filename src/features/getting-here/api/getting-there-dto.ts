import { z } from '../../../lib/zod';

const looseText = z.string().nullish();

const mrtDto = z.object({
  Station: z.string(),
  StationZh: looseText,
  Line: looseText,
  LineZh: looseText,
  LineCode: looseText,
  Exit: looseText,
  ExitZh: looseText,
  WalkMinutes: z.union([z.number(), z.string()]).nullish(),
  Directions: looseText,
  DirectionsZh: looseText,
});

const busDto = z.object({
  StopName: z.string(),
  StopCode: looseText,
  Services: z.array(z.union([z.string(), z.number()])).nullish(),
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
  Mrt: z.array(mrtDto).nullish(),
  Bus: z.array(busDto).nullish(),
  Car: z
    .object({
      Directions: looseText,
      DirectionsZh: looseText,
      Entrances: z.array(z.string()).nullish(),
      EntrancesZh: z.array(z.string()).nullish(),
    })
    .nullish(),
  Taxi: z.array(taxiDto).nullish(),
  CarparkRates: z.array(carparkRateDto).nullish(),
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
  SortOrder: z.union([z.number(), z.string()]).nullish(),
});
export type GettingThereFaqDto = z.infer<typeof gettingThereFaqDto>;

/** The whole answer: wrapped in `data`, with its own `Status` (spec section 7). */
export const gettingThereResponseDto = z.object({
  data: z.object({
    Status: z.union([z.number(), z.string(), z.boolean()]),
    Result: gettingThereDto,
    Faq: z.array(gettingThereFaqDto).nullish(),
  }),
});
