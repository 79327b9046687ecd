import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { EmptyState } from '~/features/account/empty-state';
import { inputClass } from '~/features/contact/field';
import { FILED_REQUEST_KINDS, REQUEST_STATUS_VALUES } from '../../../common/requests/schemas';
import type { RequestListItemView } from '../../../common/requests/types';
import { RequestStatusBadge } from './status-badge';

export interface ListFilters {
  status?: string;
  type?: string;
  q?: string;
}

/** Filters as a GET form: works without JavaScript, and the URL keeps them. */
export function RequestFilters({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      className="mb-6 flex flex-wrap items-end gap-4"
      role="search"
      aria-label={t('requests:filters.legend')}
    >
      <label className="flex flex-col gap-1 font-medium">
        {t('requests:filters.status')}
        <select name="status" defaultValue={filters.status ?? ''} className={inputClass}>
          <option value="">{t('requests:filters.all')}</option>
          {REQUEST_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {t(`requests:statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('requests:filters.type')}
        <select name="type" defaultValue={filters.type ?? ''} className={inputClass}>
          <option value="">{t('requests:filters.all')}</option>
          {FILED_REQUEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`requests:kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-48 flex-1 flex-col gap-1 font-medium">
        {t('requests:filters.search')}
        <input type="search" name="q" defaultValue={filters.q ?? ''} className={inputClass} />
      </label>
      <button
        type="submit"
        className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800"
      >
        {t('requests:filters.apply')}
      </button>
      <LocalizedLink
        to="/account/requests/all"
        className="py-2 font-semibold text-teal-800 underline dark:text-teal-300"
      >
        {t('requests:filters.reset')}
      </LocalizedLink>
    </Form>
  );
}

/** The customer's requests as a list of cards (readable on a phone, no sideways scrolling). */
export function RequestList({ items }: { items: RequestListItemView[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyState text={t('requests:empty')} testId="requests-empty" />;
  return (
    <ul className="flex flex-col gap-3" data-testid="request-list">
      {items.map((r) => (
        <li
          key={r.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <LocalizedLink
              to={`/contact_requests/${r.id}`}
              className="truncate font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
            >
              {r.subject || t('requests:list.noSubject')}
            </LocalizedLink>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {r.type_label} · {r.created_at_label}
            </span>
          </div>
          <RequestStatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}
