/**
 * How the site shows plain text from the backends (a store's about text, an event's or flash
 * sale's description, a reward's): editors type it in a text box, so a single line break is a
 * new line and a blank line starts a new paragraph. HTML would fold both into spaces, running the
 * lines together; rich text (HTML from the CMS) is another thing, sanitised (lib/sanitize.ts).
 */

/** Blank lines (spaces and tabs on them allowed) between two paragraphs. */
const PARAGRAPH_BREAK = /\n[ \t]*\n\s*/;

/**
 * The paragraphs of `text`, each as its lines: Windows and old Mac line ends read as `\n`, lines
 * trimmed, empty paragraphs dropped (so blank lines at either end, or several in a row, add none).
 */
export function plainTextParagraphs(text: string | null | undefined): string[][] {
  const normalised = (text ?? '').replace(/\r\n?/g, '\n');
  return normalised
    .split(PARAGRAPH_BREAK)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}
