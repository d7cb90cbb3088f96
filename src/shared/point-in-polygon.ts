/**
 * Even-odd point-in-polygon test, shared by the map in the app (hit tests, label room) and the
 * server's plan generator tests, so both judge "inside" alike. Points are `[x, y]`.
 */
export function containsPoint(
  polygon: readonly (readonly [number, number])[],
  [x, y]: readonly [number, number],
): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
