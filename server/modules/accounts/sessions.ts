import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { authSessions, users } from './schema';
import { hashSecret, newSecret } from './tokens';

/** ADR-0200: a browser session ends after 2 h without use or 14 days after login, whichever first. */
export const BROWSER_IDLE_MS = 2 * 60 * 60 * 1000;
export const BROWSER_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
/** API tokens have no idle limit (scripts run rarely) but die 30 days after login. */
export const API_TOKEN_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionKind = 'browser' | 'api';

export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'customer' | 'admin';
  locale: string;
}

/** The session of a secret with its user: every signed-in request reads it (built once). */
const sessionOf = preparedStatement('auth_session_of', (db, name) =>
  db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        eq(authSessions.kind, sql.placeholder('kind')),
      ),
    )
    .prepare(name),
);

export function createSessionStore(db: Db, clock: Clock) {
  async function create(userId: string, kind: SessionKind, userAgent = '') {
    const secret = newSecret();
    const now = clock.now();
    const absolute = kind === 'browser' ? BROWSER_ABSOLUTE_MS : API_TOKEN_ABSOLUTE_MS;
    await db.insert(authSessions).values({
      tokenHash: hashSecret(secret),
      userId,
      kind,
      userAgent: userAgent.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + absolute),
    });
    return { secret, maxAgeSeconds: Math.floor(absolute / 1000) };
  }

  /** The user behind a live secret of that kind, or null (and an expired session is deleted). */
  async function resolve(secret: string | undefined | null, kind: SessionKind): Promise<SessionUser | null> {
    if (!secret || secret.length > 100) return null;
    const tokenHash = hashSecret(secret);
    const [row] = await sessionOf(db, { tokenHash, kind });
    if (!row) return null;
    const now = clock.now().getTime();
    const idleOver = kind === 'browser' && now - row.session.lastSeenAt.getTime() > BROWSER_IDLE_MS;
    if (
      idleOver ||
      row.session.expiresAt.getTime() <= now ||
      !row.user.emailVerifiedAt ||
      row.user.disabledAt
    ) {
      await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
      return null;
    }
    if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(authSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(authSessions.tokenHash, tokenHash));
    }
    const { user } = row;
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: user.role,
      locale: user.locale,
    };
  }

  async function revoke(secret: string | undefined | null) {
    if (!secret) return;
    await db.delete(authSessions).where(eq(authSessions.tokenHash, hashSecret(secret)));
  }

  /** Ends every session and token of the user except, when given, the one presenting `keepSecret`. */
  async function revokeAllOf(userId: string, keepSecret?: string) {
    const keep = keepSecret ? ne(authSessions.tokenHash, hashSecret(keepSecret)) : undefined;
    await db.delete(authSessions).where(and(eq(authSessions.userId, userId), keep));
  }

  async function list(userId: string, currentSecret?: string) {
    const current = currentSecret ? hashSecret(currentSecret) : '';
    const now = clock.now();
    const rows = await db
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          gt(authSessions.expiresAt, now),
          or(
            eq(authSessions.kind, 'api'),
            gt(authSessions.lastSeenAt, new Date(now.getTime() - BROWSER_IDLE_MS)),
          ),
        ),
      )
      .orderBy(desc(authSessions.lastSeenAt));
    return rows.map((row) => ({
      id: row.publicId,
      kind: row.kind,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.tokenHash === current,
    }));
  }

  /** Ends one of the user's sessions by its public id; false when it is not theirs or gone. */
  async function revokeById(userId: string, publicId: string): Promise<boolean> {
    const deleted = await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.publicId, publicId)))
      .returning({ id: authSessions.publicId });
    return deleted.length > 0;
  }

  /** Deletes sessions past their absolute end and browser sessions idle too long (the hourly clean-up). */
  async function purgeExpired() {
    const now = clock.now();
    await db
      .delete(authSessions)
      .where(
        or(
          lt(authSessions.expiresAt, now),
          and(
            eq(authSessions.kind, 'browser'),
            lt(authSessions.lastSeenAt, new Date(now.getTime() - BROWSER_IDLE_MS)),
          ),
        ),
      );
  }

  return { create, resolve, revoke, revokeAllOf, list, revokeById, purgeExpired };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
