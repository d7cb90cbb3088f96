/** The getting-there call of the BI API (docs/api.md "GettingThere"). */
import { biRoute, defineCall } from './call';
import { REFERENCE } from './cache-policies';
import { faqWire } from './faq';
import { anyPayload, looseNumber, looseText } from './fields';
import { z } from './zod';

const mrtWire = z.object({
  Station: z.string(),
  StationZh: looseText,
  Line: looseText,
  LineZh: looseText,
  LineCode: looseText,
  Exit: looseText,
  ExitZh: looseText,
  WalkMinutes: looseNumber,
  Directions: looseText,
  DirectionsZh: looseText,
});

const busWire = z.object({
  StopName: z.string(),
  StopCode: looseText,
  Services: z.nullish(z.array(z.union([z.string(), z.number()]))),
  Directions: looseText,
  DirectionsZh: looseText,
});

const taxiWire = z.object({
  Name: z.string(),
  NameZh: looseText,
  Location: looseText,
  LocationZh: looseText,
});

const carparkRateWire = z.object({
  Period: z.string(),
  PeriodZh: looseText,
  Rate: z.string(),
  RateZh: looseText,
});

/** How to reach the complex, by train, bus, car and taxi, with the carpark's rates. */
export const gettingThereWire = z.object({
  Address: looseText,
  Intro: looseText,
  IntroZh: looseText,
  Mrt: z.nullish(z.array(mrtWire)),
  Bus: z.nullish(z.array(busWire)),
  Car: z.nullish(
    z.object({
      Directions: looseText,
      DirectionsZh: looseText,
      Entrances: z.nullish(z.array(z.string())),
      EntrancesZh: z.nullish(z.array(z.string())),
    }),
  ),
  Taxi: z.nullish(z.array(taxiWire)),
  CarparkRates: z.nullish(z.array(carparkRateWire)),
});
export type GettingThereWire = z.infer<typeof gettingThereWire>;

/**
 * `POST {bi}/v1/getting-there`: `{ data: { Status, Result, Faq } }`, its status inside `data`
 * (spec section 7), with the FAQs about getting here.
 */
export const gettingThereRoute = biRoute('/v1/getting-there');
export const gettingThereCall = defineCall(gettingThereRoute, {
  input: anyPayload,
  answer: z.object({
    data: z.object({
      Status: z.union([z.number(), z.string(), z.boolean()]),
      Result: gettingThereWire,
      Faq: z.nullish(z.array(faqWire)),
    }),
  }),
  cache: REFERENCE,
});
