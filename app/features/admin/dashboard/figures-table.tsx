import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cellClass, DataList, rowClass } from '~/components/ui/data-list';

export interface FigureRow {
  key: string;
  /** The row's header cell: a week, a status, a service. */
  label: string;
  cells: string[];
}

/**
 * The numbers a chart draws, as a table for screen readers, keyboards and anyone who wants the
 * figures: behind a disclosure under the chart, so the page stays short.
 */
export function FiguresTable(props: { title: string; headers: string[]; rows: FigureRow[]; testId: string }) {
  const { t } = useTranslation('admin-dashboard');
  const id = useId();
  return (
    <details className="group mt-3" data-testid={`${props.testId}-details`}>
      <summary
        id={id}
        className="cursor-pointer rounded-md py-1 font-semibold text-teal-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 dark:text-teal-300"
      >
        {t('charts.showTable', { title: props.title })}
      </summary>
      <div className="mt-2">
        <DataList
          caption={props.title}
          headers={props.headers}
          testId={props.testId}
          minWidth="min-w-0"
          keepTableOnPhone
          captionHidden
          rows={props.rows}
          empty={null}
          row={(row) => (
            <tr key={row.key} className={rowClass}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className={`${cellClass} text-end whitespace-nowrap`}>
                  {cell}
                </td>
              ))}
            </tr>
          )}
        />
      </div>
    </details>
  );
}
