import { and, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import { LANGUAGES, type Locale } from '../../../common/i18n/languages';
import { countryName } from '../../../common/accounts/countries';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { listPage, namesById, tablePage } from '../../http/list-page';
import { uniqueUuids } from '../../platform/ids';
import type { AuditActor, AuditLog } from '../audit/service';
import { customerAdminRefused } from './errors';
import { authSessions, users, type Role } from './schema';

type User = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUserId = (id: string) => UUID.test(id);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the audit log keeps of an account: its state, never a secret. */
const auditView = (u: User) => ({
  email: u.email,
  role: u.role,
  disabled_at: u.disabledAt?.toISOString() ?? null,
});

export interface CustomerFilters {
  q?: string;
  status?: 'active' | 'disabled';
  role?: Role;
  page: number;
  perPage: number;
}

/**
 * The admin's customers queue (ADR-0610): search, disable and enable an account, make or remove
 * an admin. Each move is a compare-and-set update with its audit row in the same transaction.
 */
export function createCustomerAdmin(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: AuditLog;
  /** Ends the account's live admin sessions in `tx` (the admin module owns them); how many ended. */
  endAdminSessions: (
    tx: Db,
    userId: string,
    reason: 'account_disabled' | 'no_longer_admin',
  ) => Promise<number>;
}) {
  const { db, clock, timeZone, audit, endAdminSessions } = deps;

  function summary(u: User, locale: Locale) {
    return {
      id: u.id,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      company: u.company,
      phone: u.phone,
      country: u.country,
      country_name: countryName(u.country, LANGUAGES[locale].intl),
      role: u.role,
      locale: u.locale,
      verified: !!u.emailVerifiedAt,
      disabled: !!u.disabledAt,
      disabled_at_label: u.disabledAt ? formatDate(u.disabledAt, locale, timeZone, 'dateTime') : null,
      created_at: u.createdAt.toISOString(),
      created_at_label: formatDate(u.createdAt, locale, timeZone, 'date'),
    };
  }

  async function list(f: CustomerFilters, locale: Locale) {
    const where: SQL[] = [];
    if (f.q) {
      const like = `%${escapeLike(f.q)}%`;
      where.push(
        or(
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(users.company, like),
        )!,
      );
    }
    if (f.status === 'disabled') where.push(isNotNull(users.disabledAt));
    if (f.status === 'active') where.push(isNull(users.disabledAt));
    if (f.role) where.push(eq(users.role, f.role));
    const order = [desc(users.createdAt), desc(users.id)];
    const { rows, total } = await tablePage(db, users, and(...where), order, f);
    return listPage(
      rows.map((u) => summary(u, locale)),
      total,
      f,
    );
  }

  async function get(id: string, locale: Locale) {
    if (!isUserId(id)) return null;
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return u ? summary(u, locale) : null;
  }

  async function locked(tx: Db, id: string) {
    if (!isUserId(id)) throw customerAdminRefused('notFound');
    const [u] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!u) throw customerAdminRefused('notFound');
    return u;
  }

  /**
   * Disables an account: no login, and its customer sessions, API tokens and admin sessions end in
   * the same transaction. An admin cannot disable their own account (they would lock themselves out).
   */
  async function disable(id: string, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.id === actor.id) throw customerAdminRefused('self');
      const at = clock.now();
      const [after] = await tx
        .update(users)
        .set({ disabledAt: at, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.disabledAt)))
        .returning();
      if (!after) throw customerAdminRefused('alreadyDisabled');
      const ended = await tx
        .delete(authSessions)
        .where(eq(authSessions.userId, id))
        .returning({ id: authSessions.publicId });
      const adminEnded = await endAdminSessions(tx, id, 'account_disabled');
      await audit.record(tx, {
        actor,
        action: 'customer.disabled',
        entity: { type: 'user', id },
        before: auditView(before),
        after: { ...auditView(after), sessions_ended: ended.length, admin_sessions_ended: adminEnded },
      });
      return after;
    });
  }

  async function enable(id: string, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const [after] = await tx
        .update(users)
        .set({ disabledAt: null, updatedAt: clock.now() })
        .where(and(eq(users.id, id), isNotNull(users.disabledAt)))
        .returning();
      if (!after) throw customerAdminRefused('notDisabled');
      await audit.record(tx, {
        actor,
        action: 'customer.enabled',
        entity: { type: 'user', id },
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
  }

  /**
   * Makes an account an admin or a customer again. Removing the role ends its admin sessions at
   * once (their check would end them at the next call anyway). Nobody changes their own role.
   */
  async function setRole(id: string, role: Role, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.id === actor.id) throw customerAdminRefused('self');
      const [after] = await tx
        .update(users)
        .set({ role, updatedAt: clock.now() })
        .where(and(eq(users.id, id), ne(users.role, role)))
        .returning();
      if (!after) throw customerAdminRefused('sameRole');
      if (role !== 'admin') await endAdminSessions(tx, id, 'no_longer_admin');
      await audit.record(tx, {
        actor,
        action: role === 'admin' ? 'customer.made_admin' : 'customer.admin_removed',
        entity: { type: 'user', id },
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
  }

  /** The e-mail addresses of these accounts (by id), for the audit screen; unknown ids are left out. */
  async function emailsOf(ids: string[]): Promise<Map<string, string>> {
    return namesById(db, { id: users.id, name: users.email }, uniqueUuids(ids));
  }

  return { list, get, disable, enable, setRole, emailsOf };
}

export type CustomerAdmin = ReturnType<typeof createCustomerAdmin>;
