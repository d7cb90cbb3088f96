/**
 * The hotel-style date-range picker. Pages load it on demand:
 * `lazy(() => import('.../date-range-picker/index.ts').then((m) => ({ default: m.DateRangePicker })))`.
 */
export { DateRangePicker } from './date-range-picker';
export type { DateRangePickerProps, DateRangeValue, LegendItem, PriceRange } from './types';
