import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { verifyPassword } from '../accounts/passwords';
import type { AccountsService } from '../accounts/service';
import type { JobsService } from '../jobs/service';
import { actorOf, createAuditLog, type RequestOrigin } from '../audit/service';
import { ADMIN_REAUTH_MS, adminSessionOf, createAdminSessionStore, type AdminSession } from './sessions';

export type AdminLoginResult =
  | { ok: true; token: string; session: AdminSession }
  | { ok: false; reason: 'invalid' | 'captchaRequired' }
  | { ok: false; reason: 'ipBlocked'; retryAfterSeconds: number };

export type ReauthResult =
  | { ok: true }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'ipBlocked'; retryAfterSeconds: number };

export const ADMIN_SESSIONS_PURGE_JOB = 'admin.purge-ended-sessions';

/**
 * The admin side's sessions (ADR-0600) and audit log (ADR-0601). Logins use the customer login's
 * throttle (ADR-0200, ADR-0018): the admin door's own budget of failures per IP, and the same
 * budget per address whichever door is used.
 */
export function createAdminService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  accounts: Pick<AccountsService, 'checkCredentials' | 'findById' | 'throttle' | 'sessions'>;
  jobs: Pick<JobsService, 'define'>;
}) {
  const { db, clock, accounts } = deps;
  const sessions = createAdminSessionStore(db, clock);
  const audit = createAuditLog({ db, clock, timeZone: deps.timeZone });
  const { throttle } = accounts;
  deps.jobs.define(ADMIN_SESSIONS_PURGE_JOB, {
    every: 60 * 60 * 1000,
    handler: async () => void (await sessions.purgeEnded()),
  });

  async function login(opts: {
    email: string;
    password: string;
    binding: string;
    humanVerified: boolean;
    origin: RequestOrigin;
  }): Promise<AdminLoginResult> {
    const email = opts.email.trim().toLowerCase();
    // A customer's right password is refused exactly like a wrong one (the shared check's `accepts`).
    const check = await accounts.checkCredentials({
      door: 'admin',
      ip: opts.origin.ip,
      email,
      password: opts.password,
      humanVerified: opts.humanVerified,
      accepts: (user) => user.role === 'admin' && !!user.emailVerifiedAt && !user.disabledAt,
    });
    if (!check.ok && check.reason !== 'invalid') return check;
    if (!check.ok) {
      const { user } = check;
      await db.transaction((tx) =>
        audit.record(tx, {
          actor: { id: null, email, ...opts.origin },
          action: 'admin.login_failed',
          entity: user ? { type: 'user', id: user.id } : undefined,
        }),
      );
      return { ok: false, reason: 'invalid' };
    }
    const { user } = check;
    return db.transaction(async (tx) => {
      const store = createAdminSessionStore(tx, clock);
      const { token, session } = await store.create({
        userId: user.id,
        passwordHash: user.passwordHash,
        binding: opts.binding,
        ...opts.origin,
      });
      await audit.record(tx, {
        actor: { id: user.id, email: user.email, sessionId: session.id, ...opts.origin },
        action: 'admin.login',
        entity: { type: 'admin_session', id: session.id },
      });
      return {
        ok: true as const,
        token,
        session: adminSessionOf(session, user),
      };
    });
  }

  async function logout(session: AdminSession, origin: RequestOrigin) {
    await db.transaction(async (tx) => {
      await createAdminSessionStore(tx, clock).end(session.id, 'logout');
      await audit.record(tx, {
        actor: actorOf(session, origin),
        action: 'admin.logout',
        entity: { type: 'admin_session', id: session.id },
      });
    });
  }

  /** Ends every admin session of this admin (this one too) and their customer sessions and tokens. */
  async function signOutEverywhere(session: AdminSession, origin: RequestOrigin) {
    const ended = await db.transaction(async (tx) => {
      const count = await createAdminSessionStore(tx, clock).endAllOf(
        session.userId,
        'signed_out_everywhere',
      );
      await audit.record(tx, {
        actor: actorOf(session, origin),
        action: 'admin.signed_out_everywhere',
        entity: { type: 'user', id: session.userId },
        after: { admin_sessions_ended: count },
      });
      return count;
    });
    // The accounts module owns its sessions (and its own connection): ended once the admin ones are.
    await accounts.sessions.revokeAllOf(session.userId);
    return ended;
  }

  /** The password typed again: destructive, bulk and export actions accept the session for 5 minutes. */
  async function reauthenticate(
    session: AdminSession,
    password: string,
    origin: RequestOrigin,
  ): Promise<ReauthResult> {
    // The admin is in a session: no human check, but the same per-IP and per-address budgets.
    const attempt = await throttle.begin({
      door: 'admin',
      ip: origin.ip,
      email: session.email,
      humanVerified: true,
    });
    // Never 'captchaRequired' here (no human check is asked of a session).
    if (!attempt.ok) return attempt.reason === 'ipBlocked' ? attempt : { ok: false, reason: 'invalid' };
    const user = await accounts.findById(session.userId);
    const valid = !!user && (await verifyPassword(password, user.passwordHash));
    if (valid) await attempt.succeeded();
    await db.transaction(async (tx) => {
      if (valid) await createAdminSessionStore(tx, clock).markReauthenticated(session.id);
      await audit.record(tx, {
        actor: actorOf(session, origin),
        action: valid ? 'admin.reauthenticated' : 'admin.reauthentication_failed',
        entity: { type: 'admin_session', id: session.id },
      });
    });
    return valid ? { ok: true } : { ok: false, reason: 'invalid' };
  }

  /** True when the admin typed their password again within `withinMs`. */
  function recentlyReauthenticated(session: AdminSession, withinMs = ADMIN_REAUTH_MS) {
    const at = session.reauthenticatedAt?.getTime();
    return at !== undefined && clock.now().getTime() - at <= withinMs;
  }

  return {
    sessions,
    audit,
    login,
    logout,
    signOutEverywhere,
    reauthenticate,
    recentlyReauthenticated,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
