import { fold, matchesTerm, queryTerms } from '../../../common/search/highlight';

const SNIPPET_CHARS = 220;

/**
 * A short excerpt of `body` around the first word that matches the query (exactly, by prefix,
 * or as a likely misspelling), cut at word boundaries. Features arrive as JSON text: cleaned.
 */
export function makeSnippet(body: string, query: string): string {
  const text = body
    .replace(/[[\]"]/g, ' ')
    .replace(/^## /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  const terms = queryTerms(query);
  let start = 0;
  const wordRe = /[\p{L}\p{N}]+/gu;
  for (let m = wordRe.exec(text); m; m = wordRe.exec(text)) {
    if (terms.some((term) => matchesTerm(fold(m![0]), term))) {
      start = Math.max(0, m.index - 60);
      break;
    }
  }
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
