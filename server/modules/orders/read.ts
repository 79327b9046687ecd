import { and, asc, desc, eq } from 'drizzle-orm';
import { formatMoney } from '../../../common/format/money';
import { dateLabel } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type {
  OrderDetailView,
  OrderLineView,
  OrderListView,
  OrderSummaryView,
} from '../../../common/orders/views';
import type { Db } from '../../db/types';
import { listPage, tablePage } from '../../http/list-page';
import { translator } from '../../platform/i18n';
import { linesOfOrder, linesOfOrders } from './read-model';
import { orderHistory, orderLines, orders } from './schema';
import type { OrderRow } from './transitions';

/** An order id as URLs carry it; anything else names no order (404, like another's). */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (id: string) => ORDER_ID.test(id);

const money = (minor: number, currency: string, locale: Locale) => ({
  minor,
  currency,
  label: formatMoney(minor, currency, locale),
});

export type LineRow = typeof orderLines.$inferSelect;
const NAME = { fr: 'nameFr', en: 'nameEn', ar: 'nameAr' } as const;

/** An order as the API answers it, with every text and date written by the server in `locale`. */
export function orderView(
  order: OrderRow,
  lines: LineRow[],
  locale: Locale,
  timeZone: string,
): OrderSummaryView {
  const t = translator(locale);
  const { currency } = order;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    status_label: t(`orders:statuses.${order.status}`),
    pay_status: order.payStatus,
    pay_status_label: t(`orders:payStatuses.${order.payStatus}`),
    payment_mode: order.paymentMode,
    payment_mode_label: t(`orders:paymentModes.${order.paymentMode}`),
    subtotal: money(order.subtotalMinor, currency, locale),
    discount: money(order.discountMinor, currency, locale),
    tax: money(order.taxMinor, currency, locale),
    total: money(order.totalMinor, currency, locale),
    promo_code: order.promoCode,
    extra_info: order.extraInfo,
    links: order.links,
    created_at: dateLabel(order.createdAt, locale, timeZone, 'dateTime'),
    services: lines.filter((l) => l.type === 'service').map((l) => l[NAME[locale]]),
    packages: lines.filter((l) => l.type === 'package').map((l) => l[NAME[locale]]),
  };
}

/** What a history row's view reads of it. */
export type HistoryMove = Pick<
  typeof orderHistory.$inferSelect,
  'field' | 'fromValue' | 'toValue' | 'actor' | 'at'
>;

/** An order with its lines and history (oldest move first), as the API answers one order. */
export function orderDetailView(
  order: OrderRow,
  lines: LineRow[],
  history: readonly HistoryMove[],
  locale: Locale,
  timeZone: string,
): OrderDetailView {
  const t = translator(locale);
  return {
    ...orderView(order, lines, locale, timeZone),
    lines: lines.map((line) => lineView(line, locale)),
    history: history.map((h) => ({
      ...moveView(h, t),
      at: dateLabel(h.at, locale, timeZone, 'dateTime'),
    })),
  };
}

/** A history row's move: which status, from and to (with their words in the reader's language), by whom. */
export function moveView(h: HistoryMove, t: ReturnType<typeof translator>) {
  const words = h.field === 'status' ? 'orders:statuses' : 'orders:payStatuses';
  return {
    field: h.field,
    from: h.fromValue,
    to: h.toValue,
    from_label: t(`${words}.${h.fromValue}`),
    to_label: t(`${words}.${h.toValue}`),
    actor: h.actor,
  };
}

export function lineView(line: LineRow, locale: Locale): OrderLineView {
  return {
    id: line.id,
    type: line.type,
    service_id: line.serviceSlug,
    package_id: line.packageSlug,
    name: line[NAME[locale]],
    price: money(line.priceMinor, line.currency, locale),
    discount: line.discountType ? { type: line.discountType, value: line.discountValue } : null,
    discount_amount: money(line.discountMinor, line.currency, locale),
    final_price: money(line.finalPriceMinor, line.currency, locale),
    billing_period: line.billingPeriod,
    payment_kind: line.paymentKind,
    /** What it included at purchase, in `locale`; null on an order placed before it was kept. */
    features: line.features?.[locale] ?? null,
  };
}

/** The customer's orders and one order, always scoped to the customer: another's is not found. */
export function createOrderReader(deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;

  async function owned(customerId: string, id: string): Promise<OrderRow | null> {
    if (!isOrderId(id)) return null;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
    return row ?? null;
  }

  async function list(
    customerId: string,
    locale: Locale,
    opts: { page?: number; perPage?: number } = {},
  ): Promise<OrderListView> {
    const perPage = Math.min(Math.max(opts.perPage ?? 10, 1), 100);
    const page = Math.max(opts.page ?? 1, 1);
    const order = [desc(orders.createdAt), desc(orders.sequence)];
    const paging = { page, perPage };
    const { rows, total } = await tablePage(db, orders, eq(orders.customerId, customerId), order, paging);
    const lines = await linesOfOrders(
      db,
      rows.map((r) => r.id),
    );
    const data = rows.map((row) =>
      orderView(
        row,
        lines.filter((l) => l.orderId === row.id),
        locale,
        timeZone,
      ),
    );
    return listPage(data, total, paging);
  }

  async function detail(customerId: string, id: string, locale: Locale): Promise<OrderDetailView | null> {
    const order = await owned(customerId, id);
    if (!order) return null;
    const lines = await linesOfOrder(db, id);
    const history = await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id));
    return orderDetailView(order, lines, history, locale, timeZone);
  }

  return { owned, list, detail };
}
