import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { dateLabel } from '../../../common/format/dates';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import type {
  AdminOrderCustomer,
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
  AdminPaymentView,
} from '../../../common/orders/admin';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/types';
import type { Db } from '../../db/types';
import { listPage, namesById, pageOffset } from '../../http/list-page';
import { localToInstant, type Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import { accountDirectory } from '../accounts/read-model';
import type { PaymentsService } from '../payments/service';
import { commentView } from './comments';
import type { AnnounceOrder } from './notices';
import type { OrderLifecycle } from './lifecycle';
import { isOrderId, lineView, moveView, orderView } from './read';
import { linesOfOrder, linesOfOrders } from './read-model';
import { orderComments, orderHistory, orders } from './schema';
import { nothingToRefund, orderNotFound, orderTransitionRefused } from './errors';
import { mayMoveStatus } from './state-machine';
import { type OrderRow } from './transitions';

type Json = Record<string, unknown>;

/**
 * The caller's record of an admin action (the audit row, ADR-0601), written with `tx`: in the
 * transaction of the change it describes.
 */
export type AdminRecord = (
  tx: Db,
  change: { action: string; before: Json | null; after: Json },
) => Promise<void>;

const DAY = 24 * 60 * 60 * 1000;
const localDay = (value: string) => Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = {
  created_at: orders.createdAt,
  total: orders.totalMinor,
  number: orders.number,
} as const;

/**
 * What the company does with orders (issue 15), through the same order lifecycle as everything
 * else (ADR-0303, ADR-0026): moves with actor `admin`, each with the caller's audit
 * row in its transaction.
 */
export function createOrderAdmin(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  announce: AnnounceOrder;
  lifecycle: Pick<OrderLifecycle, 'changeStatus' | 'paid'>;
  payments: Pick<PaymentsService, 'listFor' | 'refund' | 'refunds'>;
}) {
  const { db, clock, timeZone, announce } = deps;

  const customerOf = (row: {
    customerId: string | null;
    email: string | null;
    first: string | null;
    last: string | null;
  }): AdminOrderCustomer | null =>
    row.customerId && row.email
      ? { id: row.customerId, email: row.email, name: `${row.first ?? ''} ${row.last ?? ''}`.trim() }
      : null;

  async function list(q: AdminOrderQuery, locale: Locale): Promise<AdminOrderPage> {
    const where: SQL[] = [];
    if (q.status) where.push(eq(orders.status, q.status));
    if (q.pay_status) where.push(eq(orders.payStatus, q.pay_status));
    if (q.payment_mode) where.push(eq(orders.paymentMode, q.payment_mode));
    if (q.q)
      where.push(or(ilike(orders.number, escapeLike(q.q)), ilike(accountDirectory.email, escapeLike(q.q)))!);
    if (q.from) where.push(gte(orders.createdAt, new Date(localToInstant(localDay(q.from), 0, timeZone))));
    if (q.to) where.push(lt(orders.createdAt, new Date(localToInstant(localDay(q.to) + DAY, 0, timeZone))));
    const filter = and(...where);
    const paging = { page: q.page, perPage: q.per_page };
    const sort = q.sort ?? '-created_at';
    const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
    const direction = sort.startsWith('-') ? desc : asc;
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(orders)
      .leftJoin(accountDirectory, eq(accountDirectory.id, orders.customerId))
      .where(filter);
    const rows = await db
      .select({
        order: orders,
        email: accountDirectory.email,
        first: accountDirectory.firstName,
        last: accountDirectory.lastName,
      })
      .from(orders)
      .leftJoin(accountDirectory, eq(accountDirectory.id, orders.customerId))
      .where(filter)
      .orderBy(direction(column), direction(orders.sequence), direction(orders.year))
      .limit(paging.perPage)
      .offset(pageOffset(paging));
    const lines = await linesOfOrders(
      db,
      rows.map((r) => r.order.id),
    );
    const data = rows.map((r) => ({
      ...orderView(
        r.order,
        lines.filter((l) => l.orderId === r.order.id),
        locale,
        timeZone,
      ),
      customer: customerOf({ customerId: r.order.customerId, ...r }),
    }));
    return listPage(data, total, paging);
  }

  async function find(id: string): Promise<OrderRow | null> {
    if (!isOrderId(id)) return null;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  }

  /** The payment taken through a provider that a refund gives back, if there is one. */
  async function providerPayment(orderId: string) {
    const attempts = await deps.payments.listFor('order', orderId);
    return (
      attempts.find((p) => (p.status === 'succeeded' || p.status === 'refunded') && p.providerRef) ?? null
    );
  }

  /** The order as the admin's detail page shows it; invoices and files are added by the API. */
  async function detail(
    id: string,
    locale: Locale,
  ): Promise<Omit<AdminOrderDetail, 'invoices' | 'files'> | null> {
    const order = await find(id);
    if (!order) return null;
    const t = translator(locale);
    const lineRows = await linesOfOrder(db, id);
    const historyRows = await db
      .select({ h: orderHistory, actorEmail: accountDirectory.email })
      .from(orderHistory)
      .leftJoin(accountDirectory, eq(accountDirectory.id, orderHistory.actorId))
      .where(eq(orderHistory.orderId, id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id));
    const [customer] = order.customerId
      ? await db
          .select({
            email: accountDirectory.email,
            first: accountDirectory.firstName,
            last: accountDirectory.lastName,
          })
          .from(accountDirectory)
          .where(eq(accountDirectory.id, order.customerId))
      : [];
    const comments = await db
      .select()
      .from(orderComments)
      .where(eq(orderComments.orderId, id))
      .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
    const money = (minor: number, currency: string) => ({
      minor,
      currency,
      label: formatMoney(minor, currency, locale),
    });
    const attempts = await deps.payments.listFor('order', id);
    const payments: AdminPaymentView[] = [];
    for (const p of attempts) {
      const refunds = await deps.payments.refunds(p.id);
      payments.push({
        id: p.id,
        provider: p.provider,
        status: p.status,
        status_label: t(`admin-orders:paymentStatuses.${p.status}`),
        amount: money(p.amountMinor, p.currency),
        refunded: money(p.refundedMinor, p.currency),
        created_at: dateLabel(p.createdAt, locale, timeZone, 'dateTime'),
        refunds: refunds.map((r) => ({
          id: r.id,
          amount: money(r.amountMinor, r.currency),
          status: r.status,
          status_label: t(`admin-orders:refundStatuses.${r.status}`),
          created_at: dateLabel(r.createdAt, locale, timeZone, 'dateTime'),
        })),
      });
    }
    return {
      ...orderView(order, lineRows, locale, timeZone),
      lines: lineRows.map((line) => lineView(line, locale)),
      history: historyRows.map(({ h, actorEmail }) => ({
        ...moveView(h, t),
        actor_id: h.actorId,
        actor_email: actorEmail,
        actor_label: t(`admin-orders:actors.${h.actor}`),
        at: dateLabel(h.at, locale, timeZone, 'dateTime'),
      })),
      customer: customerOf({
        customerId: order.customerId,
        email: customer?.email ?? null,
        first: customer?.first ?? null,
        last: customer?.last ?? null,
      }),
      comments: comments.map((c) => commentView(c, locale, timeZone)),
      payments,
      can: {
        statuses: ORDER_STATUSES.filter(
          (to) => to !== order.status && mayMoveStatus(order.status, to, 'admin', order.payStatus),
        ).map((value) => ({ value, label: t(`orders:statuses.${value}`) })),
        record_payment: order.payStatus === 'on_hand',
        refund: order.payStatus === 'paid' && attempts.some((p) => p.status === 'succeeded' && p.providerRef),
      },
    };
  }

  /**
   * Moves the order's status as the company (the state machine refuses what it must, with
   * orderTransitionRefused): the lifecycle's step for it, as the customer's own cancellation, then
   * the audit row.
   */
  async function setStatus(id: string, to: OrderStatus, record: AdminRecord, adminId: string | null = null) {
    if (!isOrderId(id)) throw orderNotFound();
    return db.transaction(async (tx: Db) => {
      const moved = await deps.lifecycle.changeStatus(tx, {
        orderId: id,
        to,
        actor: 'admin',
        actorId: adminId,
      });
      if (!moved.moved) return moved;
      await record(tx, {
        action: 'order.status_changed',
        before: { status: moved.from },
        after: { status: to },
      });
      return moved;
    });
  }

  /**
   * The company received a pay-later order's money (On hand → Paid, and Pending → Approved): the
   * lifecycle's `paid` step, as a successful payment's, so the invoice becomes Paid.
   * Already Paid: nothing (a second click). Any other pay status: orderTransitionRefused.
   */
  async function recordPayment(id: string, record: AdminRecord, adminId: string | null = null) {
    if (!isOrderId(id)) throw orderNotFound();
    return db.transaction(async (tx: Db) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!before) throw orderNotFound();
      const moved = await deps.lifecycle.paid(tx, id, 'admin', adminId);
      if (!moved.moved) return moved;
      await record(tx, {
        action: 'order.payment_recorded',
        before: { pay_status: before.payStatus, status: before.status },
        after: { pay_status: moved.order.payStatus, status: moved.order.status },
      });
      return moved;
    });
  }

  /**
   * Refunds the order's provider payment in full (ADR-0301): one refund per idempotency key,
   * however often or concurrently it is asked, and never more than was paid. The provider's
   * answer moves the order to Refund and its invoice gets a credit note (the lifecycle's `refunded`).
   * The audit row is written with the refund row, so it exists once per refund.
   */
  async function refund(
    id: string,
    idempotencyKey: string,
    record: AdminRecord,
    adminId: string | null = null,
  ) {
    const order = await find(id);
    if (!order) throw orderNotFound();
    if (order.payStatus !== 'paid' && order.payStatus !== 'refund')
      throw orderTransitionRefused({ field: 'pay_status', from: order.payStatus, to: 'refund' }, 'admin');
    const payment = await providerPayment(id);
    if (!payment) throw nothingToRefund();
    const done = await deps.payments.refund(
      { paymentId: payment.id, idempotencyKey, actor: 'admin', actorId: adminId },
      {
        onCreated: (tx, row) =>
          record(tx, {
            action: 'order.refunded',
            before: { pay_status: order.payStatus },
            after: { refund_id: row.id, amount_minor: row.amountMinor, currency: row.currency },
          }),
      },
    );
    return { refund: done, order: (await find(id))! };
  }

  /**
   * The company's reply in the order's thread; the customer is told in their language, by mail
   * (through the outbox) and notification, in the same transaction.
   */
  async function reply(id: string, adminId: string, body: string, locale: Locale, record: AdminRecord) {
    if (!isOrderId(id)) throw orderNotFound();
    return db.transaction(async (tx: Db) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!order) throw orderNotFound();
      const [row] = await tx
        .insert(orderComments)
        .values({ orderId: id, authorKind: 'admin', authorId: adminId, body, createdAt: clock.now() })
        .returning();
      await announce(tx, order, { kind: 'replied' });
      await record(tx, { action: 'order.replied', before: null, after: { comment_id: row!.id } });
      return commentView(row!, locale, timeZone);
    });
  }

  /** Order numbers by id, for the audit screen's item column (ADR-0601). */
  async function numbersOf(ids: string[]): Promise<Map<string, string>> {
    const known = [...new Set(ids.filter(isOrderId).map((id) => id.toLowerCase()))];
    return namesById(db, { id: orders.id, name: orders.number }, known);
  }

  return { list, detail, find, setStatus, recordPayment, refund, reply, numbersOf };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
