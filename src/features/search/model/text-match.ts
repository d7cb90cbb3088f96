/**
 * How offline search decides that a saved name matches what was typed, close to the server's search
 * (a case-insensitive substring of a name in English or Chinese) and kinder to a thumb on a phone:
 * accents are ignored, and a word of five letters or more may carry one typo (a letter wrong,
 * missing, extra, or two swapped). Unit numbers are `src/shared/unit-number.ts`'s business.
 */

/** Lower case, accents dropped, full-width forms folded: 'Café' and 'cafe' compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase().trim();
}

function words(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether `a` becomes `b` with at most one edit (substitution, insertion, deletion, swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true; // one letter wrong
    // Two neighbours swapped.
    return (
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(start) === longer.slice(start + 1);
}

/** Words this long may carry one typo. */
export const TYPO_MIN_LENGTH = 5;

/**
 * A typed word against a word of a name: the same, the start of it, or, from five letters, one
 * edit away from it or from the start of it (a half-typed word with a slip).
 */
function wordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if ([...typed].length < TYPO_MIN_LENGTH) return false;
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length > 0 && length <= word.length && withinOneEdit(typed, word.slice(0, length)))
      return true;
  }
  return false;
}

/**
 * Whether the query matches a name: the whole query inside it (any script, like the server), or
 * every typed word matching one of the name's words.
 */
export function textMatches(query: string, text: string | null | undefined): boolean {
  if (!text) return false;
  const typed = foldText(query);
  if (!typed) return false;
  const name = foldText(text);
  if (name.includes(typed)) return true;
  const nameWords = words(name);
  const typedWords = words(typed);
  return (
    typedWords.length > 0 &&
    typedWords.every((word) => nameWords.some((nameWord) => wordMatches(word, nameWord)))
  );
}
