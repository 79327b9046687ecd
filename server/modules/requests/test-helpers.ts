import { eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Services } from '../../services';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';
import { contactRequestHistory, contactRequests, type RequestStatus } from './schema';
import { historyRowsOf } from '../../test/history';
import type { NewCustomerRequest } from './service';

/** A customer with a confirmed address, whose mails are in `locale`. */
export async function requestCustomer(services: Services, locale: Locale = 'en') {
  const id = await newCustomer(services);
  await services.db.update(users).set({ locale }).where(eq(users.id, id));
  const [row] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email: row!.email };
}

export const sampleRequest = (overrides: Partial<NewCustomerRequest> = {}): NewCustomerRequest => ({
  type: 'support',
  subject: 'Boxes arrived crushed',
  comments: 'Three of the 40 cm boxes were crushed on delivery.',
  links: ['https://example.com/photo'],
  notes: 'Delivery on Tuesday',
  ...overrides,
});

/** Puts a request in `status` directly: the fixture for walking the machine from every state. */
export async function forceStatus(services: Services, id: string, status: RequestStatus) {
  await services.db
    .update(contactRequests)
    .set({ status, resolvedAt: status === 'done' ? services.clock.now() : null })
    .where(eq(contactRequests.id, id));
}

export async function requestHistory(services: Services, id: string) {
  const rows = await historyRowsOf(services, contactRequestHistory, contactRequestHistory.requestId, id);
  return rows.map((r) => `${r.fromStatus}→${r.toStatus}:${r.actor}`);
}

export async function requestRow(services: Services, id: string) {
  const [row] = await services.db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row!;
}
