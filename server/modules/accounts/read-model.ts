import { pgView } from 'drizzle-orm/pg-core';
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
