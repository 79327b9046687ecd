import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminRequestDetail,
  AdminRequestRow,
  RequestQueueFlag,
  ServiceLevelTargetState,
} from '../../../common/admin-requests/types';
import type { RequestQueueQuery } from '../../../common/admin-requests/schemas';
import { dateLabel } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { listPage, pageOffset } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import type { createAttachmentsService } from '../attachments/service';
import { accountDirectory } from '../accounts/read-model';
import { contactRequestHistory, contactRequestMessages, contactRequests } from './schema';
import {
  breached,
  firstResponseState,
  queueFlag,
  resolutionState,
  slaFilter,
  slaWindow,
  type SlaWindow,
} from './service-level-state';
import { loadServiceLevels } from './sla';
import { requestTexts } from './view';
import { allowedRequestMoves, FINAL_REQUEST_STATUSES } from './state-machine';
import type { RequestRow } from './transitions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The earlier of a request's due times (null once met, paused or not open). */
const dueAt = sql<Date | null>`least(${contactRequests.firstResponseDueAt}, ${contactRequests.resolutionDueAt})`;

/** A request with where it stands against its service levels, by `service-level-state.ts`. */
interface QueuedRequest {
  row: RequestRow;
  flag: RequestQueueFlag;
  breached: boolean;
  firstResponse: ServiceLevelTargetState;
  resolution: ServiceLevelTargetState;
}

const withServiceLevels = (w: SlaWindow) => ({
  row: contactRequests,
  flag: queueFlag(w),
  breached: breached(w),
  firstResponse: firstResponseState(w),
  resolution: resolutionState(w),
});

/**
 * The company's queue of requests (issue 15): every customer's, demos left to their own queue.
 * The service-level states are computed from the due times stored on the request (ADR-0500)
 * against the clock now, so the queue never lags behind the 5-minute job's `sla_state`; the
 * rows, the filters and the request's panel use the same expressions.
 */
