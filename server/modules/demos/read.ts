import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { dateLabel } from '../../../common/format/dates';
import type { DemoStatus, DemoView } from '../../../common/demos/types';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { lastPageOf, listPage, pageOffset } from '../../http/list-page';
import { translator } from '../../platform/i18n';
import type { CatalogService } from '../catalog/service';
import { contactRequests } from '../requests/schema';
import { slotLabel } from './notices';
import { demos, demoSlots } from './schema';

/** A demo id as URLs carry it (a contact request's UUID); anything else names no demo (404). */
const DEMO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDemoId = (id: string) => DEMO_ID.test(id);

/** The customer a demo list is for: their id and their (confirmed: sessions require it) address. */
export interface DemoReader {
  id: string;
  email: string;
}

/**
 * A customer's demo requests: sent from their account, or earlier by a visitor with the address
 * the account confirmed (ADR-0102's `listRequestsOf`, for the kind `demo`).
 */
export function ofCustomer(user: DemoReader) {
  return and(
    eq(contactRequests.kind, 'demo'),
    or(eq(contactRequests.customerId, user.id), eq(contactRequests.email, user.email.toLowerCase())),
  );
}

export type DemoRequestRow = typeof contactRequests.$inferSelect;

/** The customer's own demo request, or null (not theirs, unknown, malformed, not a demo). */
export async function ownedDemo(db: Db, user: DemoReader, id: string): Promise<DemoRequestRow | null> {
  if (!isDemoId(id)) return null;
  const [row] = await db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.id, id.toLowerCase()), ofCustomer(user)));
  return row ?? null;
}

export function createDemoReader(deps: { db: Db; catalog: CatalogService; timeZone: string }) {
  const { db, catalog, timeZone } = deps;

  async function views(
    rows: { request: DemoRequestRow; status: DemoStatus | null; note: string | null }[],
    locale: Locale,
  ) {
    const t = translator(locale);
    const ids = rows.map((r) => r.request.id);
    const slots = ids.length
      ? await db
          .select()
          .from(demoSlots)
          .where(inArray(demoSlots.requestId, ids))
          .orderBy(asc(demoSlots.startsAt), asc(demoSlots.id))
      : [];
    const services = new Map((await catalog.listServices(locale)).map((s) => [s.id, s.name]));
    return rows.map(({ request, status: stored, note }): DemoView => {
      const status = stored ?? 'requested';
      const own = slots.filter((s) => s.requestId === request.id);
      const open = status !== 'done' && status !== 'canceled';
      return {
        id: request.id,
        full_name: request.fullName,
        phone: request.phone,
        email: request.email,
        service: request.serviceId ? (services.get(request.serviceId) ?? null) : null,
        status,
        status_label: t(`demos:statuses.${status}`),
        reschedule_note: note,
        created_at: dateLabel(request.createdAt, locale, timeZone, 'dateTime'),
        slots: own.map((s) => ({
          id: s.id,
          start: s.startsAt.toISOString(),
          end: s.endsAt.toISOString(),
          status: s.status,
          status_label: t(`demos:slotStatuses.${s.status}`),
          label: slotLabel(s, locale, timeZone),
        })),
        can_accept: status === 'proposed' && own.some((s) => s.status === 'proposed'),
        can_reschedule: status === 'proposed' || status === 'scheduled',
        can_cancel: open,
      };
    });
  }

  const select = () =>
    db
      .select({ request: contactRequests, status: demos.status, note: demos.rescheduleNote })
      .from(contactRequests)
      .leftJoin(demos, eq(demos.requestId, contactRequests.id));

  /** The customer's demos, newest first, paginated as the API's lists are. */
  async function list(user: DemoReader, locale: Locale, opts: { page?: number; perPage?: number } = {}) {
    const perPage = Math.min(Math.max(opts.perPage ?? 10, 1), 100);
    const [counted] = await db.select({ n: count() }).from(contactRequests).where(ofCustomer(user));
    const total = counted?.n ?? 0;
    const page = Math.min(Math.max(opts.page ?? 1, 1), lastPageOf(total, perPage));
    const rows = await select()
      .where(ofCustomer(user))
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(perPage)
      .offset(pageOffset({ page, perPage }));
    return listPage(await views(rows, locale), total, { page, perPage });
  }

  /** One of the customer's demos, or null. */
  async function detail(user: DemoReader, id: string, locale: Locale) {
    if (!isDemoId(id)) return null;
    const rows = await select().where(and(eq(contactRequests.id, id.toLowerCase()), ofCustomer(user)));
    return rows.length ? (await views(rows, locale))[0]! : null;
  }

  /** Every demo, for the company's queue: newest first, by status, by name, address or phone. */
  async function queue(
    locale: Locale,
    opts: { status?: DemoStatus; q?: string; page: number; perPage: number },
  ) {
    const conditions = [eq(contactRequests.kind, 'demo')];
    if (opts.status === 'requested')
      conditions.push(or(isNull(demos.status), eq(demos.status, 'requested'))!);
    else if (opts.status) conditions.push(eq(demos.status, opts.status));
    if (opts.q) {
      const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(contactRequests.fullName, like),
          ilike(contactRequests.email, like),
          ilike(contactRequests.phone, like),
        )!,
      );
    }
    const where = and(...conditions);
    const [counted] = await db
      .select({ n: count() })
      .from(contactRequests)
      .leftJoin(demos, eq(demos.requestId, contactRequests.id))
      .where(where);
    const total = counted?.n ?? 0;
    const rows = await select()
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(opts.perPage)
      .offset(pageOffset(opts));
    return listPage(await views(rows, locale), total, opts);
  }

  /** Any demo by id, for the company's screens; null when unknown, malformed or not a demo. */
  async function forCompany(id: string, locale: Locale) {
    if (!isDemoId(id)) return null;
    const rows = await select().where(
      and(eq(contactRequests.id, id.toLowerCase()), eq(contactRequests.kind, 'demo')),
    );
    return rows.length ? (await views(rows, locale))[0]! : null;
  }

  return { list, detail, queue, forCompany };
}
