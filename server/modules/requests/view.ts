import type { RequestDetailView, RequestListItemView } from '../../../common/requests/types';
import { formatDate } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import { translator } from '../../platform/i18n';
import type { RequestsService } from './service';
import type { RequestRow } from './transitions';

type Detail = NonNullable<Awaited<ReturnType<RequestsService['get']>>>;

const when = (value: Date | null, locale: Locale, timeZone: string) =>
  value ? { iso: value.toISOString(), label: formatDate(value, locale, timeZone, 'dateTime') } : null;

/** What the customer wrote with the request (comments, links, notes), as their detail and the desk's show it. */
export const requestTexts = (row: RequestRow) => ({
  comments: row.message ?? '',
  links: row.links,
  notes: row.notes ?? '',
});

/** A request as the list (API and page) shows it, labels in the reader's language and the site's zone. */
export function requestListItem(row: RequestRow, locale: Locale, timeZone: string): RequestListItemView {
  const t = translator(locale);
  return {
    id: row.id,
    type: row.kind,
    type_label: t(`requests:kinds.${row.kind}`),
    subject: row.subject ?? '',
    status: row.status,
    status_label: t(`requests:statuses.${row.status}`),
    created_at: row.createdAt.toISOString(),
    created_at_label: formatDate(row.createdAt, locale, timeZone, 'dateTime'),
  };
}

/**
 * A request as its owner sees it: what they sent, where the answer stands (with "answer expected
 * by …"), the public thread, files and status history. Internal notes are not in `Detail` at all.
 */
export function requestDetail(found: Detail, locale: Locale, timeZone: string): RequestDetailView {
  const t = translator(locale);
  const { request: row } = found;
  const expected = row.firstResponseDueAt ?? row.resolutionDueAt;
  return {
    ...requestListItem(row, locale, timeZone),
    ...requestTexts(row),
    full_name: row.fullName,
    email: row.email,
    waiting_on_customer: row.waitingOnCustomer,
    answer_expected: row.waitingOnCustomer ? null : when(expected, locale, timeZone),
    answer_expected_kind: row.firstResponseDueAt ? ('first_response' as const) : ('resolution' as const),
    first_response_at: when(row.firstRespondedAt, locale, timeZone),
    resolved_at: when(row.resolvedAt, locale, timeZone),
    final: ['canceled', 'closed', 'rejected'].includes(row.status),
    thread: found.thread.map((m) => ({
      id: m.id,
      author: m.author === 'customer' ? ('customer' as const) : ('company' as const),
      author_label: t(m.author === 'customer' ? 'requests:page.you' : 'requests:page.team'),
      body: m.body,
      created_at: m.createdAt.toISOString(),
      created_at_label: formatDate(m.createdAt, locale, timeZone, 'dateTime'),
    })),
    files: found.files,
    history: found.history.map((h) => ({
      from: h.from,
      to: h.to,
      from_label: t(`requests:statuses.${h.from}`),
      to_label: t(`requests:statuses.${h.to}`),
      actor: h.actor,
      actor_label: t(`requests:actors.${h.actor}`),
      at: h.at.toISOString(),
      at_label: formatDate(h.at, locale, timeZone, 'dateTime'),
    })),
  };
}

export type { RequestDetailView, RequestListItemView };
