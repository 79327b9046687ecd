import { highlightParts } from '../../../common/search/highlight';

/** Text with the words matching the query wrapped in <mark>. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-950">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
