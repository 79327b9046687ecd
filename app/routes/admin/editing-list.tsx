import { useId, useState } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams, useRevalidator } from 'react-router';
import { TextField, inputClass } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { adminJson, adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader, StatusMessage } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { filterFields, listPages, listQuery, pageHref } from '~/features/admin/list-block';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { EDITING_GROUPS, editingPath, groupOf } from '~/features/editing/entities';
import { RecordTitleLink } from '~/features/editing/record-title-link';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Page } from '../../../common/admin/types';
import type { EditableRow, EntityDescription } from '../../../common/editing/types';
import { LANGUAGES, LOCALES } from '../../../common/i18n/languages';
import type { Route } from './+types/editing-list';

export const handle = { i18n: ['admin', 'editing'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status', 'parent'] as const;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  // An unknown entity name is refused as malformed (422): no such page either.
  const { locale, load } = adminScreen(params, { notFound: [404, 422] });
  const { query, filters } = listQuery(request, FILTERS);
  const [description, page] = await Promise.all([
    load<{ data: EntityDescription }>(`/editing/entities/${encodeURIComponent(params.entity)}`),
    load<{ data: Page<EditableRow> }>(`/${encodeURIComponent(params.entity)}?${query}`),
  ]);
  return { description: description.data, page: page.data, filters, locale };
}

/** Any editable entity's list (ADR-0700): search, state, translations, and order by move up/down. */
export default function EditingList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('editing');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const { description: d, page, filters, locale } = loaderData;
  const [status, setStatus] = useState<string | null>(null);
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const field = filterFields(filters);
  const parentId = useId();
  const group = groupOf(d.name);
  const title = t(`entities.${d.name}`);
  const showOrder = d.positioned && !filters.q;

  async function move(row: EditableRow, direction: 'up' | 'down') {
    setStatus(null);
    const moved = await mutation.run(() =>
      adminJson(`/${d.name}/${encodeURIComponent(row.ref)}/move`, { json: { direction }, locale, lang }),
    );
    if (!moved) return;
    await revalidator.revalidate();
    setStatus(t('list.moved'));
    // Keep the keyboard where it was: on the same button of the moved row.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-move="${direction}-${row.ref}"]`)?.focus(),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {group && (
        <nav aria-label={t(`admin:shell.${group}`)}>
          <ul className="flex flex-wrap gap-2">
            {EDITING_GROUPS[group]!.map((name) => (
              <li key={name}>
                <NavLink
                  to={adminPath(lang, editingPath(name))}
                  className={({ isActive }) =>
                    `inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                      isActive
                        ? 'border-teal-700 bg-teal-700 text-white'
                        : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
                    }`
                  }
                >
                  {t(`entities.${name}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ScreenHeader
        title={title}
        intro={t('list.intro')}
        introClass="max-w-2xl"
        action={
          <Link to={adminPath(lang, editingPath(d.name, 'new'))} className={buttonClasses()}>
            {t('list.new', { entity: t(`entity.${d.name}`) })}
          </Link>
        }
      />
      <FilterForm
        words={{ label: t('list.filters'), apply: t('list.search'), reset: t('list.any') }}
        search
        layout="grid gap-4 sm:grid-cols-3"
        resetTo={adminPath(lang, editingPath(d.name))}
        secondary
      >
        <TextField {...field('q')} type="search" label={t('list.search')} />
        {(d.publishField || d.archivable) && (
          <SelectField
            {...field('status')}
            label={t('list.status')}
            options={[
              { value: '', label: t('list.any') },
              ...(d.publishField
                ? [
                    { value: 'published', label: t('list.published') },
                    { value: 'unpublished', label: t('list.unpublished') },
                  ]
                : []),
              ...(d.archivable ? [{ value: 'archived', label: t('list.archived') }] : []),
            ]}
          />
        )}
        {d.positionScope && (
          <div className="flex flex-col gap-1">
            <label htmlFor={parentId} className="text-sm font-medium">
              {t(`fields.${d.positionScope}`)}
            </label>
            <input
              id={parentId}
              name="parent"
              dir="ltr"
              defaultValue={filters.parent}
              className={inputClass}
              aria-describedby={`${parentId}-hint`}
            />
            <p id={`${parentId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {t('hints.reference')}
            </p>
          </div>
        )}
      </FilterForm>
      {status && <StatusMessage>{status}</StatusMessage>}
      {mutation.failure && <ErrorMessage>{mutation.failure.message}</ErrorMessage>}
      <DataList
        rows={page.data}
        empty={t('list.empty')}
        pagination={listPages(
          page,
          pageHref(editingPath(d.name), filters),
          t('list.caption', { entity: title, total: page.total }),
        )}
        caption={t('list.caption', { entity: title, total: page.total })}
        captionHidden
        headers={[
          t('list.title'),
          ...(d.positionScope ? [t(`fields.${d.positionScope}`)] : []),
          t('list.state'),
          t('list.translations'),
          ...(showOrder ? [t('list.order')] : []),
        ]}
        testId="editing-list"
        row={(row, index) => (
          <tr key={row.ref} className={rowClass} data-ref={row.ref}>
            <td className={cellClass}>
              <RecordTitleLink
                entity={d.name}
                reference={row.ref}
                title={row.title}
                titleLang={row.title_lang}
              />
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                <bdi dir="ltr">{row.ref}</bdi>
                {row.summary && (
                  <>
                    {' · '}
                    <bdi>{row.summary}</bdi>
                  </>
                )}
              </span>
            </td>
            {d.positionScope && (
              <td className={cellClass}>
                <bdi>{row.scope}</bdi>
              </td>
            )}
            <td className={cellClass}>
              <span className={badgeClass(row.archived ? 'warn' : row.published === false ? 'muted' : 'ok')}>
                {row.archived
                  ? t('editor.stateArchived')
                  : row.published === false
                    ? t('editor.stateUnpublished')
                    : t('editor.statePublished')}
              </span>
            </td>
            <td className={cellClass}>
              <ul className="flex flex-wrap gap-1">
                {LOCALES.map((l) => {
                  const c = row.completeness[l];
                  return (
                    <li key={l}>
                      <span className={badgeClass(c.filled === c.total ? 'ok' : 'warn')}>
                        <abbr title={LANGUAGES[l].label} className="no-underline">
                          {l.toUpperCase()}
                        </abbr>{' '}
                        {c.filled}/{c.total}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </td>
            {showOrder && (
              <td className={cellClass}>
                <div className="flex gap-1">
                  <button
                    type="button"
                    data-move={`up-${row.ref}`}
                    className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40 dark:border-slate-700"
                    disabled={index === 0 && page.current_page === 1}
                    aria-label={t('list.moveUp', { name: row.title })}
                    onClick={() => move(row, 'up')}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    data-move={`down-${row.ref}`}
                    className="rounded border border-slate-300 px-2 py-1 disabled:opacity-40 dark:border-slate-700"
                    disabled={index === page.data.length - 1 && page.current_page === page.last_page}
                    aria-label={t('list.moveDown', { name: row.title })}
                    onClick={() => move(row, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </div>
              </td>
            )}
          </tr>
        )}
      />
    </div>
  );
}
