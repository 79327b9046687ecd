import { asc, eq } from 'drizzle-orm';
import type { AddRefusal } from '../../../common/cart/types';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { CartService } from '../cart/service';
import { addAnswerMessage } from '../cart/view';
import { orderLines } from './schema';

const NAME = { fr: 'nameFr', en: 'nameEn', ar: 'nameAr' } as const;

/**
 * Reorder: each line of the order goes back into the cart through the cart's own add — so at
 * today's price and terms, never the old ones, and no promo code — and what could not be added
 * says why (no longer sold, gone, already in the cart, cart full).
 */
export async function reorder(
  deps: { db: Db; cart: Pick<CartService, 'add'> },
  customerId: string,
  orderId: string,
  locale: Locale,
) {
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const added: { name: string; type: string }[] = [];
  const notAdded: { name: string; type: string; reason: AddRefusal; message: string }[] = [];
  for (const line of lines) {
    const name = line[NAME[locale]];
    const result = await deps.cart.add(
      customerId,
      line.type === 'package'
        ? { type: 'package', service_id: line.serviceSlug, package_id: line.packageSlug! }
        : { type: 'service', service_id: line.serviceSlug },
    );
    if (result.ok) added.push({ name, type: line.type });
    else
      notAdded.push({
        name,
        type: line.type,
        reason: result.reason,
        message: addAnswerMessage(result.reason, line.type, locale),
      });
  }
  return { added, not_added: notAdded };
}
