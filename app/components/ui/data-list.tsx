import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { LocalizedLink } from './localized-link';
import { Pagination } from './pagination';

// The one list (ADR-0014, issue 25): a keyboard-scrollable region named by the caption,
// column headers that sort (links, so they work without JavaScript, with aria-sort), the empty
// state instead of an empty table, a polite summary and the pages. Logical CSS only.

export const cellClass = 'px-3 py-2 align-top text-start';
export const rowClass = 'border-t border-slate-200 dark:border-slate-800';

/** A small status label in a cell. */
export const badgeClass = (tone: 'ok' | 'warn' | 'muted') =>
  `inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
    tone === 'ok'
      ? 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100'
      : tone === 'warn'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
        : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
  }`;

export type SortDirection = 'asc' | 'desc';

export interface DataColumn<T> {
  /** The column's key; a sortable column sorts by it. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Amounts and counts: aligned to the end. */
  end?: boolean;
  sortable?: boolean;
  /** The cell that names the row (a `th scope="row"`). */
  rowHeader?: boolean;
  /** The title shown above the cell on a phone, when `header` is not plain text. */
  title?: string;
  /** More classes for the column's cells (`whitespace-nowrap`). */
  className?: string;
}

export interface DataSort {
  by: string;
  dir: SortDirection;
  /** The URL of the list sorted by `by` in `dir` (filters and language kept by the caller). */
  href: (by: string, dir: SortDirection) => string;
}

/** A column title of the row-rendering form: `{ label, end: true }` for amounts, aligned to the end. */
export type DataHeader = string | { label: string; end?: boolean };

interface DataListBase<T> {
  caption: string;
  /** The caption is for screen readers only (a heading above already shows it). */
  captionHidden?: boolean;
  rows: readonly T[];
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  /** "12 orders": announced politely when the list changes. */
  summary?: string;
  /** `notice`: the summary in the admin's framed status style. */
  summaryStyle?: 'plain' | 'notice';
  sort?: DataSort;
  pagination?: { page: number; pages: number; href: (page: number) => string; label: string };
  /** Before the table when it has rows (a bulk actions bar). */
  before?: ReactNode;
  minWidth?: string;
  testId?: string;
  /** Keep the rows as a table on a phone too (a few short columns of figures). */
  keepTableOnPhone?: boolean;
}

/** Cells from column definitions (the usual form). */
interface ColumnsForm<T> {
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** A first column (the selection checkboxes): its header and each row's cell. */
  leading?: { header: ReactNode; cell: (row: T) => ReactNode };
  rowTestId?: string;
}

/** Each row drawn by the screen (`<tr className={rowClass}>…`), for rows that need their own markup. */
interface RowsForm<T> {
  headers: readonly DataHeader[];
  row: (row: T, index: number) => ReactNode;
  /** The header of a first column the rows draw themselves (the select-all checkbox). */
  leading?: { header: ReactNode };
}

export type DataListProps<T> = DataListBase<T> & (ColumnsForm<T> | RowsForm<T>);

/**
 * The one list of the app: a keyboard-scrollable table named by its caption, or the empty state;
 * the summary before it and the pages after it. Below `md` each row is a card and each cell shows
 * its column's title above it (`.stacked-table` in app.css), so nothing scrolls sideways on a phone.
 */
export function DataList<T>(props: DataListProps<T>) {
  const captionId = useId();
  const { rows, sort } = props;
  const stacked = !props.keepTableOnPhone;
  const headers: { key: string; header: ReactNode; title: string; end?: boolean; column?: DataColumn<T> }[] =
    'columns' in props
      ? props.columns.map((c) => ({
          key: c.key,
          header: c.header,
          title: c.title ?? (typeof c.header === 'string' ? c.header : ''),
          end: c.end,
          column: c,
        }))
      : props.headers.map((h, i) =>
          typeof h === 'string'
            ? { key: String(i), header: h, title: h }
            : { key: String(i), header: h.label, title: h.label, end: h.end },
        );
  const titles = [...(props.leading ? [''] : []), ...headers.map((h) => h.title)];
  return (
    <>
      {props.summary !== undefined && (
        <p role="status" className={props.summaryStyle === 'notice' ? noticeClass : 'font-medium'}>
          {props.summary}
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState size="sm">{props.empty}</EmptyState>
      ) : (
        <>
          {props.before}
          <div
            className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            // A focusable scroll container: keyboard users can scroll a wide table.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="group"
            aria-labelledby={captionId}
          >
            <table
              className={`w-full ${props.minWidth ?? 'min-w-[40rem]'} text-sm ${stacked ? 'stacked-table' : ''}`}
              style={stacked ? columnTitles(titles) : undefined}
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
                  {props.leading && (
                    <th scope="col" className={`${cellClass} stacked-keep w-10`}>
                      {props.leading.header}
                    </th>
                  )}
                  {headers.map((h) => (
                    <HeaderCell
                      key={h.key}
                      header={h.header}
                      end={h.end}
                      sortKey={h.column?.sortable ? h.key : undefined}
                      sort={sort}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                {'columns' in props ? <ColumnRows {...props} /> : rows.map((row, i) => props.row(row, i))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {props.pagination && <Pagination {...props.pagination} />}
    </>
  );
}

function ColumnRows<T>(props: DataListBase<T> & ColumnsForm<T>) {
  return props.rows.map((row) => (
    <tr key={props.rowKey(row)} className={rowClass} data-testid={props.rowTestId}>
      {props.leading && <td className={`${cellClass} w-10`}>{props.leading.cell(row)}</td>}
      {props.columns.map((column) => {
        const className = [cellClass, column.end && 'text-end', column.className].filter(Boolean).join(' ');
        return column.rowHeader ? (
          <th key={column.key} scope="row" className={`${className} font-medium`}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={className}>
            {column.cell(row)}
          </td>
        );
      })}
    </tr>
  ));
}

const noticeClass = 'rounded-lg bg-teal-50 p-3 font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100';

/**
 * The column titles as custom properties (`--column-1`…) for the stacked layout's labels: CSS
 * generated content cannot read a header cell. Quoted as CSS strings (JSON escapes quotes and
 * backslashes as CSS does; titles hold no control characters).
 */
function columnTitles(titles: string[]): React.CSSProperties {
  return Object.fromEntries(titles.map((title, i) => [`--column-${i + 1}`, JSON.stringify(title)]));
}

/** A row's selection checkbox cell, in the rows form. */
export function SelectCell({ children }: { children: ReactNode }) {
  return <td className={`${cellClass} w-10`}>{children}</td>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell({
  header,
  end,
  sortKey,
  sort,
}: {
  header: ReactNode;
  end?: boolean;
  sortKey?: string;
  sort?: DataSort;
}) {
  const { t } = useTranslation();
  const className = end ? `${cellClass} text-end` : cellClass;
  if (sortKey === undefined || !sort) {
    return (
      <th scope="col" className={className}>
        {header}
      </th>
    );
  }
  const active = sort.by === sortKey;
  const next: SortDirection = active && sort.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" className={className} aria-sort={active ? ARIA_SORT[sort.dir] : 'none'}>
      <LocalizedLink
        to={sort.href(sortKey, next)}
        className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
        title={t(next === 'asc' ? 'dataList.sortAscending' : 'dataList.sortDescending')}
      >
        {header}
        <span aria-hidden="true" className="text-xs">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </LocalizedLink>
    </th>
  );
}
