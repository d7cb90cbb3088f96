/**
 * A drawn page's answers carry the times the server fetched them (`dataUpdatedAt`), on the
 * server's clock. A phone's clock may be minutes or hours off: read on it as they are, answers
 * fetched a second ago would look hours old (and be asked for again at once) or not yet stale
 * for hours. Moved by the difference between the device's clock and the server's at the time the
 * page was drawn (`data-server-now`), each answer keeps its true age (docs/read-path.md).
 */
interface DehydratedQueryState {
  dataUpdatedAt?: number;
  errorUpdatedAt?: number;
}

/** What the router's TanStack Query integration writes into a page (its `initial` queries). */
export interface DehydratedPage {
  query?: { initial?: { state: DehydratedQueryState; dehydratedAt?: number }[] };
}

const shifted = (time: number | undefined, by: number) =>
  typeof time === 'number' && time > 0 ? time + by : time;

/** `dehydrated` with its answers' times moved from the server's clock (`serverNow`) to the device's. */
export function onDeviceClock<T extends DehydratedPage>(
  dehydrated: T,
  serverNow: number,
  deviceNow: number,
): T {
  const skew = deviceNow - serverNow;
  const initial = dehydrated.query?.initial;
  if (!initial || !Number.isFinite(skew) || !(serverNow > 0)) return dehydrated;
  for (const query of initial) {
    query.state.dataUpdatedAt = shifted(query.state.dataUpdatedAt, skew);
    query.state.errorUpdatedAt = shifted(query.state.errorUpdatedAt, skew);
    query.dehydratedAt = shifted(query.dehydratedAt, skew);
  }
  return dehydrated;
}
