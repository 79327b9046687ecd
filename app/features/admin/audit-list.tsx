import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListProps } from '~/components/ui/data-list';
import type { AuditRow } from '../../../common/admin/types';

function Changes({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin');
  if (!row.before && !row.after) return <span aria-hidden="true">{t('audit.noChanges')}</span>;
  return (
    <details>
      <summary className="cursor-pointer font-medium text-teal-800 dark:text-teal-300">
        {t('audit.changes')}
      </summary>
      <dl className="mt-2 flex flex-col gap-1 text-xs">
        {(['before', 'after'] as const).map((side) =>
          row[side] ? (
            <Fragment key={side}>
              <dt className="font-semibold">{t(`audit.${side}`)}</dt>
              <dd>
                <pre
                  dir="ltr"
                  className="overflow-x-auto rounded bg-slate-100 p-2 text-start dark:bg-slate-800"
                >
                  {JSON.stringify(row[side], null, 2)}
                </pre>
              </dd>
            </Fragment>
          ) : null,
        )}
      </dl>
    </details>
  );
}

/**
 * Audit rows as a list: dates and action names come labelled by the server. Without a caption it
 * is named "History" for screen readers; `empty`, `summary` and `pagination` are the list's.
 */
export function AuditList({
  rows,
  caption,
  ...list
}: { rows: AuditRow[]; caption?: string } & Partial<
  Pick<DataListProps<AuditRow>, 'empty' | 'summary' | 'summaryStyle' | 'pagination'>
>) {
  const { t } = useTranslation('admin');
  const cell = 'px-3 py-2 align-top';
  return (
    <DataList
      {...list}
      caption={caption ?? t('audit.title')}
      captionHidden
      rows={rows}
      empty={list.empty ?? null}
      minWidth="min-w-[44rem]"
      testId="audit-table"
      headers={[
        t('audit.when'),
        t('audit.who'),
        t('audit.what'),
        t('audit.entity'),
        t('audit.origin'),
        t('audit.changes'),
      ]}
      row={(row) => (
        <tr key={row.id} className="border-t border-slate-200 dark:border-slate-800" data-action={row.action}>
          <td className={cell}>
            <time dateTime={row.occurred_at}>{row.occurred_at_label}</time>
          </td>
          <td className={cell}>{row.actor_email ? <bdi>{row.actor_email}</bdi> : t('audit.unknownActor')}</td>
          <td className={cell}>{row.action_label}</td>
          <td className={cell}>
            {row.entity_type && (
              <>
                {row.entity_name ? (
                  <bdi className="font-medium break-words" data-testid="audit-entity-name">
                    {row.entity_name}
                  </bdi>
                ) : (
                  row.entity_type
                )}
                <br />
                <bdi className="text-xs break-all text-slate-600 dark:text-slate-400">
                  {row.entity_name ? `${row.entity_type} ${row.entity_id}` : row.entity_id}
                </bdi>
              </>
            )}
          </td>
          <td className={cell}>
            <bdi>{row.ip}</bdi>
            <br />
            <bdi className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">{row.user_agent}</bdi>
          </td>
          <td className={cell}>
            <Changes row={row} />
          </td>
        </tr>
      )}
    />
  );
}
