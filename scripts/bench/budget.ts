/**
 * Budgets as data: a limit a figure must stay at or under (sizes, latency, layout shift) or reach
 * (scores, throughput). Shared by the bundle and precache reports (scripts/bundle-report.ts,
 * scripts/budgets.ts) and `npm run bench`, so every report judges a figure the same way.
 */
export interface Limit {
  kind: 'atMost' | 'atLeast';
  value: number;
}

export const atMost = (value: number): Limit => ({ kind: 'atMost', value });
export const atLeast = (value: number): Limit => ({ kind: 'atLeast', value });

export function withinLimit(measured: number, limit: Limit): boolean {
  return limit.kind === 'atMost' ? measured <= limit.value : measured >= limit.value;
}

/** One figure of a line judged against its limit; `name` says which one failed. */
export interface Check {
  name: string;
  measured: number;
  limit: Limit;
}

/** Names of the checks that miss their limit; empty when every one holds. */
export function failedChecks(checks: readonly Check[]): string[] {
  return checks
    .filter((check) => !withinLimit(check.measured, check.limit))
    .map((check) => check.name);
}

/** `≤ 150.0 KB`, `≥ 95`: a limit as a reader of the table sees it. */
export function describeLimit(limit: Limit, format: (value: number) => string = String): string {
  return `${limit.kind === 'atMost' ? '≤' : '≥'} ${format(limit.value)}`;
}
