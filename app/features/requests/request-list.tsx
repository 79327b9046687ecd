import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { AccountEmptyState } from '~/features/account/empty-state';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { FILED_REQUEST_KINDS, REQUEST_STATUS_VALUES } from '../../../common/requests/schemas';
import type { RequestListItemView } from '../../../common/requests/types';
import { RequestStatusBadge } from './status-badge';

export interface ListFilters {
  status?: string;
  type?: string;
  q?: string;
}

/** The filters chosen from a list (all, or one value), with where their values' names are. */
const CHOICE_FILTERS = [
  { name: 'status', values: REQUEST_STATUS_VALUES, labels: 'statuses' },
  { name: 'type', values: FILED_REQUEST_KINDS, labels: 'kinds' },
] as const;

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
      {CHOICE_FILTERS.map(({ name, values, labels }) => (
        <SelectField
          key={name}
          label={t(`requests:filters.${name}`)}
          name={name}
          defaultValue={filters[name] ?? ''}
          options={[
            { value: '', label: t('requests:filters.all') },
            ...values.map((value) => ({ value, label: t(`requests:${labels}.${value}`) })),
          ]}
        />
      ))}
      <div className="min-w-48 flex-1">
        <TextField
          label={t('requests:filters.search')}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
        />
      </div>
      <Button type="submit">{t('requests:filters.apply')}</Button>
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
  if (items.length === 0) return <AccountEmptyState text={t('requests:empty')} testId="requests-empty" />;
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
