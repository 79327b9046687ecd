import { and, eq, or } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../common/payments/types';
import type { Db } from '../../db/types';
import type { PaymentEvent } from './provider';
import type { PaymentRow } from './registry';
import { payments } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment a provider event is about: by our reference, else by the provider's references. */
export async function findPaymentOfEvent(
  tx: Db,
  provider: PaymentProviderName,
  event: Pick<PaymentEvent, 'reference' | 'providerRef'>,
): Promise<PaymentRow | null> {
  if (event.reference && UUID.test(event.reference)) {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, event.reference.toLowerCase()), eq(payments.provider, provider)));
    if (row) return row;
  }
  if (!event.providerRef) return null;
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        or(eq(payments.providerRef, event.providerRef), eq(payments.providerPaymentRef, event.providerRef)),
      ),
    );
  return row ?? null;
}
