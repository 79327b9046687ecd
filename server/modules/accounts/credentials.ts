import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { users } from './schema';

/**
 * The account behind an admin session, with its password hash: the admin module stamps its
 * sessions with it, so a changed password ends them. The only read of the hash outside this
 * module; `db` may be the caller's transaction.
 */
export async function accountWithCredential(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      disabledAt: users.disabledAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
