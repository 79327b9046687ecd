import { useId } from 'react';

export const cellClass = 'px-3 py-2 align-top text-start';

/**
 * A table in a focusable scroll container, named by its visible caption. `headers` are the column
 * titles. Below `md` each row is a card and each cell shows its column's title above it
 * (`.stacked-table` in app.css, ADR-0611), so nothing scrolls sideways on a phone.
 */
export function DataTable(props: {
  caption: string;
  /** Column titles; `{ label, end: true }` for a column of amounts, aligned to the end. */
  headers: (string | { label: string; end?: boolean })[];
  children: React.ReactNode;
  testId?: string;
  minWidth?: string;
  /** The caption is read by screen readers only (a heading above already shows it). */
  captionHidden?: boolean;
  /** A first header cell before `headers`: the select-all checkbox of a list with bulk actions. */
  leading?: React.ReactNode;
  /** Keep the rows as a table on a phone too (a few short columns of figures). */
  keepTableOnPhone?: boolean;
}) {
  const captionId = useId();
  const stacked = !props.keepTableOnPhone;
  const titles = props.headers.map((h) => (typeof h === 'string' ? h : h.label));
  return (
    <div
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-labelledby={captionId}
    >
      <table
        className={`w-full ${props.minWidth ?? 'min-w-[40rem]'} text-sm ${stacked ? 'stacked-table' : ''}`}
        style={stacked ? columnTitles(props.leading !== undefined ? ['', ...titles] : titles) : undefined}
        data-testid={props.testId}
      >
        <caption
          id={captionId}
          className={props.captionHidden ? 'sr-only' : 'px-3 py-2 text-start font-semibold'}
        >
          {props.caption}
        </caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {props.leading !== undefined && (
              <th scope="col" className={`${cellClass} stacked-keep w-10`}>
                {props.leading}
              </th>
            )}
            {props.headers.map((h, i) =>
              typeof h === 'string' ? (
                <th key={i} scope="col" className={cellClass}>
                  {h}
                </th>
              ) : (
                <th key={i} scope="col" className={h.end ? `${cellClass} text-end` : cellClass}>
                  {h.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

export const rowClass = 'border-t border-slate-200 dark:border-slate-800';

export const badgeClass = (tone: 'ok' | 'warn' | 'muted') =>
  `inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
    tone === 'ok'
      ? 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100'
      : tone === 'warn'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
        : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
  }`;

/** A row's first cell holding its selection checkbox. */
export function SelectCell({ children }: { children: React.ReactNode }) {
  return <td className={`${cellClass} w-10`}>{children}</td>;
}

/**
 * The column titles as custom properties (`--column-1`…) for the stacked layout's labels: CSS
 * generated content cannot read a header cell. Quoted as CSS strings (JSON escapes quotes and
 * backslashes as CSS does; titles hold no control characters).
 */
function columnTitles(titles: string[]): React.CSSProperties {
  return Object.fromEntries(titles.map((title, i) => [`--column-${i + 1}`, JSON.stringify(title)]));
}
