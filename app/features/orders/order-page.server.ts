import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../../../common/i18n/languages';
import { createOrderPages } from '../../../server/modules/orders/pages';
import { NO_STORE } from '~/features/auth/session.server';

/** The order pages' reads (server/modules/orders/pages.ts) over this request's services. */
export function orderPagesOf(context: AppLoadContext) {
  const { orders, attachments, catalog, config } = context.services;
  return createOrderPages({ orders, attachments, catalog, timeZone: config.TIME_ZONE });
}

/**
 * /order/{id} and /account/my-order/{id}: the order; with {serviceid}, one of its lines. Another
 * customer's order, an unknown or malformed id, an unknown line: the 404 page.
 */
export async function loadOrderPage(
  context: AppLoadContext,
  customerId: string,
  locale: Locale,
  params: { id: string; serviceid?: string },
) {
  const pages = orderPagesOf(context);
  const found =
    params.serviceid === undefined
      ? await pages.order(customerId, params.id, locale)
      : await pages.line(customerId, params.id, params.serviceid, locale);
  if (!found) throw data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });
  return found;
}

const ORDERS_PER_PAGE = 10;

/** A page of the customer's orders, newest first; a page past the end shows the last one. */
export async function listOrders(context: AppLoadContext, customerId: string, locale: Locale, page: number) {
  const { orders } = context.services;
  const list = await orders.list(customerId, locale, { page, perPage: ORDERS_PER_PAGE });
  if (list.data.length > 0 || page <= list.last_page) return list;
  return orders.list(customerId, locale, { page: list.last_page, perPage: ORDERS_PER_PAGE });
}
