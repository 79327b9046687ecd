/** Body text as stored: paragraphs split by a blank line; a paragraph starting with "## " is a heading. */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <div
      className={`flex flex-col gap-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300 ${className}`}
    >
      {blocks.map((block, i) =>
        block.startsWith('## ') ? (
          <h2 key={i} className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
            {block.slice(3)}
          </h2>
        ) : (
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  );
}
