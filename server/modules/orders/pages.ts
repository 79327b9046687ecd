import { dateLabel } from '../../../common/format/dates';
import { formatFileSize } from '../../../common/format/file-size';
import type { Locale } from '../../../common/i18n/languages';
import type { OrderFileView, OrderLinePageView, OrderPageView } from '../../../common/orders/views';
import type { AttachmentsService } from '../attachments/service';
import type { CatalogService } from '../catalog/service';
import type { OrdersService } from './service';
import { mayMoveStatus } from './state-machine';

/** A line id as the package page's URL carries it (an integer identity). */
const LINE_ID = /^[1-9]\d{0,9}$/;

/**
 * What the order pages show, in one read per page (no waterfall in the browser): the order as the
 * API answers it, what the customer may do with it, its files and its comment thread, and — for the
 * package page — one of its lines with what it includes. Null: not this customer's order, or no
 * such line (the page answers 404).
 */
export function createOrderPages(deps: {
  orders: Pick<OrdersService, 'detail' | 'comments'>;
  attachments: Pick<AttachmentsService, 'list' | 'limits'>;
  catalog: Pick<CatalogService, 'getService'>;
  timeZone: string;
}) {
  const { orders, attachments, timeZone } = deps;

  async function filesOf(orderId: string, locale: Locale): Promise<OrderFileView[]> {
    const files = await attachments.list({ ownerKind: 'order', ownerId: orderId });
    return files.map((file) => ({
      id: file.id,
      name: file.name,
      size_label: formatFileSize(file.size, locale),
      created_at: dateLabel(file.created_at, locale, timeZone, 'dateTime'),
      url: `/api/orders/${orderId}/files/${file.id}`,
    }));
  }

  const limits = (locale: Locale): OrderPageView['limits'] => ({
    maxBytes: attachments.limits.maxBytes,
    maxFiles: attachments.limits.maxFiles,
    max_label: formatFileSize(attachments.limits.maxBytes, locale),
  });

  async function order(customerId: string, orderId: string, locale: Locale): Promise<OrderPageView | null> {
    const detail = await orders.detail(customerId, orderId, locale);
    if (!detail) return null;
    const [files, comments] = await Promise.all([
      filesOf(detail.id, locale),
      orders.comments.list(detail.id, locale),
    ]);
    return {
      order: detail,
      can: {
        cancel: mayMoveStatus(detail.status, 'canceled', 'customer', detail.pay_status),
        pay:
          detail.payment_mode === 'pay_now' && detail.status === 'pending' && detail.pay_status === 'pending',
      },
      files,
      comments,
      limits: limits(locale),
    };
  }

  /**
   * One line of the order (its id, so two packages of one service never collide), with what it
   * includes: from the catalogue while the item is still there, else as copied at purchase.
   */
  async function line(
    customerId: string,
    orderId: string,
    lineId: string,
    locale: Locale,
  ): Promise<OrderLinePageView | null> {
    if (!LINE_ID.test(lineId)) return null;
    const page = await order(customerId, orderId, locale);
    const found = page?.order.lines.find((l) => String(l.id) === lineId);
    if (!page || !found) return null;
    const current = await deps.catalog.getService(locale, found.service_id);
    const item =
      found.type === 'package'
        ? current?.service.packages.find((p) => p.slug === found.package_id)
        : current?.service;
    return {
      ...page,
      line: {
        ...found,
        description: item?.description ?? null,
        features: item?.features ?? found.features ?? [],
        /** The item's page while it is in the catalogue. */
        url: item
          ? found.type === 'package'
            ? `/produits/${found.service_id}/packages/${found.package_id}`
            : `/produits/${found.service_id}`
          : null,
      },
    };
  }

  return { order, line };
}

export type OrderPages = ReturnType<typeof createOrderPages>;
