import { eq } from 'drizzle-orm';
import { pgView } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import { users } from './schema';

/**
 * What other modules may read of an account (ADR-0026): a view over `users` without the password
 * hash, the profile's sales fields or the timestamps. Join it or select from it like a table; only
 * the accounts module reads or writes `users` itself.
 */
export const accountDirectory = pgView('account_directory').as((qb) =>
  qb
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      country: users.country,
      billingAddress: users.billingAddress,
      locale: users.locale,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      disabledAt: users.disabledAt,
    })
    .from(users),
);

/** The customer an invoice is made out to: name, company, address and language (select them by these). */
export const billingContactColumns = {
  firstName: accountDirectory.firstName,
  lastName: accountDirectory.lastName,
  company: accountDirectory.company,
  email: accountDirectory.email,
  billingAddress: accountDirectory.billingAddress,
  country: accountDirectory.country,
  locale: accountDirectory.locale,
};

/** Whom a customer's notice goes to: the address, the name it greets, the language; undefined: no such account. */
export async function noticeRecipientOf(db: Db, customerId: string) {
  const [row] = await db
    .select({
      email: accountDirectory.email,
      firstName: accountDirectory.firstName,
      locale: accountDirectory.locale,
    })
    .from(accountDirectory)
    .where(eq(accountDirectory.id, customerId));
  return row;
}
