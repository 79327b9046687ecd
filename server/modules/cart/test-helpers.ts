import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Services } from '../../services';
import { users } from '../accounts/schema';
import { packages, services as servicesTable } from '../catalog/schema';

/** A confirmed customer written straight to the table (cart tests need no signup mail). */
export async function newCustomer(services: Services): Promise<string> {
  const now = services.clock.now();
  const [row] = await services.db
    .insert(users)
    .values({
      email: `cart-${randomUUID()}@example.test`,
      firstName: 'Salma',
      lastName: 'Benali',
      passwordHash: 'not a hash: this customer never logs in with a password',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A customer with an API token, for the HTTP tests. */
export async function customerWithToken(services: Services) {
  const id = await newCustomer(services);
  const { secret } = await services.accounts.sessions.create(id, 'api');
  return { id, auth: { Authorization: `Bearer ${secret}` } };
}

/** Sets what the admin issue will edit: a service's or a package's availability or price. */
export async function setServiceTerms(
  db: Db,
  slug: string,
  terms: Partial<typeof servicesTable.$inferInsert>,
) {
  await db.update(servicesTable).set(terms).where(eq(servicesTable.slug, slug));
}

export async function setPackageTerms(
  db: Db,
  serviceSlug: string,
  packageSlug: string,
  terms: Partial<typeof packages.$inferInsert>,
) {
  const [service] = await db
    .select({ id: servicesTable.id })
    .from(servicesTable)
    .where(eq(servicesTable.slug, serviceSlug));
  await db
    .update(packages)
    .set(terms)
    .where(and(eq(packages.serviceId, service!.id), eq(packages.slug, packageSlug)));
}

export async function idsOf(db: Db, serviceSlug: string, packageSlug?: string) {
  const [service] = await db
    .select({ id: servicesTable.id })
    .from(servicesTable)
    .where(eq(servicesTable.slug, serviceSlug));
  if (!packageSlug) return { serviceId: service!.id, packageId: null };
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.serviceId, service!.id), eq(packages.slug, packageSlug)));
  return { serviceId: service!.id, packageId: pkg!.id };
}
