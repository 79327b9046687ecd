import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
        {row.before && (
          <>
            <dt className="font-semibold">{t('audit.before')}</dt>
            <dd>
              <pre
                dir="ltr"
                className="overflow-x-auto rounded bg-slate-100 p-2 text-start dark:bg-slate-800"
              >
                {JSON.stringify(row.before, null, 2)}
              </pre>
            </dd>
          </>
        )}
        {row.after && (
          <>
            <dt className="font-semibold">{t('audit.after')}</dt>
            <dd>
              <pre
                dir="ltr"
                className="overflow-x-auto rounded bg-slate-100 p-2 text-start dark:bg-slate-800"
              >
                {JSON.stringify(row.after, null, 2)}
              </pre>
            </dd>
          </>
        )}
      </dl>
    </details>
  );
}

/** Audit rows as a table: dates and action names come labelled by the server. */
export function AuditList({ rows, caption }: { rows: AuditRow[]; caption?: string }) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const cell = 'px-3 py-2 align-top';
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      // A focusable scroll container, so keyboard users can scroll the table on small screens.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-labelledby={caption ? captionId : undefined}
      aria-label={caption ? undefined : t('audit.title')}
    >
      <table className="w-full min-w-[44rem] text-start text-sm" data-testid="audit-table">
        {caption && (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        )}
        <thead className="bg-slate-100 text-start dark:bg-slate-800">
          <tr>
            <th scope="col" className={`${cell} text-start`}>
              {t('audit.when')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('audit.who')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('audit.what')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('audit.entity')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('audit.origin')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('audit.changes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-t border-slate-200 dark:border-slate-800"
              data-action={row.action}
            >
              <td className={cell}>
                <time dateTime={row.occurred_at}>{row.occurred_at_label}</time>
              </td>
              <td className={cell}>
                {row.actor_email ? <bdi>{row.actor_email}</bdi> : t('audit.unknownActor')}
              </td>
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
                <bdi className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">
                  {row.user_agent}
                </bdi>
              </td>
              <td className={cell}>
                <Changes row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
