import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Services } from '../../services';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';
import { contactRequestHistory, contactRequests, type RequestStatus } from './schema';
import { MAIL_JOB } from '../jobs/outbox';
import { jobs } from '../jobs/schema';
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
  const rows = await services.db
    .select()
    .from(contactRequestHistory)
    .where(eq(contactRequestHistory.requestId, id))
    .orderBy(asc(contactRequestHistory.id));
  return rows.map((r) => `${r.fromStatus}→${r.toStatus}:${r.actor}`);
}

export async function requestRow(services: Services, id: string) {
  const [row] = await services.db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row!;
}

/** Mails queued in the outbox for `to` (subject and text). */
export async function mailsTo(services: Services, to: string) {
  const rows = await services.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`))
    .orderBy(asc(jobs.createdAt));
  return rows.map((r) => r.payload as { subject: string; text: string; html: string });
}
