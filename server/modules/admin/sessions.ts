import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { accountWithCredential } from '../accounts/credentials';
import { hashSecret, newSecret } from '../accounts/tokens';
import { ADMIN_REFRESH_EVERY_MS } from '../../../common/admin/session';
import { adminSessions, type AdminSessionEndReason } from './schema';

const MINUTE = 60 * 1000;
export { ADMIN_REFRESH_EVERY_MS };
/** A little longer than the refresh period: an open tab stays signed in, a closed one does not. */
export const ADMIN_IDLE_MS = ADMIN_REFRESH_EVERY_MS + 15 * MINUTE;
/** However often it is refreshed, a login lasts at most this long. */
export const ADMIN_ABSOLUTE_MS = 12 * 60 * MINUTE;
/** Destructive, bulk and export actions want the password typed again within this time. */
export const ADMIN_REAUTH_MS = 5 * MINUTE;
/** lastSeenAt is written at most this often. */
const TOUCH_EVERY_MS = MINUTE;
/** Ended sessions are kept this long (the audit log names them), then deleted. */
export const ADMIN_SESSIONS_KEPT_MS = 30 * 24 * 60 * MINUTE;
/** Admin tokens carry a prefix: they are told from customer tokens at a glance (and by scanners). */
export const ADMIN_TOKEN_PREFIX = 'adm_';

export const isAdminToken = (token: string | undefined | null): token is string =>
  !!token && token.startsWith(ADMIN_TOKEN_PREFIX) && token.length < 100;

/** The password hash as a stamp: when the password changes, every admin session made before ends. */
const credentialStamp = (passwordHash: string) => hashSecret(`admin-session:${passwordHash}`);

export interface AdminSession {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  createdAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  reauthenticatedAt: Date | null;
}

/** The session as the app sees it: its row's times with its admin's name and language. */
export function adminSessionOf(
  session: typeof adminSessions.$inferSelect,
  user: Pick<AdminSession, 'email' | 'firstName' | 'lastName' | 'locale'> & { id: string },
): AdminSession {
  return {
    id: session.id,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    createdAt: session.createdAt,
    idleExpiresAt: session.idleExpiresAt,
    absoluteExpiresAt: session.absoluteExpiresAt,
    reauthenticatedAt: session.reauthenticatedAt,
  };
}

/** Why a presented admin token is refused (all of them answer 401). */
export type AdminSessionRefusal = 'unknown' | 'unbound' | 'revoked' | 'expired' | AdminSessionEndReason;

export type AdminSessionCheck =
  { ok: true; session: AdminSession } | { ok: false; reason: AdminSessionRefusal };

