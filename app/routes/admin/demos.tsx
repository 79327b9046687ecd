import { useTranslation } from 'react-i18next';
import { Form, Link, useParams } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions, StatusMessage } from '~/features/admin/admin-ui';
import { cardClass, linkClass, SelectField, TextField } from '~/features/admin-requests/ui';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import type { AdminDemo } from '../../../common/admin-requests/types';
import type { Page } from '../../../common/admin/types';
import { DEMO_STATUSES } from '../../../common/demos/types';
import type { Route } from './+types/demos';

export const handle = { i18n: ['admin', 'admin-requests', 'demos'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['status', 'q'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page'])
    if (url.searchParams.get(key)) query.set(key, url.searchParams.get(key)!);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Filters;
  try {
    const page = await adminJson<{ data: Page<AdminDemo> }>(`/demos?${query}`, { locale, lang: params.lang });
    return { page: page.data, filters, errors: null, message: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { page: null, filters, errors: error.body.errors ?? {}, message: error.message };
  }
}

export default function AdminDemos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-requests');
  const { t: td } = useTranslation('demos');
  const { lang } = useParams();
  const { page, filters, errors, message } = loaderData;
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `/admin/demos?${query}`;
  };
  const cell = 'px-3 py-2 align-top text-start';
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('demos.title')} />
      <div>
        <h1 className="text-2xl font-bold">{t('demos.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('demos.intro')}</p>
      </div>
      <Form method="get" className={`grid gap-4 sm:grid-cols-2 ${cardClass}`} aria-label={t('demos.filters')}>
        <TextField
          name="q"
          type="search"
          label={t('demos.search')}
          defaultValue={filters.q}
          errors={errors?.q}
        />
        <SelectField
          name="status"
          label={t('demos.status')}
          defaultValue={filters.status}
          errors={errors?.status}
          options={[
            { value: '', label: t('demos.anyStatus') },
            ...DEMO_STATUSES.map((s) => ({ value: s, label: td(`statuses.${s}`) })),
          ]}
        />
        <FilterActions
          className="flex flex-wrap items-center gap-4 sm:col-span-2"
          apply={t('demos.apply')}
          reset={t('demos.reset')}
          resetTo={adminPath(lang, '/admin/demos')}
        />
      </Form>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <>
          <StatusMessage>{t('demos.results', { count: page.total })}</StatusMessage>
          {page.data.length ? (
            <div
              className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              // A focusable scroll container, so keyboard users can scroll the table on small screens.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="group"
              aria-label={t('demos.title')}
            >
              <table className="w-full min-w-[44rem] text-sm" data-testid="demos-table">
                <caption className="sr-only">{t('demos.title')}</caption>
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className={cell}>
                      {t('demos.customer')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('demos.service')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('demos.status')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('demos.slots')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('demos.created')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((demo) => (
                    <tr
                      key={demo.id}
                      className="border-t border-slate-200 dark:border-slate-800"
                      data-id={demo.id}
                    >
                      <td className={cell}>
                        <Link to={adminPath(lang, `/admin/demos/${demo.id}`)} className={linkClass}>
                          {demo.full_name}
                        </Link>
                        <br />
                        <bdi className="text-xs text-slate-600 dark:text-slate-400">{demo.email}</bdi>
                      </td>
                      <td className={cell}>{demo.service ?? ''}</td>
                      <td className={cell}>{demo.status_label}</td>
                      <td className={cell}>
                        {demo.slots.length ? (
                          <ul className="flex flex-col gap-1">
                            {demo.slots.map((s) => (
                              <li key={s.id}>
                                {s.label} <span className="text-xs">({s.status_label})</span>
                              </li>
                            ))}
                          </ul>
                        ) : (
                          t('demos.noSlots')
                        )}
                      </td>
                      <td className={cell}>
                        <time dateTime={demo.created_at.iso}>{demo.created_at.label}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('demos.empty')}</p>
          )}
          <Pagination
            page={page.current_page}
            pages={page.last_page}
            href={hrefFor}
            label={t('demos.pages')}
          />
        </>
      )}
    </div>
  );
}
