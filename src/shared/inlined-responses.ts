/**
 * Answers to a page's first calls, written by the embedded server into the page it sends
 * (`<script type="application/json" id="inlined-responses">`), so that a first visit does not
 * wait for the app's code to run before it asks for the page's data: one round trip less on a
 * phone, and on a store page two. A data block is never run, so the CSP (no inline script) holds.
 * The server and the app name a call the same way through `callKey`.
 */
export const INLINED_RESPONSES_ELEMENT_ID = 'inlined-responses';

/** The name of one call: its method, URL and body as sent. */
export function callKey(method: string, url: string, body?: string): string {
  return body === undefined ? `${method} ${url}` : `${method} ${url}\n${body}`;
}

/** The form-encoded `params` body of a detail call (spec section 7). */
export function paramsBody(params: Record<string, unknown>): string {
  return new URLSearchParams({ params: JSON.stringify(params) }).toString();
}

const UNSAFE_IN_HTML = /[<>&\u2028\u2029]/g;

/**
 * JSON for a data block inside HTML. `<`, `>` and `&` become `\u003c` and the like, so no text in
 * a payload (a store called `</script><script>…`) can end the block or open a comment.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_HTML,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
