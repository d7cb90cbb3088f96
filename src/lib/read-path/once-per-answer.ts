/**
 * What a feature makes of an answer (its mapped list), made once per answer object. The server's
 * render is given the same checked answer again while its ETag holds (server-answers.ts), so a
 * list is mapped once per answer, not once per page drawn; in the browser every fetch is a new
 * answer and this changes nothing. What is made is shared between pages: query data is never
 * changed in place.
 */
export function oncePerAnswer<A extends object, T>(make: (answer: A) => T): (answer: A) => T {
  const made = new WeakMap<A, T>();
  return (answer) => {
    if (made.has(answer)) return made.get(answer) as T;
    const value = make(answer);
    made.set(answer, value);
    return value;
  };
}
