/**
 * Highlighting of search results, shared by the server (snippets) and the page (marks).
 * Matching is case- and accent-insensitive; a word also matches a query term it starts with
 * (plurals, Arabic suffixes) or resembles closely (the misspelling the database forgave).
 */

/** Lower case without accents (Latin diacritics; Arabic letters are left as they are). */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function queryTerms(query: string): string[] {
  return [...new Set((query.match(/[\p{L}\p{N}]+/gu) ?? []).map(fold).filter((t) => t.length >= 2))];
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i < padded.length - 2; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two words: shared trigrams over all distinct trigrams. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

export function matchesTerm(foldedWord: string, term: string): boolean {
  if (foldedWord === term) return true;
  if (term.length >= 3 && foldedWord.startsWith(term)) return true;
  // "ال" (the Arabic article) is written joined to its noun.
  if (foldedWord.startsWith('ال') && foldedWord.slice(2).startsWith(term)) return true;
  return term.length >= 4 && foldedWord.length >= 4 && similarity(foldedWord, term) >= 0.35;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into parts, marking the words that match one of the query's terms. */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  const wordRe = /[\p{L}\p{N}]+/gu;
  for (let m = wordRe.exec(text); m; m = wordRe.exec(text)) {
    const folded = fold(m[0]);
    if (!terms.some((term) => matchesTerm(folded, term))) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
