import { useId, useState } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Form, Link, NavLink, useParams, useRevalidator } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions, StatusMessage } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { inputClass } from '~/features/auth/form-parts';
import { EDITING_GROUPS, editingPath, groupOf } from '~/features/editing/entities';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Page } from '../../../common/admin/types';
import type { EditableRow, EntityDescription } from '../../../common/editing/types';
import { directionOf, LANGUAGES, LOCALES } from '../../../common/i18n/languages';
import type { Route } from './+types/editing-list';

export const handle = { i18n: ['admin', 'editing'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status', 'parent'] as const;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  // An unknown entity name is refused as malformed (422): no such page either.
  const { locale, load } = adminScreen(params, { notFound: [404, 422] });
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
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
  const ids = { q: useId(), status: useId(), parent: useId() };
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

  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `${editingPath(d.name)}?${query}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={title} />
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
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-1 max-w-2xl text-slate-700 dark:text-slate-300">{t('list.intro')}</p>
        </div>
        <Link to={adminPath(lang, editingPath(d.name, 'new'))} className={buttonClasses()}>
          {t('list.new', { entity: t(`entity.${d.name}`) })}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('list.filters')}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {t('list.search')}
          </label>
          <input id={ids.q} name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </div>
        {(d.publishField || d.archivable) && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.status} className="text-sm font-medium">
              {t('list.status')}
            </label>
            <select id={ids.status} name="status" defaultValue={filters.status} className={inputClass}>
              <option value="">{t('list.any')}</option>
              {d.publishField && <option value="published">{t('list.published')}</option>}
              {d.publishField && <option value="unpublished">{t('list.unpublished')}</option>}
              {d.archivable && <option value="archived">{t('list.archived')}</option>}
            </select>
          </div>
        )}
        {d.positionScope && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.parent} className="text-sm font-medium">
              {t(`fields.${d.positionScope}`)}
            </label>
            <input
              id={ids.parent}
              name="parent"
              dir="ltr"
              defaultValue={filters.parent}
              className={inputClass}
              aria-describedby={`${ids.parent}-hint`}
            />
            <p id={`${ids.parent}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {t('hints.reference')}
            </p>
          </div>
        )}
        <FilterActions
          className="flex flex-wrap items-end gap-4"
          apply={t('list.search')}
          reset={t('list.any')}
          resetTo={adminPath(lang, editingPath(d.name))}
          secondary
        />
      </Form>
      {status && <StatusMessage>{status}</StatusMessage>}
      {mutation.failure && <ErrorMessage>{mutation.failure.message}</ErrorMessage>}
      <DataList
        rows={page.data}
        empty={t('list.empty')}
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
              <Link
                to={adminPath(lang, editingPath(d.name, row.ref))}
                className="font-semibold text-teal-800 underline dark:text-teal-300"
                lang={row.title_lang}
                dir={directionOf(row.title_lang)}
              >
                {row.title}
              </Link>
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
      <Pagination
        page={page.current_page}
        pages={page.last_page}
        href={hrefFor}
        label={t('list.caption', { entity: title, total: page.total })}
      />
    </div>
  );
}
