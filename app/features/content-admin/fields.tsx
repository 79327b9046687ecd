/** The API's field errors (`{"emails.0": [...]}`) that concern one field or its parts, once each. */
export function errorsFor(errors: Record<string, string[]>, field: string): string[] {
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
  return [...new Set(found)];
}

/** One part of an editor: a titled card. */
export function EditorSection(props: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id={props.id} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.intro && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{props.intro}</p>}
      </div>
      {props.children}
    </section>
  );
}
