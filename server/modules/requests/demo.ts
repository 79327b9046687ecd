import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Services } from '../../services';
import { DEMO_CUSTOMER } from '../accounts/demo';
import { accountDirectory } from '../accounts/read-model';
import { serviceIdBySlug } from '../catalog/service-names';
import {
  contactRequestHistory,
  contactRequestMessages,
  contactRequests,
  serviceLevelSettings,
} from './schema';
import {
  DEFAULT_AUTO_CLOSE_DAYS,
  DEFAULT_CALENDAR,
  DEFAULT_DUE_SOON_MINUTES,
  DEFAULT_TARGETS,
} from './defaults';
import { dueTimes, loadServiceLevels } from './sla';

/** The service levels the admin starts from: Mon–Fri 9–18 in Casablanca, Moroccan holidays. */
export async function seedServiceLevels(services: Services): Promise<boolean> {
  const inserted = await services.db
    .insert(serviceLevelSettings)
    .values({
      timeZone: DEFAULT_CALENDAR.timeZone,
      weeklyHours: DEFAULT_CALENDAR.weeklyHours,
      holidays: [...DEFAULT_CALENDAR.holidays],
      targets: DEFAULT_TARGETS,
      dueSoonMinutes: DEFAULT_DUE_SOON_MINUTES,
      autoCloseDays: DEFAULT_AUTO_CLOSE_DAYS,
      updatedAt: services.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: serviceLevelSettings.id });
  return inserted.length > 0;
}

/**
 * The demo customer's demo request (ADR-0501), sent a day before the seed's clock, without mail;
 * its id, or null when she is missing or already has one. The demos seed proposes its slots.
 */
export async function seedDemoDemoRequest(services: Services): Promise<string | null> {
  const { db, clock } = services;
  const [customer] = await db
    .select({ id: accountDirectory.id, phone: accountDirectory.phone })
    .from(accountDirectory)
    .where(eq(accountDirectory.email, DEMO_CUSTOMER.email));
  if (!customer) return null;
  const [existing] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(eq(contactRequests.customerId, customer.id), eq(contactRequests.kind, 'demo')));
  if (existing) return null;
  const id = randomUUID();
  await db.insert(contactRequests).values({
    id,
    kind: 'demo',
    fullName: 'Salma Benali',
    email: DEMO_CUSTOMER.email,
    phone: customer.phone,
    company: 'Atlas Logistique',
    serviceId: await serviceIdBySlug(db, 'logiciel-gestion-stock'),
    customerId: customer.id,
    locale: 'fr',
    createdAt: new Date(clock.now().getTime() - 86_400_000),
  });
  return id;
}

/**
 * The demo customer's requests: one approved support request with an answer of the company (and
 * an internal note she never sees), one pending sales inquiry. Written directly: no mail is sent.
 */
export async function seedDemoRequests(services: Services): Promise<boolean> {
  const { db, clock } = services;
  const [customer] = await db
    .select()
    .from(accountDirectory)
    .where(eq(accountDirectory.email, DEMO_CUSTOMER.email));
  if (!customer) return false;
  const [any] = await db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    // Its demo request (seeded just before, ADR-0501) is not one of these.
    .where(and(eq(contactRequests.customerId, customer.id), ne(contactRequests.kind, 'demo')))
    .limit(1);
  if (any) return false;
  const levels = await loadServiceLevels(db);
  const now = clock.now();
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const base = {
    fullName: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    customerId: customer.id,
    locale: customer.locale,
    pausedMinutes: 0,
    waitingOnCustomer: false,
  };
  const support = {
    ...base,
    id: randomUUID(),
    kind: 'support' as const,
    subject: 'Cartons abîmés à la livraison',
    message: 'Trois cartons double cannelure de la dernière livraison sont arrivés écrasés.',
    links: [] as string[],
    status: 'approved' as const,
    createdAt: hoursAgo(30),
    updatedAt: hoursAgo(26),
    firstRespondedAt: hoursAgo(26),
  };
  const sales = {
    ...base,
    id: randomUUID(),
    kind: 'sales' as const,
    subject: 'Tarif pour 5 000 boîtes postales',
    message: 'Quel serait votre meilleur prix pour 5 000 boîtes postales imprimées ?',
    links: ['https://example.com/cahier-des-charges'],
    status: 'pending' as const,
    createdAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
    firstRespondedAt: null,
  };
  await db.transaction(async (tx) => {
    for (const row of [support, sales])
      await tx.insert(contactRequests).values({ ...row, ...dueTimes(row, levels) });
    await tx.insert(contactRequestHistory).values({
      requestId: support.id,
      fromStatus: 'pending',
      toStatus: 'approved',
      actor: 'admin',
      at: hoursAgo(26),
    });
    await tx.insert(contactRequestMessages).values([
      {
        requestId: support.id,
        author: 'staff',
        body: 'Bonjour Salma, nous remplaçons les trois cartons avec la prochaine livraison.',
        createdAt: hoursAgo(26),
      },
      {
        requestId: support.id,
        author: 'staff',
        body: 'Note interne : voir avec le transporteur (palette mal sanglée).',
        internal: true,
        createdAt: hoursAgo(26),
      },
    ]);
  });
  return true;
}
