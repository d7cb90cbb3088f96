/** A rule set for the tests: November 2026 (the 1st is a Sunday) to January 2027. */
import { buildRules, type PickerRules } from '../../../src/components/ui/date-range-picker/rules';

export const BASE_OPTIONS = {
  startDate: '2026-11-03',
  endDate: '2027-01-31',
  disabledDates: ['2026-11-12'],
  blockedDates: ['2026-11-15', '2026-11-16'],
};

export function testRules(overrides: Partial<Parameters<typeof buildRules>[0]> = {}): PickerRules {
  return buildRules({ ...BASE_OPTIONS, ...overrides });
}