export function createAdminSessionStore(db: Db, clock: Clock) {
  const now = () => clock.now();

  /** A new session for an admin who just proved their password. The binding value may be reused per browser. */
  async function create(opts: {
    userId: string;
    passwordHash: string;
    binding: string;
    ip: string;
    userAgent: string;
  }) {
    const token = ADMIN_TOKEN_PREFIX + newSecret();
    const at = now();
    const absoluteExpiresAt = new Date(at.getTime() + ADMIN_ABSOLUTE_MS);
    const [row] = await db
      .insert(adminSessions)
      .values({
        tokenHash: hashSecret(token),
        bindingHash: hashSecret(opts.binding),
        userId: opts.userId,
        credentialStamp: credentialStamp(opts.passwordHash),
        ip: opts.ip.slice(0, 100),
        userAgent: opts.userAgent.slice(0, 300),
        createdAt: at,
        refreshedAt: at,
        lastSeenAt: at,
        idleExpiresAt: new Date(Math.min(at.getTime() + ADMIN_IDLE_MS, absoluteExpiresAt.getTime())),
        absoluteExpiresAt,
      })
      .returning();
    return { token, session: row! };
  }

  /** Ends a session for good, recording why (a no-op on one already ended). */
  async function end(id: string, reason: AdminSessionEndReason) {
    await db
      .update(adminSessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
  }

  /**
   * The session behind a token, if it is live and presented with its browser's binding value.
   * Every call checks it again: revoked, expired, unbound, password changed, no longer an admin.
   */
  async function check(
    token: string | undefined | null,
    binding: string | undefined | null,
  ): Promise<AdminSessionCheck> {
    if (!isAdminToken(token)) return { ok: false, reason: 'unknown' };
    const [session] = await db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSecret(token)));
    const user = session ? await accountWithCredential(db, session.userId) : null;
    if (!session || !user) return { ok: false, reason: 'unknown' };
    if (!binding || binding.length > 100 || hashSecret(binding) !== session.bindingHash)
      return { ok: false, reason: 'unbound' };
    if (session.revokedAt) return { ok: false, reason: session.revokedReason ?? 'revoked' };
    const at = now().getTime();
    if (at >= session.idleExpiresAt.getTime() || at >= session.absoluteExpiresAt.getTime())
      return { ok: false, reason: 'expired' };
    const ended: AdminSessionEndReason | null =
      credentialStamp(user.passwordHash) !== session.credentialStamp
        ? 'password_changed'
        : user.disabledAt
          ? 'account_disabled'
          : user.role !== 'admin' || !user.emailVerifiedAt
            ? 'no_longer_admin'
            : null;
    if (ended) {
      await end(session.id, ended);
      return { ok: false, reason: ended };
    }
    if (at - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await db
        .update(adminSessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(adminSessions.id, session.id));
    return { ok: true, session: adminSessionOf(session, user) };
  }

  /** Slides the idle expiry (never past the absolute one). The token stays the same. */
  async function refresh(id: string) {
    const at = now();
    const [row] = await db
      .select({ absoluteExpiresAt: adminSessions.absoluteExpiresAt })
      .from(adminSessions)
      .where(eq(adminSessions.id, id));
    if (!row) return null;
    const idleExpiresAt = new Date(Math.min(at.getTime() + ADMIN_IDLE_MS, row.absoluteExpiresAt.getTime()));
    await db
      .update(adminSessions)
      .set({ refreshedAt: at, lastSeenAt: at, idleExpiresAt })
      .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
    return { idleExpiresAt, absoluteExpiresAt: row.absoluteExpiresAt };
  }

  async function markReauthenticated(id: string) {
    await db.update(adminSessions).set({ reauthenticatedAt: now() }).where(eq(adminSessions.id, id));
  }

  /** Ends every live admin session of the user (sign out everywhere, a disabled account…). */
  async function endAllOf(userId: string, reason: AdminSessionEndReason, exceptId?: string) {
    const ended = await db
      .update(adminSessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(
        and(
          eq(adminSessions.userId, userId),
          isNull(adminSessions.revokedAt),
          exceptId ? ne(adminSessions.id, exceptId) : undefined,
        ),
      )
      .returning({ id: adminSessions.id });
    return ended.length;
  }

  /** The user's live admin sessions, newest first. */
  async function listLive(userId: string) {
    const at = now();
    return db
      .select({
        id: adminSessions.id,
        ip: adminSessions.ip,
        userAgent: adminSessions.userAgent,
        createdAt: adminSessions.createdAt,
        lastSeenAt: adminSessions.lastSeenAt,
        idleExpiresAt: adminSessions.idleExpiresAt,
        absoluteExpiresAt: adminSessions.absoluteExpiresAt,
      })
      .from(adminSessions)
      .where(
        and(
          eq(adminSessions.userId, userId),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.idleExpiresAt, at),
          gt(adminSessions.absoluteExpiresAt, at),
        ),
      )
      .orderBy(desc(adminSessions.createdAt));
  }

  /** Deletes sessions that ended (revoked or past their absolute end) over 30 days ago. */
  async function purgeEnded() {
    const before = new Date(now().getTime() - ADMIN_SESSIONS_KEPT_MS);
    const gone = await db
      .delete(adminSessions)
      .where(or(lt(adminSessions.revokedAt, before), lt(adminSessions.absoluteExpiresAt, before)))
      .returning({ id: adminSessions.id });
    return gone.length;
  }

  return { create, check, refresh, end, endAllOf, markReauthenticated, listLive, purgeEnded };
}

export type AdminSessionStore = ReturnType<typeof createAdminSessionStore>;
