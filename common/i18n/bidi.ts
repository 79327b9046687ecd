/** Unicode's first-strong isolate and its closing mark (UAX #9): invisible, kept by mail and HTML. */
const FSI = '\u2068';
const PDI = '\u2069';

/** Text that keeps its own direction inside a sentence of the other direction. */
export function isolate(value: string | number): string {
  return `${FSI}${value}${PDI}`;
}

// A link (left as it is, so mail readers still find it whole), or a run of Latin letters and digits
// with the punctuation that joins them inside a token: "2026-000006", "286,20", "a.b@c.ma", "Carton 40"
// — not one already isolated (a translated text placed in another is isolated once).
const LEFT_TO_RIGHT_RUN =
  /(https?:\/\/\S+)|(?<![A-Za-z0-9\u00C0-\u024F\u2068])([A-Za-z0-9\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F@._\-+/:,'’ ]*[A-Za-z0-9\u00C0-\u024F])?)(?!\u2069)/g;

/**
 * Right-to-left plain text (mails, notifications) whose left-to-right tokens keep their order: an
 * order number, a code, an e-mail address or an amount in an Arabic sentence is otherwise
 * reordered by the surrounding run ("000006-2026"). HTML uses <bdi> instead. Two periods in a row
 * become one: an abbreviation's period ends the sentence too ("286,20 د.م.." → "286,20 د.م.").
 */
export function isolateLeftToRight(text: string): string {
  return text
    .replace(LEFT_TO_RIGHT_RUN, (match, url: string | undefined, run: string) => (url ? match : isolate(run)))
    .replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
