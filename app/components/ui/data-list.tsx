import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { LocalizedLink } from './localized-link';
import { Pagination } from './pagination';

// A list as a table (ADR-0014, issue 25): a keyboard-scrollable region named by the caption,
// column headers that sort (links, so they work without JavaScript, with aria-sort), the empty
// state instead of an empty table, a polite summary and the pages. Logical CSS only.

export const cellClass = 'px-3 py-2 align-top text-start';
export const rowClass = 'border-t border-slate-200 dark:border-slate-800';

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
}

export interface DataSort {
  by: string;
  dir: SortDirection;
  /** The URL of the list sorted by `by` in `dir` (filters and language kept by the caller). */
  href: (by: string, dir: SortDirection) => string;
}

export function DataList<T>(props: {
  caption: string;
  /** The caption is for screen readers only (a heading above already shows it). */
  captionHidden?: boolean;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  /** "12 orders": announced politely when the list changes. */
  summary?: string;
  sort?: DataSort;
  pagination?: { page: number; pages: number; href: (page: number) => string; label: string };
  /** Before the table when it has rows (a bulk actions bar). */
  before?: ReactNode;
  /** A first column (the selection checkboxes): its header and each row's cell. */
  leading?: { header: ReactNode; cell: (row: T) => ReactNode };
  minWidth?: string;
  testId?: string;
}) {
  const captionId = useId();
  const { rows, columns, sort } = props;
  return (
    <>
      {props.summary !== undefined && (
        <p role="status" className="font-medium">
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
              className={`w-full ${props.minWidth ?? 'min-w-[40rem]'} text-sm`}
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
                    <th scope="col" className={`${cellClass} w-10`}>
                      {props.leading.header}
                    </th>
                  )}
                  {columns.map((column) => (
                    <HeaderCell key={column.key} column={column} sort={sort} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={props.rowKey(row)} className={rowClass}>
                    {props.leading && <td className={`${cellClass} w-10`}>{props.leading.cell(row)}</td>}
                    {columns.map((column) => {
                      const className = column.end ? `${cellClass} text-end` : cellClass;
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
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {props.pagination && <Pagination {...props.pagination} />}
    </>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T>({ column, sort }: { column: DataColumn<T>; sort?: DataSort }) {
  const { t } = useTranslation();
  const className = column.end ? `${cellClass} text-end` : cellClass;
  if (!column.sortable || !sort) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const active = sort.by === column.key;
  const next: SortDirection = active && sort.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" className={className} aria-sort={active ? ARIA_SORT[sort.dir] : 'none'}>
      <LocalizedLink
        to={sort.href(column.key, next)}
        className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
        title={t(next === 'asc' ? 'dataList.sortAscending' : 'dataList.sortDescending')}
      >
        {column.header}
        <span aria-hidden="true" className="text-xs">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </LocalizedLink>
    </th>
  );
}
