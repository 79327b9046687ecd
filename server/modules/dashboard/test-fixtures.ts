import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import { users } from '../accounts/schema';
import { newsletterSubscribers } from '../contact/schema';
import { contactRequests } from '../requests/schema';
import { orderLines, orders } from '../orders/schema';
import type { PayStatus, OrderStatus } from '../../../common/orders/types';
import { dayNumber } from '../../../common/dashboard/period';
import { localToInstant } from '../../platform/clock';

/** The instant of a local wall-clock time (`YYYY-MM-DD`, `HH:mm`) in the zone. */
export function localAt(day: string, time: string, timeZone: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(localToInstant(dayNumber(day), h! * 60 + m!, timeZone));
}

/** The dashboard tests' shop: in Casablanca, a three-week period, three services sold. */
export const ZONE = 'Africa/Casablanca';
/** The instant of a local wall-clock time in Casablanca. */
export const at = (day: string, time: string) => localAt(day, time, ZONE);
export const PERIOD = { from: '2026-11-23', to: '2026-12-13' };
export const CARTON = { id: 1, name: 'Carton' };
export const STORAGE = { id: 2, name: 'Stockage' };
export const SITE = { id: 3, name: 'Site web' };

let sequence = 0;

/** An order of one line, written as checkout leaves it: the figures are the fixture's. */
export async function insertOrder(
  db: Db,
  o: {
    at: Date;
    total: number;
    payStatus: PayStatus;
    status?: OrderStatus;
    service: { id: number; name: string };
  },
) {
  const id = randomUUID();
  sequence += 1;
  await db.insert(orders).values({
    id,
    number: `2026-${String(sequence).padStart(6, '0')}`,
    year: 2026,
    sequence,
    status: o.status ?? 'approved',
    payStatus: o.payStatus,
    paymentMode: 'pay_later',
    locale: 'fr',
    currency: 'MAD',
    subtotalMinor: o.total,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor: o.total,
    checkoutKey: randomUUID(),
    createdAt: o.at,
    updatedAt: o.at,
  });
  await db.insert(orderLines).values({
    orderId: id,
    placedAt: o.at,
    position: 0,
    type: 'service',
    serviceId: o.service.id,
    serviceSlug: `service-${o.service.id}`,
    nameFr: `${o.service.name} (fr)`,
    nameEn: `${o.service.name} (en)`,
    nameAr: `${o.service.name} (ar)`,
    currency: 'MAD',
    priceMinor: o.total,
    discountMinor: 0,
    finalPriceMinor: o.total,
  });
  return id;
}

export async function insertUser(db: Db, at: Date, role: 'customer' | 'admin' = 'customer') {
  await db.insert(users).values({
    email: `${randomUUID()}@example.test`,
    firstName: 'Test',
    lastName: 'Customer',
    role,
    passwordHash: 'not a hash',
    createdAt: at,
    updatedAt: at,
  });
}

export async function insertSubscriber(
  db: Db,
  s: { status: 'pending' | 'confirmed' | 'unsubscribed'; createdAt: Date; confirmedAt?: Date },
) {
  await db.insert(newsletterSubscribers).values({
    email: `${randomUUID()}@example.test`,
    status: s.status,
    token: randomUUID(),
    locale: 'fr',
    createdAt: s.createdAt,
    confirmedAt: s.confirmedAt ?? null,
  });
}

export async function insertRequest(
  db: Db,
  r: {
    at: Date;
    status: 'pending' | 'approved' | 'done' | 'canceled';
    kind?: 'sales' | 'support' | 'demo';
    resolutionDueAt?: Date;
  },
) {
  await db.insert(contactRequests).values({
    id: randomUUID(),
    kind: r.kind ?? 'support',
    fullName: 'Salma Benali',
    email: 'salma@example.test',
    subject: 'Question',
    message: 'Bonjour',
    locale: 'fr',
    status: r.status,
    createdAt: r.at,
    resolutionDueAt: r.resolutionDueAt ?? null,
  });
}
