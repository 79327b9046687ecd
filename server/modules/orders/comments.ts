import { asc, eq } from 'drizzle-orm';
import { dateLabel } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { OrderCommentView } from '../../../common/orders/views';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { orderComments } from './schema';

type CommentRow = typeof orderComments.$inferSelect;

export function commentView(row: CommentRow, locale: Locale, timeZone: string): OrderCommentView {
  return {
    id: row.id,
    author: row.authorKind,
    body: row.body,
    created_at: dateLabel(row.createdAt, locale, timeZone, 'dateTime'),
  };
}

/**
 * An order's thread with the company. The caller has checked that the order is the customer's;
 * the company's replies (author `admin`) come with the admin issue.
 */
export function createOrderComments(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;

  async function list(orderId: string, locale: Locale) {
    const rows = await db
      .select()
      .from(orderComments)
      .where(eq(orderComments.orderId, orderId))
      .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
    return rows.map((row) => commentView(row, locale, timeZone));
  }

  async function add(orderId: string, customerId: string, body: string, locale: Locale) {
    const [row] = await db
      .insert(orderComments)
      .values({ orderId, authorKind: 'customer', authorId: customerId, body, createdAt: clock.now() })
      .returning();
    return commentView(row!, locale, timeZone);
  }

  return { list, add };
}
