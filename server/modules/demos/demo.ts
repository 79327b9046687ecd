import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../services';
import { DEMO_CUSTOMER } from '../accounts/demo';
import { users } from '../accounts/schema';
import { services as catalogServices } from '../catalog/schema';
import { contactRequests } from '../contact/schema';

const DAY = 86_400_000;

/** The `n`th weekday (Monday to Friday) from two days after `from`, at `hourUtc`:00 UTC. */
function at(from: Date, n: number, hourUtc: number) {
  let day = new Date(from.getTime() + 2 * DAY);
  for (let left = n; ; day = new Date(day.getTime() + DAY)) {
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (left-- === 0) break;
  }
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
}

/**
 * The demo customer's demo request (README), with three one-hour slots the company proposed on
 * weekdays from two days after the seed's clock. Stored without mail: nobody reads the demo's inbox.
 */
export async function seedDemoDemos(services: Services): Promise<boolean> {
  const { db, clock } = services;
  const [customer] = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER.email));
  if (!customer) return false;
  const [existing] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(eq(contactRequests.customerId, customer.id), eq(contactRequests.kind, 'demo')));
  if (existing) return false;
  const [service] = await db
    .select({ id: catalogServices.id })
    .from(catalogServices)
    .where(eq(catalogServices.slug, 'logiciel-gestion-stock'));
  const now = clock.now();
  const id = randomUUID();
  await db.insert(contactRequests).values({
    id,
    kind: 'demo',
    fullName: 'Salma Benali',
    email: DEMO_CUSTOMER.email,
    phone: customer.phone,
    company: 'Atlas Logistique',
    serviceId: service?.id ?? null,
    customerId: customer.id,
    locale: 'fr',
    createdAt: new Date(now.getTime() - DAY),
  });
  await services.demos.proposeSlots(
    id,
    [
      { start: at(now, 0, 9), end: at(now, 0, 10) },
      { start: at(now, 1, 13), end: at(now, 1, 14) },
      { start: at(now, 3, 10), end: at(now, 3, 11) },
    ],
    'system',
  );
  return true;
}
