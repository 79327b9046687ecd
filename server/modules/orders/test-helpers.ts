import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Services } from '../../services';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';
import { jobs } from '../jobs/schema';
import { MAIL_JOB } from '../jobs/outbox';
import { orderHistory } from './schema';

/** A customer whose mails are written in `locale`, with items in their cart. */
export async function customerWithCart(
  services: Services,
  items: { service: string; package?: string }[],
  locale: Locale = 'en',
) {
  const id = await newCustomer(services);
  await services.db.update(users).set({ locale }).where(eq(users.id, id));
  for (const item of items) {
    const added = await services.cart.add(
      id,
      item.package
        ? { type: 'package', service_id: item.service, package_id: item.package }
        : { type: 'service', service_id: item.service },
    );
    if (!added.ok) throw new Error(`could not add ${item.service}: ${added.reason}`);
  }
  return id;
}

/** The subjects of the mails waiting in the outbox for `to`, sorted (jobs of one instant have no order). */
export async function mailSubjectsTo(services: Services, to: string) {
  const rows = await services.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`))
    .orderBy(asc(jobs.createdAt));
  return rows.map((row) => (row.payload as { subject: string }).subject).sort();
}

export async function emailOf(services: Services, customerId: string) {
  const [row] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, customerId));
  return row!.email;
}

/** An order's history as "field:from→to:actor". */
export async function historyOf(services: Services, orderId: string) {
  const rows = await services.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
  return rows.map((row) => `${row.field}:${row.fromValue}→${row.toValue}:${row.actor}`);
}