export function createRequestQueue(deps: {
  db: Db;
  clock: Clock;
  attachments: Pick<ReturnType<typeof createAttachmentsService>, 'list'>;
}) {
  const { db, clock } = deps;

  const window = async () => slaWindow(await loadServiceLevels(db), clock.now());

  function item({ row, flag: sla, breached }: QueuedRequest, locale: Locale, timeZone: string) {
    const t = translator(locale);
    const dues = [row.firstResponseDueAt, row.resolutionDueAt].filter((d): d is Date => !!d);
    const due = dues.length ? new Date(Math.min(...dues.map((d) => d.getTime()))) : null;
    return {
      id: row.id,
      type: row.kind,
      type_label: t(`requests:kinds.${row.kind}`),
      subject: row.subject ?? '',
      status: row.status,
      status_label: t(`requests:statuses.${row.status}`),
      full_name: row.fullName,
      email: row.email,
      waiting_on_customer: row.waitingOnCustomer,
      sla,
      sla_label: t(`admin-requests:sla.${sla}`),
      breached,
      due: due ? dateLabel(due, locale, timeZone, 'dateTime') : null,
      created_at: dateLabel(row.createdAt, locale, timeZone, 'dateTime'),
      updated_at: dateLabel(row.updatedAt ?? row.createdAt, locale, timeZone, 'dateTime'),
    } satisfies AdminRequestRow;
  }

  async function list(query: RequestQueueQuery, locale: Locale, timeZone: string) {
    const w = await window();
    const where: SQL[] = [ne(contactRequests.kind, 'demo')];
    if (query.status) where.push(eq(contactRequests.status, query.status));
    if (query.type) where.push(eq(contactRequests.kind, query.type));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      where.push(
        or(
          ilike(contactRequests.subject, like),
          ilike(contactRequests.email, like),
          ilike(contactRequests.fullName, like),
          ...(UUID.test(query.q) ? [eq(contactRequests.id, query.q.toLowerCase())] : []),
        )!,
      );
    }
    if (query.waiting) where.push(eq(contactRequests.waitingOnCustomer, true));
    if (query.sla) where.push(slaFilter(query.sla, w));
    const condition = and(...where);
    const order =
      query.sort === 'created'
        ? [asc(contactRequests.createdAt), asc(contactRequests.id)]
        : query.sort === 'due'
          ? [sql`${dueAt} asc nulls last`, asc(contactRequests.createdAt)]
          : query.sort === '-updated'
            ? [
                sql`coalesce(${contactRequests.updatedAt}, ${contactRequests.createdAt}) desc`,
                desc(contactRequests.id),
              ]
            : [desc(contactRequests.createdAt), desc(contactRequests.id)];
    const [counted] = await db.select({ n: count() }).from(contactRequests).where(condition);
    const total = counted?.n ?? 0;
    const paging = { page: query.page, perPage: query.per_page };
    const rows = await db
      .select(withServiceLevels(w))
      .from(contactRequests)
      .where(condition)
      .orderBy(...order)
      .limit(paging.perPage)
      .offset(pageOffset(paging));
    return listPage(
      rows.map((queued) => item(queued, locale, timeZone)),
      total,
      paging,
    );
  }

  /** One request with everything the company sees: internal notes included. Null: unknown or malformed id. */
  async function detail(id: string, locale: Locale, timeZone: string): Promise<AdminRequestDetail | null> {
    if (!UUID.test(id)) return null;
    const [queued] = await db
      .select(withServiceLevels(await window()))
      .from(contactRequests)
      .where(and(eq(contactRequests.id, id.toLowerCase()), ne(contactRequests.kind, 'demo')));
    if (!queued) return null;
    const { row } = queued;
    const t = translator(locale);
    const when = (d: Date | null) => (d ? dateLabel(d, locale, timeZone, 'dateTime') : null);
    const target = (
      state: ServiceLevelTargetState,
      due: Date | null,
      missed: Date | null,
      met: Date | null,
    ) => ({
      state,
      label: t(`admin-requests:targets.${state}`),
      due: when(state === 'breached' ? missed : due),
      met_at: when(met),
    });
    const [thread, history, files] = await Promise.all([
      db
        .select()
        .from(contactRequestMessages)
        .where(eq(contactRequestMessages.requestId, row.id))
        .orderBy(asc(contactRequestMessages.createdAt), asc(contactRequestMessages.id)),
      db
        .select({ h: contactRequestHistory, actorEmail: accountDirectory.email })
        .from(contactRequestHistory)
        .leftJoin(accountDirectory, eq(accountDirectory.id, contactRequestHistory.actorId))
        .where(eq(contactRequestHistory.requestId, row.id))
        .orderBy(asc(contactRequestHistory.at), asc(contactRequestHistory.id)),
      deps.attachments.list({ ownerKind: 'request', ownerId: row.id }),
    ]);
    return {
      ...item(queued, locale, timeZone),
      ...requestTexts(row),
      phone: row.phone,
      company: row.company,
      customer_id: row.customerId,
      service_levels: {
        first_response: target(
          queued.firstResponse,
          row.firstResponseDueAt,
          row.firstResponseMissedDueAt,
          row.firstRespondedAt,
        ),
        resolution: target(queued.resolution, row.resolutionDueAt, row.resolutionMissedDueAt, row.resolvedAt),
      },
      final: FINAL_REQUEST_STATUSES.includes(row.status),
      moves: allowedRequestMoves()
        .filter((m) => m.from === row.status && m.actors.includes('admin'))
        .map((m) => ({ status: m.to, label: t(`requests:statuses.${m.to}`) })),
      thread: thread.map((m) => ({
        id: m.id,
        author: m.author === 'customer' ? ('customer' as const) : ('staff' as const),
        author_label: t(
          m.author === 'customer'
            ? 'admin-requests:thread.customer'
            : m.internal
              ? 'admin-requests:thread.note'
              : 'admin-requests:thread.staff',
        ),
        internal: m.internal,
        asks_customer: m.asksCustomer,
        body: m.body,
        created_at: dateLabel(m.createdAt, locale, timeZone, 'dateTime'),
      })),
      files,
      history: history.map(({ h, actorEmail }) => ({
        from_label: t(`requests:statuses.${h.fromStatus}`),
        to_label: t(`requests:statuses.${h.toStatus}`),
        actor_label: t(`admin-requests:actors.${h.actor}`),
        actor_email: actorEmail,
        at: dateLabel(h.at, locale, timeZone, 'dateTime'),
      })),
    };
  }

  return { list, detail };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
